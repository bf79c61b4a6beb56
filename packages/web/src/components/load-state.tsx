import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../lib/error-message';
import { Button } from './ui/button';

/**
 * A section still loading: screen readers hear "Loading..." once, while `children` (its skeleton) shows the
 * shape of what comes.
 */
export function Loading({ className, children }: { className?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      {children}
    </div>
  );
}

/**
 * A section that could not load: `message`, else the server's own message, else the spec's crash text, as
 * the alert, and Retry when there is something to retry. `className` is the page's frame for it
 * (`notice` by default).
 */
export function LoadFailure({
  error,
  message,
  onRetry,
  retrying,
  className = 'notice',
}: {
  error?: unknown;
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <p role="alert">{message ?? apiErrorMessage(error, t('messages.crash'))}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}
