import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AUDIT_PAGE_SIZE } from '@clubportal/contract/staff';
import { Button, buttonClass } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { auditExportHref, useAuditLog, type AuditFilters } from '../api/audit-log';
import { StaffLoading } from '../components/console-shell';
import { useStaffClub } from '../components/staff-club';

const FILTERS = ['entity', 'entityId', 'actorKind', 'from', 'to'] as const;
const ACTOR_KINDS = ['staff', 'customer', 'system'] as const;

/** "field: before → after" for each changed field of a record. */
function changes(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const show = (v: unknown) => (v === undefined ? '–' : typeof v === 'string' ? v : JSON.stringify(v));
  return keys.map((k) => (before && after ? `${k}: ${show(before[k])} → ${show(after[k])}` : `${k}: ${show((after ?? before ?? {})[k])}`));
}

/** /staff/audit (`audit.read`): the club's audit log, newest first, filtered by the address's query; CSV export. */
export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filters: AuditFilters = Object.fromEntries(FILTERS.map((f) => [f, search.get(f) ?? '']));
  const page = Math.max(1, Number(search.get('page') ?? 1) || 1);
  const log = useAuditLog({ ...filters, page });
  const { timeZone } = useStaffClub();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium', timeZone });
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / AUDIT_PAGE_SIZE)) : 1;
  const goTo = (next: number) =>
    setSearch((s) => {
      s.set('page', String(next));
      return s;
    });

  return (
    <section className="staff-page" aria-labelledby="audit-title">
      <h1 id="audit-title">{t('staff.sections.audit')}</h1>
      <form
        className="staff-filters"
        aria-label={t('staff.audit.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const next = new URLSearchParams();
          for (const f of FILTERS) {
            const value = String(data.get(f) ?? '').trim();
            if (value) next.set(f, value);
          }
          setSearch(next);
        }}
      >
        <Field label={t('staff.audit.entity')}>{(c) => <input type="text" name="entity" defaultValue={filters.entity} {...c} />}</Field>
        <Field label={t('staff.audit.entityId')}>
          {(c) => <input type="text" name="entityId" defaultValue={filters.entityId} {...c} />}
        </Field>
        <Field label={t('staff.audit.actorKind')}>
          {(c) => (
            <select name="actorKind" defaultValue={filters.actorKind} {...c}>
              <option value="">{t('staff.audit.anyone')}</option>
              {ACTOR_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`staff.audit.actors.${k}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('staff.audit.from')}>{(c) => <input type="date" name="from" defaultValue={filters.from} {...c} />}</Field>
        <Field label={t('staff.audit.to')}>{(c) => <input type="date" name="to" defaultValue={filters.to} {...c} />}</Field>
        <div className="staff-filters__actions">
          <Button type="submit" variant="secondary">
            {t('staff.audit.apply')}
          </Button>
          <a className={buttonClass('ghost')} href={auditExportHref(filters)} download>
            {t('staff.audit.export')}
          </a>
        </div>
      </form>
      {log.isPending ? <StaffLoading /> : null}
      <FormAlert message={log.isError ? apiErrorMessage(log.error, t('messages.crash')) : null} />
      {log.data ? (
        <>
          <p className="staff-count" role="status">
            {t('staff.audit.count', { count: log.data.total })}
          </p>
          {log.data.records.length > 0 ? (
            <div className="staff-table-wrap">
              <table className="staff-table staff-table--audit">
                <caption className="sr-only">{t('staff.sections.audit')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('staff.audit.when')}</th>
                    <th scope="col">{t('staff.audit.who')}</th>
                    <th scope="col">{t('staff.audit.what')}</th>
                    <th scope="col">{t('staff.audit.changes')}</th>
                  </tr>
                </thead>
                <tbody>
                  {log.data.records.map((r) => (
                    <tr key={r.id}>
                      <td className="staff-table__nowrap">{when.format(new Date(r.at))}</td>
                      <td>
                        {r.actorLabel}
                        {r.ip ? <span className="staff-table__note">{r.ip}</span> : null}
                      </td>
                      <td>
                        <code>{r.action}</code>
                        <span className="staff-table__note">
                          {r.entity} #{r.entityId}
                        </span>
                      </td>
                      <td>
                        <ul className="staff-changes">
                          {changes(r.before, r.after).map((line) => (
                            <li key={line}>{line}</li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {pages > 1 ? (
            <nav className="staff-pager" aria-label={t('staff.audit.pages')}>
              <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {t('staff.audit.newer')}
              </Button>
              <span>{t('staff.audit.page', { page, pages })}</span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                {t('staff.audit.older')}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
