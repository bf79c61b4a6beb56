import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ByPlaceEntry, ByPlacePrebookAnswer } from '@clubportal/contract/bookings-by-place';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { announce } from '../../../lib/announce';
import { useDateFormatter } from '../../../lib/date-format';
import { apiErrorMessage } from '../../../lib/error-message';
import { usePriceFormatter } from '../../../lib/format';
import { cancelPlace, prebookPlace } from '../api/prebook-place';
import { endHour } from '../rules/by-place-links';
import { dayTitle } from '../rules/day-title';

type Props = {
  entry: ByPlaceEntry;
  placeId: number | null;
  place: string;
  customerId: number;
  addToCart: (answer: ByPlacePrebookAnswer) => { ok: true } | { ok: false; message: string };
  onClose: () => void;
  onDone: (to: string) => void;
};

/**
 * The confirm popup (spec section 4): the class, the place and the price; Add to Cart takes the place.
 * A free place goes to My Bookings; otherwise its sale goes to the cart and the member to the checkout. A
 * cart that cannot take it (a shared payment waiting there) gives the place back at once.
 */
export function ConfirmPlaceDialog({ entry, placeId, place, customerId, addToCart, onClose, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const price = usePriceFormatter();
  const date = useDateFormatter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const confirm = async () => {
    setBusy(true);
    setError('');
    try {
      const answer = await prebookPlace({ customerId, bookingId: entry.id, placeId });
      if (answer.serviceFree) {
        onDone('/customer-bookings');
        return;
      }
      const added = addToCart(answer);
      if (!added.ok) {
        await cancelPlace(answer.more.cancelUrl).catch(() => undefined);
        setError(added.message);
        setBusy(false);
        return;
      }
      if (answer.more.holdExpiresAt) announce(t('bookingCheckout.heldUntil', { time: date(answer.more.holdExpiresAt, 'HH:mm') }));
      onDone('/checkout');
    } catch (failure) {
      const message = apiErrorMessage(failure, t('messages.crash'));
      setError(message);
      announce(message);
      setBusy(false);
    }
  };

  return (
    <Dialog open title={t('byPlace.confirmTitle')} onClose={onClose} size="md">
      <dl className="byplace-confirm">
        <dt>{t('byPlace.class')}</dt>
        <dd>{entry.bookingTypeName}</dd>
        <dt>{t('byPlace.when')}</dt>
        <dd>
          {dayTitle(entry.date, i18n.language)} · {entry.startHour} – {endHour(entry.startHour, entry.duration)}
        </dd>
        {entry.resources.length ? (
          <>
            <dt>{t('byPlace.where')}</dt>
            <dd>{entry.resources.join(', ')}</dd>
          </>
        ) : null}
        <dt>{t('byPlace.place')}</dt>
        <dd>{place || t('byPlace.anyPlace')}</dd>
        <dt>{t('byPlace.price')}</dt>
        <dd>{price(entry.price)}</dd>
      </dl>
      <FormAlert message={error} />
      <div className="byplace-confirm__actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('byPlace.cancel')}
        </Button>
        <Button onClick={() => void confirm()} loading={busy}>
          {t('byPlace.addToCart')}
        </Button>
      </div>
    </Dialog>
  );
}
