import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalTextKey } from '@clubportal/contract/settings';
import { Button } from '../../../components/ui/button';
import { PageBanner } from '../../../components/ui/page-banner';
import { Skeleton } from '../../../components/ui/spinner';
import { sanitizeHtml } from '../../../lib/sanitize';
import { legalSettingsQuery, useLegalSettings } from '../../../lib/settings/get-legal-settings';

const TITLES: Record<LegalTextKey, string> = {
  generalConditions: 'legal.generalConditions',
  waiver: 'legal.waiver',
  privacyPolicyFull: 'legal.privacy',
  cookiesPolicy: 'legal.cookies',
};

/** One legal text from the legal settings: banner with the title, then the sanitised HTML. */
export function LegalPage({ textKey }: { textKey: LegalTextKey }) {
  const { t } = useTranslation();
  const { data, isPending, error, refetch, isRefetching } = useLegalSettings();
  const html = useMemo(() => (data ? sanitizeHtml(data[textKey]) : ''), [data, textKey]);
  const title = t(TITLES[textKey]);

  useEffect(() => {
    if (error) console.error('Legal settings failed to load', error);
  }, [error]);

  return (
    <article className="legal">
      <PageBanner title={title} />
      <div className="container legal__body">
        {isPending ? (
          <div className="prose" aria-busy="true">
            <Skeleton className="skeleton--line skeleton--w60" />
            <Skeleton className="skeleton--line" />
            <Skeleton className="skeleton--line" />
            <Skeleton className="skeleton--line skeleton--w80" />
            <Skeleton className="skeleton--line" />
            <Skeleton className="skeleton--line skeleton--w40" />
          </div>
        ) : error ? (
          <div className="notice">
            <p>{t('messages.crash')}</p>
            <Button variant="secondary" onClick={() => void refetch()} loading={isRefetching}>
              {t('common.retry')}
            </Button>
          </div>
        ) : html.trim() ? (
          <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className="notice">{t('legal.empty')}</p>
        )}
      </div>
    </article>
  );
}

export const PrivacyPage = () => <LegalPage textKey="privacyPolicyFull" />;
export const WaiverPage = () => <LegalPage textKey="waiver" />;
export const CookiesPage = () => <LegalPage textKey="cookiesPolicy" />;
export const GeneralConditionsPage = () => <LegalPage textKey="generalConditions" />;

/** Server rendering: the legal texts are in the page the server sends. */
export const prefetch = (queryClient: QueryClient) => queryClient.prefetchQuery(legalSettingsQuery);
