import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChildSummary, Customer } from '@clubportal/contract/accounts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/error-message';
import { useUnlinkChild } from '../api/unlink-child';
import { SaveOutcome, type Outcome } from './save-outcome';
import { Initials } from './initials';

// The dynamic form renderer is only needed once "Add" is pressed.
const AddDependentDialog = lazy(() => import('./add-dependent-dialog').then((m) => ({ default: m.AddDependentDialog })));

/** CustomerStatus of a dependent customer: 0 active, 1 waiting for the activation link. */
const PENDING = 1;

/** Dependent Customers tab: the linked children with their status, add one, unlink one (confirmed). */
export function ChildrenPanel({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const id = useId();
  const unlink = useUnlinkChild();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<ChildSummary | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const fullName = (child: ChildSummary) => `${child.name} ${child.surname}`.trim();

  async function confirmUnlink() {
    if (!pending) return;
    try {
      await unlink.mutateAsync({ childId: pending.id, parentId: customer.id });
      setOutcome({ ok: true, text: t('children.unlinked', { name: fullName(pending) }) });
    } catch (error) {
      setOutcome({ ok: false, text: apiErrorMessage(error, t('messages.crash')) });
    }
    setPending(null);
  }

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <header className="account-form__header account-form__header--row">
        <div>
          <h2 id={`${id}-title`} className="account-panel__title">
            {t('children.title')}
          </h2>
          <p className="account-panel__hint">{t('children.intro')}</p>
        </div>
        <Button
          onClick={() => {
            setOutcome(null);
            setAdding(true);
          }}
        >
          {t('children.add')}
        </Button>
      </header>
      <SaveOutcome outcome={outcome} />
      {customer.children.length === 0 ? (
        <p className="account-empty">{t('children.empty')}</p>
      ) : (
        <ul className="account-list" aria-label={t('children.title')}>
          {customer.children.map((child) => (
            <li key={child.id} className="account-list__item child-item">
              <Initials name={child.name} surname={child.surname} />
              <div className="account-list__main">
                <p className="child-item__name">{fullName(child)}</p>
                <p className={`badge ${child.status === PENDING ? 'badge--pending' : 'badge--active'}`}>
                  {child.status === PENDING ? t('children.statusPending') : t('children.statusActive')}
                </p>
                {child.status === PENDING ? <p className="child-item__note">{t('messages.checkInbox')}</p> : null}
              </div>
              <Button
                variant="ghost"
                className="btn--sm account-list__action"
                aria-label={t('children.unlinkLabel', { name: fullName(child) })}
                onClick={() => {
                  setOutcome(null);
                  setPending(child);
                }}
              >
                {t('children.unlink')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t('children.confirmTitle', { name: pending ? fullName(pending) : '' })}
        confirmLabel={t('children.confirm')}
        cancelLabel={t('account.cancel')}
        onConfirm={() => void confirmUnlink()}
        onCancel={() => setPending(null)}
        busy={unlink.isPending}
      >
        <p>{t('children.confirmText', { name: pending ? fullName(pending) : '' })}</p>
      </ConfirmDialog>
      {adding ? (
        <Suspense fallback={<Spinner />}>
          <AddDependentDialog
            parentId={customer.id}
            onClose={() => setAdding(false)}
            onAdded={() => {
              setAdding(false);
              setOutcome({ ok: true, text: t('children.added') });
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
