import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { auditRecordSchema } from '@clubportal/contract/staff';
import { useStaffClub } from './staff-club';

type AuditRecord = z.infer<typeof auditRecordSchema>;

/** "field: before → after" for each changed field of a record. */
export function changes(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const show = (v: unknown) => (v === undefined ? '–' : typeof v === 'string' ? v : JSON.stringify(v));
  return keys.map((k) => (before && after ? `${k}: ${show(before[k])} → ${show(after[k])}` : `${k}: ${show((after ?? before ?? {})[k])}`));
}

const column = createColumnHelper<AuditRecord>();

/**
 * One page of audit records (the server filters, sorts and pages): when in the club's time zone, who and from
 * which address, what (action, entity and id), and the changed fields.
 */
export function AuditTable({ records, caption }: { records: AuditRecord[]; caption: string }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useStaffClub();
  const columns = useMemo(() => {
    const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium', timeZone });
    return [
      column.accessor('at', {
        header: () => t('staff.audit.when'),
        cell: (c) => when.format(new Date(c.getValue())),
        meta: { className: 'staff-table__nowrap' },
      }),
      column.accessor('actorLabel', {
        header: () => t('staff.audit.who'),
        cell: (c) => (
          <>
            {c.getValue()}
            {c.row.original.ip ? <span className="staff-table__note">{c.row.original.ip}</span> : null}
          </>
        ),
      }),
      column.accessor('action', {
        header: () => t('staff.audit.what'),
        cell: (c) => (
          <>
            <code>{c.getValue()}</code>
            <span className="staff-table__note">
              {c.row.original.entity} #{c.row.original.entityId}
            </span>
          </>
        ),
      }),
      column.display({
        id: 'changes',
        header: () => t('staff.audit.changes'),
        cell: (c) => (
          <ul className="staff-changes">
            {changes(c.row.original.before, c.row.original.after).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ),
      }),
    ];
  }, [t, i18n.language, timeZone]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is read only in this render, never handed to a memoised child
  const table = useReactTable({ data: records, columns, getCoreRowModel: getCoreRowModel(), getRowId: (r) => String(r.id) });

  return (
    <div className="staff-table-wrap">
      <table className="staff-table staff-table--audit">
        <caption className="sr-only">{caption}</caption>
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
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={(cell.column.columnDef.meta as { className?: string } | undefined)?.className}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
