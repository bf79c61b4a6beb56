import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalTextKey } from '@clubportal/contract/settings';
import { SanitizedHtml } from '../ui/sanitized-html';
import { Skeleton } from '../ui/spinner';
import { useLegalSettings } from '../../lib/settings/get-legal-settings';
import { LoadFailure } from '../load-state';

/** Title keys of the legal texts (the waiver is called "legal terms" on the account page). */
export const LEGAL_TITLES: Record<LegalTextKey, string> = {
  generalConditions: 'legal.generalConditions',
  waiver: 'legal.waiver',
  privacyPolicyFull: 'legal.privacy',
  cookiesPolicy: 'legal.cookies',
};

/**
 * One legal text of the legal settings, on its page or in a popup: skeleton while loading, the 'Crash'
 * text with a retry on failure (also logged: spec section 8), 'no text' when the club left it empty.
 */
export function LegalText({ textKey, className = 'prose' }: { textKey: LegalTextKey; className?: string }) {
  const { t } = useTranslation();
  const { data, isPending, error, refetch, isRefetching } = useLegalSettings();

  useEffect(() => {
    if (error) console.error('Legal settings failed to load', error);
  }, [error]);

  if (isPending) {
    return (
      <div className={className} aria-busy="true">
        <Skeleton className="skeleton--line skeleton--w60" />
        <Skeleton className="skeleton--line" />
        <Skeleton className="skeleton--line skeleton--w80" />
        <Skeleton className="skeleton--line skeleton--w40" />
      </div>
    );
  }
  if (error) {
    return <LoadFailure onRetry={() => void refetch()} retrying={isRefetching} />;
  }
  return <SanitizedHtml className={className} html={data[textKey]} fallback={<p className="notice">{t('legal.empty')}</p>} />;
}
