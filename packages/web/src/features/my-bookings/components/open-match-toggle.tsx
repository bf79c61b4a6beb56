import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/**
 * The owner's choice on a booking still to come whose type allows joining (issue 29): an open match (members
 * find it and join a free place) or private (only its players see it). `onChange` resolves to an error text,
 * or null once done.
 */
export function OpenMatchToggle({ open, onChange }: { open: boolean; onChange: (open: boolean) => Promise<string | null> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = async () => {
    setBusy(true);
    setError(await onChange(!open));
    setBusy(false);
  };
  return (
    <div className="open-match-toggle">
      <p className="open-match-toggle__state">{open ? t('openMatches.isOpen') : t('openMatches.isPrivate')}</p>
      <Button variant="secondary" loading={busy} onClick={() => void change()}>
        {open ? t('openMatches.makePrivate') : t('openMatches.makeOpen')}
      </Button>
      {error ? (
        <p className="booking-item__message" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
