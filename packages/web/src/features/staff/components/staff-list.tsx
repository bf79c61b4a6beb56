import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { StaffLoading } from './console-shell';

/** A column of a staff list: its header and what a row shows; `nowrap` keeps a price or a date on one line. */
export type StaffColumn<Row> = { header: string; cell: (row: Row) => ReactNode; nowrap?: boolean };

type Props<Data, Row> = {
  query: UseQueryResult<Data>;
  rowsOf: (data: Data) => readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The table's name for screen readers (the page's title). */
  caption: string;
  /** "3 products": read out when the list changes. */
  count: (n: number) => string;
  /** The first column heads each row (a link to the row's page, usually). */
  columns: readonly [StaffColumn<Row>, ...StaffColumn<Row>[]];
};

/**
 * A staff page's list as every console page shows one: loading, the server's refusal in words, how many (a live
 * status), then the table, scrolling sideways inside its frame on a narrow tablet, never the page.
 */
export function StaffList<Data, Row>({ query, rowsOf, rowKey, caption, count, columns }: Props<Data, Row>) {
  const { t } = useTranslation();
  const rows = query.data ? rowsOf(query.data) : undefined;
  const [first, ...rest] = columns;
  return (
    <>
      {query.isPending ? <StaffLoading /> : null}
      <FormAlert message={query.isError ? apiErrorMessage(query.error, t('messages.crash')) : null} />
      {rows ? (
        <>
          <p className="staff-count" role="status">
            {count(rows.length)}
          </p>
          {rows.length > 0 ? (
            <div className="staff-table-wrap">
              <table className="staff-table">
                <caption className="sr-only">{caption}</caption>
                <thead>
                  <tr>
                    {columns.map((c) => (
                      <th key={c.header} scope="col">
                        {c.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={rowKey(row)}>
                      <th scope="row">{first.cell(row)}</th>
                      {rest.map((c) => (
                        <td key={c.header} className={c.nowrap ? 'staff-table__nowrap' : undefined}>
                          {c.cell(row)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </>
      ) : null}
    </>
  );
}
