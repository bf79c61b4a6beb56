import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { StaffLoading } from './console-shell';
import { StaffTable, type StaffColumn } from './staff-table';

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
 * status), then the table.
 */
export function StaffList<Data, Row>({ query, rowsOf, rowKey, caption, count, columns }: Props<Data, Row>) {
  const { t } = useTranslation();
  const rows = query.data ? rowsOf(query.data) : undefined;
  return (
    <>
      {query.isPending ? <StaffLoading /> : null}
      <FormAlert message={query.isError ? apiErrorMessage(query.error, t('messages.crash')) : null} />
      {rows ? (
        <>
          <p className="staff-count" role="status">
            {count(rows.length)}
          </p>
          {rows.length > 0 ? <StaffTable rows={rows} rowKey={rowKey} columns={columns} name={{ caption }} /> : null}
        </>
      ) : null}
    </>
  );
}
