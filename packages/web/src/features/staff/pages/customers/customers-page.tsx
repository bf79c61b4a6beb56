import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { StaffCustomerRow } from '@clubportal/contract/staff-customers';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useStaffCustomers } from '../../api/staff-customers';
import { StaffLoading } from '../../components/console-shell';
import { CustomerMergePage } from './customer-merge-page';
import { CustomerProfilePage } from './customer-profile-page';

/**
 * /staff/customers (`customers.read`): the search, a customer's file at /staff/customers/:id, and merging it with a
 * duplicate at /staff/customers/:id/merge (`customers.merge`).
 */
export function CustomersSection() {
  return (
    <Routes>
      <Route index element={<CustomersPage />} />
      <Route path=":id" element={<CustomerProfilePage />} />
      <Route path=":id/merge" element={<CustomerMergePage />} />
    </Routes>
  );
}

/** Milliseconds after the last key before the list asks the server: one call per pause, not per letter. */
const TYPING_PAUSE_MS = 250;

const column = createColumnHelper<StaffCustomerRow>();

/**
 * The customers' search: answers as one types (after a short pause), by name, email, phone, member number
 * ("#123") or the previous system's id; the text and page live in the address, so Back returns to the list.
 */
function CustomersPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const erased = (location.state as { erased?: string } | null)?.erased;

  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(
      () => setParams(typed.trim() ? new URLSearchParams({ search: typed.trim() }) : new URLSearchParams(), { replace: true }),
      TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, search, setParams]);

  const list = useStaffCustomers(search, page);
  const rows = list.data?.customers ?? [];
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: () => t('staff.customers.name'),
        cell: (c) => <Link to={`/staff/customers/${c.row.original.id}`}>{c.getValue() || `#${c.row.original.id}`}</Link>,
      }),
      column.accessor('id', { header: () => t('staff.customers.number'), cell: (c) => `#${c.getValue()}`, meta: { nowrap: true } }),
      column.accessor('email', { header: () => t('staff.customers.email'), cell: (c) => c.getValue() }),
      column.accessor('phone', { header: () => t('staff.customers.phone'), cell: (c) => c.getValue(), meta: { nowrap: true } }),
      column.display({
        id: 'state',
        header: () => t('staff.customers.state'),
        cell: (c) =>
          [
            c.row.original.parentId !== null ? t('staff.customers.dependant') : null,
            c.row.original.active ? null : t('staff.customers.notActivated'),
          ]
            .filter(Boolean)
            .join(' · '),
      }),
    ],
    [t],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is read only in this render, never handed to a memoised child
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getRowId: (r) => String(r.id) });
  const goTo = (next: number) => setParams(new URLSearchParams({ ...(search ? { search } : {}), page: String(next) }));

  return (
    <section className="staff-page" aria-labelledby="customers-title">
      <h1 id="customers-title">{t('staff.sections.customers')}</h1>
      <div role="status">{erased ? <p className="form__notice">{t('staff.customers.erased', { name: erased })}</p> : null}</div>
      <form
        className="staff-filters"
        role="search"
        aria-label={t('staff.customers.searchTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          setParams(typed.trim() ? new URLSearchParams({ search: typed.trim() }) : new URLSearchParams());
        }}
      >
        <Field label={t('staff.customers.search')}>
          {(c) => (
            <input
              type="search"
              name="search"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              {...c}
              aria-describedby={[c['aria-describedby'], 'customers-search-hint'].filter(Boolean).join(' ')}
            />
          )}
        </Field>
        <p id="customers-search-hint" className="staff-count">
          {t('staff.customers.searchHint')}
        </p>
      </form>
      {list.isPending ? <StaffLoading /> : null}
      <FormAlert message={list.isError ? apiErrorMessage(list.error, t('messages.crash')) : null} />
      {list.data ? (
        <>
          <p role="status" className="staff-count">
            {rows.length === 0 ? t('staff.customers.none') : t('staff.customers.page', { page, count: rows.length })}
          </p>
          {rows.length > 0 ? (
            <div className="staff-table-wrap">
              <table className="staff-table staff-table--customers">
                <caption className="sr-only">{t('staff.sections.customers')}</caption>
                <thead>
                  {table.getHeaderGroups().map((group) => (
                    <tr key={group.id}>
                      {group.headers.map((header) => (
                        <th key={header.id} scope="col">
                          {flexRender(header.column.columnDef.header, header.getContext())}
                        </th>
                      ))}
                    </tr>
                  ))}
                </thead>
                <tbody>
                  {table.getRowModel().rows.map((row) => (
                    <tr
                      key={row.id}
                      className="staff-table__row-link"
                      onClick={(event) => {
                        // The whole row opens the file; the name is the link keyboards and screen readers use.
                        if (!(event.target instanceof HTMLAnchorElement)) navigate(`/staff/customers/${row.original.id}`);
                      }}
                    >
                      {row.getVisibleCells().map((cell, at) => {
                        const nowrap = (cell.column.columnDef.meta as { nowrap?: boolean } | undefined)?.nowrap;
                        const Cell = at === 0 ? 'th' : 'td';
                        return (
                          <Cell key={cell.id} scope={at === 0 ? 'row' : undefined} className={nowrap ? 'staff-table__nowrap' : undefined}>
                            {flexRender(cell.column.columnDef.cell, cell.getContext())}
                          </Cell>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {page > 1 || list.data.hasMore ? (
            <div className="staff-pager">
              <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {t('staff.customers.previous')}
              </Button>
              <Button type="button" variant="secondary" disabled={!list.data.hasMore} onClick={() => goTo(page + 1)}>
                {t('staff.customers.next')}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
