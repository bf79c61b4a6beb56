import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AUDIT_PAGE_SIZE } from '@clubportal/contract/staff';
import { Button, buttonClass } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { auditExportHref, useAuditLog, type AuditFilters } from '../api/audit-log';
import { AuditTable } from '../components/audit-table';
import { StaffLoading } from '../components/console-shell';

const FILTERS = ['actor', 'actorKind', 'entity', 'entityId', 'from', 'to'] as const;
const ACTOR_KINDS = ['staff', 'customer', 'system'] as const;

/** /staff/audit (`audit.read`): the club's audit log, newest first, filtered by the address's query; CSV export. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filters: AuditFilters = Object.fromEntries(FILTERS.map((f) => [f, search.get(f) ?? '']));
  const page = Math.max(1, Number(search.get('page') ?? 1) || 1);
  const log = useAuditLog({ ...filters, page });
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
        <Field label={t('staff.audit.actor')}>{(c) => <input type="search" name="actor" defaultValue={filters.actor} {...c} />}</Field>
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
          {log.data.records.length > 0 ? <AuditTable records={log.data.records} caption={t('staff.sections.audit')} /> : null}
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
