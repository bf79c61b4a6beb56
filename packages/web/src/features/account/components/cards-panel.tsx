import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CardIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/error-message';
import { useCardTokens, type CardToken } from '../api/get-card-tokens';
import { useDeleteCardToken } from '../api/delete-card-token';
import { SaveOutcome, type Outcome } from './save-outcome';
import { LoadFailure } from '../../../components/load-state';

/** Credit Cards tab: the saved cards (last digits), each deletable after a confirmation. */
export function CardsPanel({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const cards = useCardTokens(customerId);
  const remove = useDeleteCardToken();
  const [pending, setPending] = useState<CardToken | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function confirmDelete() {
    if (!pending) return;
    try {
      await remove.mutateAsync({ customerId, tokenId: pending.id });
      setOutcome({ ok: true, text: t('messages.dataModified') });
    } catch (error) {
      // Spec: a failed card delete shows the server's message.
      setOutcome({ ok: false, text: apiErrorMessage(error, t('messages.crash')) });
    }
    setPending(null);
  }

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <header className="account-form__header">
        <h2 id={`${id}-title`} className="account-panel__title">
          {t('cards.title')}
        </h2>
        <p className="account-panel__hint">{t('cards.intro')}</p>
      </header>
      <SaveOutcome outcome={outcome} />
      {cards.isPending ? (
        <ul className="account-list" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1].map((n) => (
            <li key={n} className="account-list__item">
              <Skeleton className="account-list__skeleton" />
            </li>
          ))}
        </ul>
      ) : cards.isError ? (
        <LoadFailure error={cards.error} onRetry={() => void cards.refetch()} retrying={cards.isRefetching} />
      ) : cards.data.length === 0 ? (
        <p className="account-empty">{t('cards.empty')}</p>
      ) : (
        <ul className="account-list">
          {cards.data.map((card) => (
            <li key={card.id} className="account-list__item">
              <span className="saved-card__icon" aria-hidden="true">
                <CardIcon size={22} />
              </span>
              <span className="account-list__main saved-card__number">{card.cardNumber}</span>
              <Button
                variant="ghost"
                className="btn--sm account-list__action"
                aria-label={t('cards.deleteCard', { number: card.cardNumber })}
                onClick={() => {
                  setOutcome(null);
                  setPending(card);
                }}
              >
                {t('cards.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t('cards.confirmTitle')}
        confirmLabel={t('cards.confirm')}
        cancelLabel={t('account.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
        busy={remove.isPending}
      >
        <p>{t('cards.confirmText', { number: pending?.cardNumber ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
