import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useMergeCustomers, useMergePreview } from '../../api/staff-customer-merge';
import { useStaffCustomer, useStaffCustomers } from '../../api/staff-customers';
import { StaffLoading } from '../../components/console-shell';
import { MergePreview } from './merge-preview';

/** Milliseconds after the last key before the search asks the server (as the customers' list). */
const TYPING_PAUSE_MS = 250;

/** The other record found with the customers' search: each row a button choosing it. */
function FindOther({ currentId, onChoose }: { currentId: number; onChoose: (id: number) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useStaffCustomers(search, 1);
  const found = search ? (list.data?.customers ?? []).filter((c) => c.id !== currentId) : [];
  return (
    <section aria-labelledby="merge-find" className="staff-merge__find">
      <h2 id="merge-find">{t('staff.customers.merge.find')}</h2>
      <form
        role="search"
        aria-labelledby="merge-find"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed.trim());
        }}
      >
        <Field label={t('staff.customers.search')}>
          {(c) => <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" {...c} />}
        </Field>
      </form>
      <FormAlert message={list.isError ? apiErrorMessage(list.error, t('messages.crash')) : null} />
      <p role="status" className="staff-count">
        {search && list.data
          ? found.length === 0
            ? t('staff.customers.none')
            : t('staff.customers.merge.found', { count: found.length })
          : ''}
      </p>
      {found.length > 0 ? (
        <ul className="staff-merge__found">
          {found.map((c) => (
            <li key={c.id}>
              <span>
                <strong>{c.name || `#${c.id}`}</strong> #{c.id}
                {c.email ? ` · ${c.email}` : ''}
                {c.phone ? ` · ${c.phone}` : ''}
              </span>
              <Button type="button" variant="secondary" onClick={() => onChoose(c.id)}>
                {t('staff.customers.merge.choose', { name: c.name || `#${c.id}` })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * /staff/customers/:id/merge (`customers.merge`, issue 33 §4): find the other record of the same person, see the
 * preview side by side (the customer whose file this is is kept unless staff swap), confirm, and land on the kept
 * customer's file. The pair and direction live in the address (`with`, `keep`), so Back and a reload keep them.
 */
export function CustomerMergePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const [params, setParams] = useSearchParams();
  const withParam = params.get('with');
  const other = withParam && /^\d+$/.test(withParam) ? Number(withParam) : null;
  const keepOther = params.get('keep') === 'other';
  const keptId = keepOther ? other : id;
  const mergedId = keepOther ? id : other;
  const file = useStaffCustomer(id);
  const preview = useMergePreview(keptId, mergedId);
  const merge = useMergeCustomers();
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = file.data ? `${file.data.profile.identity.name} ${file.data.profile.identity.surname}`.trim() : '';
  const p = preview.data?.preview ?? null;
  const choose = (next: Record<string, string>) => {
    setConfirmed(false);
    setError(null);
    setParams(next);
  };
  if (id === null) return null;
  return (
    <section className="staff-page staff-merge" aria-labelledby="merge-title">
      <p>
        <Link to={`/staff/customers/${id}`}>{t('staff.customers.merge.cancel')}</Link>
      </p>
      <h1 id="merge-title">{name ? t('staff.customers.merge.title', { name }) : t('staff.customers.merge.open')}</h1>
      <p>{t('staff.customers.merge.intro')}</p>
      <FormAlert message={file.isError ? apiErrorMessage(file.error, t('messages.crash')) : null} />
      {other === null ? (
        <FindOther currentId={id} onChoose={(chosen) => choose({ with: String(chosen) })} />
      ) : (
        <>
          <div className="staff-row-actions">
            <Button
              type="button"
              variant="secondary"
              onClick={() => choose({ with: String(other), ...(keepOther ? {} : { keep: 'other' }) })}
            >
              {t('staff.customers.merge.swap', { name: p ? p.merged.name : `#${mergedId}` })}
            </Button>
            <Button type="button" variant="ghost" onClick={() => choose({})}>
              {t('staff.customers.merge.another')}
            </Button>
          </div>
          {preview.isPending ? <StaffLoading /> : null}
          <FormAlert message={preview.isError ? apiErrorMessage(preview.error, t('messages.crash')) : null} />
          {p ? (
            <>
              <MergePreview preview={p} />
              <form
                className="form staff-merge__confirm"
                aria-labelledby="merge-confirm"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  setError(null);
                  if (!confirmed) return setError(t('staff.customers.merge.confirmRequired'));
                  merge.mutate(
                    { keptId: p.kept.id, mergedId: p.merged.id },
                    {
                      onSuccess: (done) =>
                        navigate(`/staff/customers/${done.keptId}`, {
                          replace: true,
                          state: { merged: { id: done.mergedId, name: p.merged.name } },
                        }),
                      onError: (e) => setError(apiErrorMessage(e, t('messages.crash'))),
                    },
                  );
                }}
              >
                <h2 id="merge-confirm">{t('staff.customers.merge.confirmTitle')}</h2>
                <Field label={t('staff.customers.merge.confirm', { kept: p.kept.name, merged: p.merged.name })} layout="check" required>
                  {(c) => <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} {...c} />}
                </Field>
                <FormAlert message={error} />
                <Button type="submit" variant="primary" loading={merge.isPending} disabled={merge.isPending}>
                  {t('staff.customers.merge.submit', { merged: p.merged.id, kept: p.kept.id })}
                </Button>
              </form>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
