import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiErrorMessage } from '../../../lib/error-message';
import { hardNavigation } from '../../../lib/hard-navigation';
import { clearSession } from '../../../api/session';
import { useDeleteAccount } from '../api/delete-account';

/**
 * Delete Account tab: what happens, then a confirmation. After the server deletes the account the cart,
 * token and customer record go (clearSession) and the portal starts again from the home page.
 */
export function DeleteAccountPanel({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    try {
      await remove.mutateAsync(customerId);
    } catch (cause) {
      setError(apiErrorMessage(cause, t('messages.crash')));
      return;
    }
    clearSession();
    // The account page needs a login: reloading it would only open the login dialog.
    hardNavigation.assign('/');
  }

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <header className="account-form__header">
        <h2 id={`${id}-title`} className="account-panel__title">
          {t('deleteAccount.title')}
        </h2>
      </header>
      <div className="danger-zone">
        <p>{t('deleteAccount.intro')}</p>
        <ul className="danger-zone__list">
          <li>{t('deleteAccount.pointData')}</li>
          <li>{t('deleteAccount.pointLogin')}</li>
          <li>{t('deleteAccount.pointHistory')}</li>
        </ul>
        <p className="danger-zone__warning">{t('deleteAccount.warning')}</p>
        <div>
          <Button
            className="btn--danger"
            onClick={() => {
              setError(null);
              setConfirming(true);
            }}
          >
            {t('deleteAccount.button')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('deleteAccount.confirmTitle')}
        confirmLabel={t('deleteAccount.confirm')}
        cancelLabel={t('account.cancel')}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
        busy={remove.isPending}
        error={error}
      >
        <p>{t('deleteAccount.confirmText')}</p>
      </ConfirmDialog>
    </section>
  );
}
