import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  isLinkable,
  LEVEL_PROVIDERS,
  type LevelProviderId,
  type LevelsAnswer,
  type LinkableProviderId,
} from '@clubportal/contract/level-providers';
import { Button } from '../../../components/ui/button';
import { PageBanner } from '../../../components/ui/page-banner';
import { Skeleton } from '../../../components/ui/spinner';
import { useDateFormatter } from '../../../lib/date-format';
import { apiErrorMessage } from '../../../lib/error-message';
import { useCustomerId } from '../../../lib/use-customer-id';
import { getLinkUrl, levelsQuery, unlinkAccount } from '../api/levels-queries';
import { formatLevel } from '../../../lib/level-format';
import { groupByMonth } from '../rules/group-records';
import '../../../styles/levels.css';
import { LoadFailure, Loading } from '../../../components/load-state';

const providerOf = (value: string | null): LevelProviderId =>
  (LEVEL_PROVIDERS as readonly string[]).includes(value ?? '') ? (value as LevelProviderId) : 'pandora';

/**
 * /levels (spec "Levels"): a provider select (Pandora, World Padel Rating, and the club's own results), the
 * member's level changes grouped by month, and "Link your account" while the provider is not linked. The
 * choice is kept in the address (?provider=), so the link page comes back to it.
 */
export function LevelsPage() {
  const { t } = useTranslation();
  const customerId = useCustomerId();
  const [search, setSearch] = useSearchParams();
  const provider = providerOf(search.get('provider'));
  const levels = useQuery({ ...levelsQuery(customerId ?? 0, provider), enabled: customerId !== null });

  return (
    <div className="levels-page">
      <PageBanner title={t('sections.levels')} />
      <div className="container levels">
        <div className="field levels__provider">
          <label htmlFor="levels-provider">{t('levels.provider')}</label>
          <select
            id="levels-provider"
            value={provider}
            onChange={(event) => setSearch({ provider: event.target.value }, { replace: true })}
          >
            {LEVEL_PROVIDERS.map((p) => (
              <option key={p} value={p}>
                {t(`levels.providers.${p}`)}
              </option>
            ))}
          </select>
        </div>
        {levels.isError ? (
          <LoadFailure error={levels.error} onRetry={() => void levels.refetch()} retrying={levels.isRefetching} />
        ) : !levels.data ? (
          <Loading>
            <Skeleton className="levels__skeleton" />
          </Loading>
        ) : levels.data.linked ? (
          <>
            {customerId !== null && isLinkable(provider) ? (
              <Unlink customerId={customerId} provider={provider} justLinked={search.get('linked') === '1'} />
            ) : null}
            <LevelTable answer={levels.data} />
          </>
        ) : customerId !== null && isLinkable(provider) ? (
          <LinkAccount customerId={customerId} provider={provider} />
        ) : null}
      </div>
    </div>
  );
}

function LinkAccount({ customerId, provider }: { customerId: number; provider: 'pandora' | 'world-padel-rating' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const go = async () => {
    setBusy(true);
    setError(null);
    try {
      const url = await getLinkUrl(customerId, provider);
      // The demo's stand-in comes straight back to our link page; a real provider's page is elsewhere.
      if (url.startsWith('/')) void navigate(url);
      else window.location.assign(url);
    } catch (err) {
      setError(apiErrorMessage(err, t('messages.crash')));
      setBusy(false);
    }
  };
  return (
    <div className="notice levels__link">
      <p>{t('levels.notLinked', { provider: t(`levels.providers.${provider}`) })}</p>
      <Button onClick={() => void go()} loading={busy}>
        {t('levels.linkAccount')}
      </Button>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}

/** Says the provider's account is linked (the confirmation after linking) and lets the member undo it. */
function Unlink({ customerId, provider, justLinked }: { customerId: number; provider: LinkableProviderId; justLinked: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = t(`levels.providers.${provider}`);
  const go = async () => {
    setBusy(true);
    setError(null);
    try {
      await unlinkAccount(customerId, provider);
      await queryClient.invalidateQueries({ queryKey: ['levels', customerId] });
    } catch (err) {
      setError(apiErrorMessage(err, t('messages.crash')));
    }
    setBusy(false);
  };
  return (
    <div className="levels__linked">
      <p role={justLinked ? 'status' : undefined}>{t('levels.linked', { provider: name })}</p>
      <Button variant="secondary" onClick={() => void go()} loading={busy}>
        {t('levels.unlink')}
      </Button>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}

function LevelTable({ answer }: { answer: LevelsAnswer }) {
  const { t, i18n } = useTranslation();
  const date = useDateFormatter();
  const groups = groupByMonth(answer.records, (iso) => date(iso, 'yyyy-MM'));
  const level = (n: number) => formatLevel(n, i18n.language);
  return (
    <>
      <p className="levels__current">{answer.level === null ? t('levels.noLevel') : t('levels.current', { level: level(answer.level) })}</p>
      {groups.length === 0 ? (
        <p className="levels__empty">{t('levels.noRecords')}</p>
      ) : (
        groups.map((group) => {
          const title = date(group.records[0]!.created, 'LLLL yyyy');
          return (
            <section key={group.key} className="levels__group" aria-label={title}>
              <h2 className="levels__month">{title}</h2>
              <table className="levels-table">
                <thead>
                  <tr>
                    <th scope="col">{t('levels.created')}</th>
                    <th scope="col">{t('levels.oldLevel')}</th>
                    <th scope="col">{t('levels.newLevel')}</th>
                    <th scope="col">{t('levels.comments')}</th>
                  </tr>
                </thead>
                <tbody>
                  {group.records.map((r, i) => (
                    <tr key={`${r.created}-${i}`}>
                      <td data-label={t('levels.created')}>{date(r.created, 'd LLL')}</td>
                      <td data-label={t('levels.oldLevel')}>{level(r.oldLevel)}</td>
                      <td
                        data-label={t('levels.newLevel')}
                        className={
                          r.newLevel > r.oldLevel ? 'levels-table__up' : r.newLevel < r.oldLevel ? 'levels-table__down' : undefined
                        }
                      >
                        {level(r.newLevel)}
                      </td>
                      <td data-label={t('levels.comments')}>{r.comments}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          );
        })
      )}
    </>
  );
}
