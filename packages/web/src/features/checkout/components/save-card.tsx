import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';

/** "Save this card" under the chosen method; checked and locked when the method always saves the card. */
export function SaveCardCheckbox({
  forced,
  checked,
  onChange,
  disabled,
}: {
  forced: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const noteId = useId();
  return (
    <>
      <Field label={t('savedCards.saveCard')} layout="check" className="checkout-save-card">
        {(control) => (
          <input
            {...control}
            type="checkbox"
            checked={checked}
            disabled={disabled || forced}
            aria-describedby={forced ? noteId : undefined}
            onChange={(e) => onChange(e.currentTarget.checked)}
          />
        )}
      </Field>
      {forced ? (
        <p id={noteId} className="checkout-save-card__note">
          {t('savedCards.forced')}
        </p>
      ) : null}
    </>
  );
}

/**
 * The Transbank tokenisation dialog (spec "Checkout"): says the card is saved on Transbank's page and the
 * payment made with it on the way back; Continue stores the checkout and goes there.
 */
export function TransbankSaveCardDialog({ onClose, onContinue }: { onClose: () => void; onContinue: () => Promise<string | null> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function go() {
    setBusy(true);
    setMessage(null);
    const problem = await onContinue();
    // On success the browser is leaving for Transbank: keep the button busy until it has.
    if (problem !== null) {
      setMessage(problem);
      setBusy(false);
    }
  }

  return (
    <Dialog open title={t('savedCards.dialogTitle')} onClose={() => (busy ? undefined : onClose())}>
      <div className="save-card-dialog" aria-busy={busy}>
        <p>{t('savedCards.dialogText')}</p>
        <FormAlert message={message} />
        <div className="save-card-dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('savedCards.cancel')}
          </Button>
          <Button onClick={() => void go()} loading={busy}>
            {t('savedCards.continue')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
