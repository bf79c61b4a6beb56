import type { ReactNode } from 'react';

/**
 * A column of a staff table: its header and what a row shows. `nowrap` keeps a price or a date on one line;
 * `actions` is the row's buttons (its header read out only); `className` styles the column's cells.
 */
export type StaffColumn<Row> = { header: string; cell: (row: Row) => ReactNode; nowrap?: boolean; actions?: boolean; className?: string };

type Props<Row> = {
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly [StaffColumn<Row>, ...StaffColumn<Row>[]];
  /** The table's name for screen readers, or the id of the heading that names it. */
  name: { caption: string } | { labelledBy: string };
  /** The first column heads each row (a name, a position). Off for a ledger, whose rows are read cell by cell. */
  rowHeader?: boolean;
  className?: string;
};

const cellClass = <Row,>(c: StaffColumn<Row>) =>
  [c.nowrap ? 'staff-table__nowrap' : '', c.actions ? 'staff-table__actions' : '', c.className ?? ''].filter(Boolean).join(' ') ||
  undefined;

/** The console's table: scrolling sideways inside its frame on a narrow tablet, never the page. */
export function StaffTable<Row>({ rows, rowKey, columns, name, rowHeader = true, className }: Props<Row>) {
  const [first, ...rest] = columns;
  return (
    <div className="staff-table-wrap">
      <table
        className={className ? `staff-table ${className}` : 'staff-table'}
        aria-labelledby={'labelledBy' in name ? name.labelledBy : undefined}
      >
        {'caption' in name ? <caption className="sr-only">{name.caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.actions ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {rowHeader ? (
                <th scope="row" className={cellClass(first)}>
                  {first.cell(row)}
                </th>
              ) : (
                <td className={cellClass(first)}>{first.cell(row)}</td>
              )}
              {rest.map((c) => (
                <td key={c.header} className={cellClass(c)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
