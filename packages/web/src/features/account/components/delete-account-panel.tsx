import { useId, useState } from 'react';
import type { Customer } from '@clubportal/contract/accounts';
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
export function DeleteAccountPanel({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const customerId = customer.id;
  const name = `${customer.name} ${customer.surname}`.trim();
  // Acting as a linked child (switched from the parent): the texts name whose account goes, and say that
  // the parent's own account stays; a child may have no email of its own.
  const child = customer.parent !== null;
  const text = (own: string, forChild: string, extra: Record<string, string> = {}) =>
    child ? t(`deleteAccount.${forChild}`, { name, ...extra }) : t(`deleteAccount.${own}`, { name, ...extra });
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
          {text('title', 'childTitle')}
        </h2>
      </header>
      <div className="danger-zone">
        <p>{text('intro', 'childIntro')}</p>
        <ul className="danger-zone__list">
          <li>{text('pointData', 'childPointData')}</li>
          <li>{text('pointLogin', 'childPointLogin')}</li>
          <li>{text('pointHistory', 'childPointHistory')}</li>
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
            {text('button', 'childButton')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={text('confirmTitle', 'childConfirmTitle')}
        confirmLabel={text('confirm', 'childConfirm')}
        cancelLabel={t('account.cancel')}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
        busy={remove.isPending}
        error={error}
      >
        <p>
          {child
            ? text('confirmText', 'childConfirmText')
            : customer.email
              ? t('deleteAccount.ownConfirmText', { name, email: customer.email })
              : t('deleteAccount.confirmText')}
        </p>
      </ConfirmDialog>
    </section>
  );
}
