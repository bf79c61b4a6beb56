import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/error-message';

/** A failed load: the server's message (or the spec's crash text) where the member reads, and a retry. */
export function LoadFailure({ error, onRetry, retrying }: { error: unknown; onRetry?: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="notice">
      <p role="alert">{apiErrorMessage(error, t('messages.crash'))}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}
