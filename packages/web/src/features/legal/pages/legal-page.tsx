import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LegalTextKey } from '@clubportal/contract/settings';
import { LEGAL_TITLES, LegalText } from '../../../components/legal/legal-text';
import { PageBanner } from '../../../components/ui/page-banner';
import { legalSettingsQuery } from '../../../lib/settings/get-legal-settings';

/** One legal text from the legal settings: banner with the title, then the sanitised HTML. */
export function LegalPage({ textKey }: { textKey: LegalTextKey }) {
  const { t } = useTranslation();
  return (
    <article className="legal">
      <PageBanner title={t(LEGAL_TITLES[textKey])} />
      <div className="container legal__body">
        <LegalText textKey={textKey} />
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
