import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/icons';
import { usePriceFormatter } from '../../../lib/format';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import type { CheckoutPlayer } from '../rules/players';

/**
 * The shared booking's players: the owner first and fixed, the others removable; each place with its share
 * (`shares`, in place order, once known). Open places are plain items: nothing happens when they are tapped.
 */
export function PlayerList({
  players,
  maxParticipants,
  shares,
  onRemove,
}: {
  players: CheckoutPlayer[];
  maxParticipants: number;
  shares: number[] | null;
  onRemove: (customerId: number) => void;
}) {
  const { t } = useTranslation();
  const price = usePriceFormatter();
  const share = (position: number) =>
    shares && shares[position] !== undefined ? (
      <span className="checkout-player__share">{t('bookingCheckout.shareOf', { amount: price(shares[position]) })}</span>
    ) : null;
  const resolve = useUploadUrl();
  const open = Math.max(0, maxParticipants - players.length);
  return (
    <ol className="checkout-players" aria-label={t('bookingCheckout.players')}>
      {players.map((player, index) => (
        <li key={player.customerId} className="checkout-player">
          {player.logo ? (
            <img className="checkout-player__photo" src={resolve(player.logo)} alt="" width={36} height={36} loading="lazy" />
          ) : (
            <span className="checkout-player__photo checkout-player__photo--initials" aria-hidden="true">
              {player.name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <span className="checkout-player__name">{player.name}</span>
          {share(index)}
          {index === 0 ? (
            <span className="booking-status booking-status--owner">{t('bookingCheckout.owner')}</span>
          ) : (
            <button
              type="button"
              className="checkout-player__remove"
              aria-label={t('bookingCheckout.removePlayer', { name: player.name })}
              onClick={() => onRemove(player.customerId)}
            >
              <CloseIcon size={16} />
            </button>
          )}
        </li>
      ))}
      {Array.from({ length: open }, (_, i) => (
        <li key={`open-${i}`} className="checkout-player checkout-player--open">
          <span className="checkout-player__photo checkout-player__photo--open" aria-hidden="true" />
          <span className="checkout-player__name">{t('bookingCheckout.openPlace')}</span>
          {share(players.length + i)}
        </li>
      ))}
    </ol>
  );
}
