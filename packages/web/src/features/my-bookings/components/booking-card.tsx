import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookingDetail } from '@clubportal/contract/bookings';
import { Button } from '../../../components/ui/button';
import { ShareIcon } from '../../../components/ui/icons';
import { ShareLinks } from '../../../components/ui/share-links';
import { useDateFormatter } from '../../../lib/date-format';
import { apiErrorMessage } from '../../../lib/error-message';
import { usePriceFormatter } from '../../../lib/format';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { saveFile } from '../../../lib/save-file';
import { downloadIcs } from '../api/download-ics';
import { cancelClosedNote, myPlace, playerStateKey, shareLinks, showsOpenFacility } from '../rules/booking-actions';
import { CopyLink } from './copy-link';
import { OpenFacility } from './open-facility';
import { OpenMatchToggle } from './open-match-toggle';
import { QrCode } from '../../../components/ui/qr-code';

/** Who is looking: the member (My Bookings: Pay, Share, Cancel) or a holder of the private link (neither). */
export type CardViewer =
  | {
      kind: 'member';
      customerId: number;
      pay: 'none' | 'checkout' | 'addToCart';
      onPay: () => Promise<string | null>;
      onCancel: () => void;
      /** An invited player's answer; resolves to an error text, or null once done. */
      onAnswer: (answer: 'accept' | 'decline') => Promise<string | null>;
      /** A player (not the owner) who has paid nothing leaves: the page asks first. */
      onLeave: () => void;
      /** The owner opens the booking as a match or makes it private; resolves to an error text, or null once done. */
      onOpenMatch: (open: boolean) => Promise<string | null>;
    }
  | { kind: 'public'; bookingToken: string };

/** One booking: when, where, who, its state, and what can be done with it. */
export function BookingCard({
  booking,
  viewer,
  turnstilesEnabled,
}: {
  booking: BookingDetail;
  viewer: CardViewer;
  turnstilesEnabled: boolean;
}) {
  const { t } = useTranslation();
  const date = useDateFormatter();
  const price = usePriceFormatter();
  const resolve = useUploadUrl();
  const titleId = useId();
  const shareId = useId();
  const [shareOpen, setShareOpen] = useState(false);
  const [icsBusy, setIcsBusy] = useState(false);
  const [payBusy, setPayBusy] = useState(false);
  const [answering, setAnswering] = useState<'accept' | 'decline' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const links = shareLinks(booking);
  const member = viewer.kind === 'member' ? viewer : null;
  const mine = member ? myPlace(booking, member.customerId) : undefined;
  const invited = mine?.state === 'invited' && !booking.isPast;
  const owner = booking.players[0];
  const closedNote = member ? cancelClosedNote(booking) : null;

  const addToCalendar = async () => {
    setIcsBusy(true);
    setMessage(null);
    try {
      saveFile(
        await downloadIcs(
          member
            ? { customerId: member.customerId, bookingId: booking.id }
            : { bookingToken: (viewer as { bookingToken: string }).bookingToken },
        ),
      );
    } catch (error) {
      setMessage(apiErrorMessage(error, t('messages.crash')));
    } finally {
      setIcsBusy(false);
    }
  };
  const answer = async (choice: 'accept' | 'decline') => {
    if (!member) return;
    setAnswering(choice);
    setMessage(await member.onAnswer(choice));
    setAnswering(null);
  };
  const pay = async () => {
    if (!member) return;
    setPayBusy(true);
    setMessage(await member.onPay());
    setPayBusy(false);
  };

  return (
    <article className={`booking-item${booking.isPast ? ' booking-item--past' : ''}`} aria-labelledby={titleId}>
      <div className="booking-item__when">
        <span className="booking-item__weekday">{date(booking.start, 'ccc')}</span>
        <span className="booking-item__day">{date(booking.start, 'd')}</span>
        <span className="booking-item__month">{date(booking.start, 'LLL')}</span>
      </div>
      <div className="booking-item__body">
        <header className="booking-item__head">
          <h3 id={titleId} className="booking-item__title">
            {booking.bookingType}
          </h3>
          <Status booking={booking} />
        </header>
        <p className="booking-item__meta">
          <span>{booking.resourceName}</span>
          <span>
            <time dateTime={booking.start}>{date(booking.start, 'HH:mm')}</time> –{' '}
            <time dateTime={booking.end}>{date(booking.end, 'HH:mm')}</time>
          </span>
          <span>{t('bookingCheckout.minutes', { count: booking.duration })}</span>
          <span className="booking-item__price">{price(booking.price)}</span>
        </p>
        <ul className="booking-item__players" aria-label={t('myBookings.players')}>
          {booking.players.map((player) => {
            const state = playerStateKey(player);
            return (
              <li key={player.id} className={player.isPlaceholder ? 'is-open' : undefined}>
                {player.logo ? (
                  <img src={resolve(player.logo)} alt="" width={28} height={28} loading="lazy" />
                ) : (
                  <span aria-hidden="true">{player.isPlaceholder ? '+' : player.name.slice(0, 1).toUpperCase()}</span>
                )}
                {player.isPlaceholder ? t('bookingCheckout.openPlace') : player.name}
                {state ? <span className={`player-state player-state--${state}`}>{t(`myBookings.playerState.${state}`)}</span> : null}
              </li>
            );
          })}
        </ul>
        {member && invited && mine ? (
          <div className="booking-invite" role="group" aria-label={t('myBookings.invitation')}>
            <p>{t('myBookings.invitedBy', { name: owner?.name ?? '' })}</p>
            <p>
              {mine.price > 0
                ? t('myBookings.acceptMeans', {
                    amount: price(mine.price),
                    deadline: `${date(booking.paymentDeadline)} ${date(booking.paymentDeadline, 'HH:mm')}`,
                  })
                : t('myBookings.acceptFree')}
            </p>
            <div className="booking-invite__actions">
              <Button loading={answering === 'accept'} disabled={answering !== null} onClick={() => void answer('accept')}>
                {t('myBookings.accept')}
              </Button>
              <Button
                variant="secondary"
                loading={answering === 'decline'}
                disabled={answering !== null}
                onClick={() => void answer('decline')}
              >
                {t('myBookings.decline')}
              </Button>
            </div>
          </div>
        ) : null}
        {member && booking.canChangeOpenMatch ? <OpenMatchToggle open={booking.allowJoin} onChange={member.onOpenMatch} /> : null}
        {member && booking.paymentPending > 0 ? (
          <p className="booking-item__owed">
            {t('myBookings.paymentPending')}: <strong>{price(booking.paymentPending)}</strong>
          </p>
        ) : null}
        <div className="booking-item__actions">
          {member?.pay === 'checkout' ? (
            <Link className="btn btn--primary" to="/checkout">
              {t('myBookings.pay')}
            </Link>
          ) : member?.pay === 'addToCart' ? (
            <Button loading={payBusy} onClick={() => void pay()}>
              {t('myBookings.pay')}
            </Button>
          ) : null}
          <Button variant="secondary" loading={icsBusy} onClick={() => void addToCalendar()}>
            {t('myBookings.addToCalendar')}
          </Button>
          {member && links.publicPath && !booking.isPast ? (
            <Button variant="secondary" aria-expanded={shareOpen} aria-controls={shareId} onClick={() => setShareOpen((open) => !open)}>
              <ShareIcon size={16} /> {t('myBookings.share')}
            </Button>
          ) : null}
          {member && booking.isPast ? (
            <Link className="btn btn--secondary" to={`/booking-results/${booking.id}`}>
              {t('results.toResults')}
            </Link>
          ) : null}
          {showsOpenFacility(turnstilesEnabled, booking) ? (
            <OpenFacility bookingId={booking.id} {...(member ? {} : { bookingToken: (viewer as { bookingToken: string }).bookingToken })} />
          ) : null}
          {member && booking.canCancel ? (
            <Button variant="ghost" className="booking-item__cancel" onClick={member.onCancel}>
              {t('myBookings.cancel')}
            </Button>
          ) : null}
          {member && booking.canLeave && !invited ? (
            <Button variant="ghost" className="booking-item__cancel" onClick={member.onLeave}>
              {t('myBookings.leave')}
            </Button>
          ) : null}
        </div>
        {closedNote ? (
          <p className="booking-item__note">{t(`myBookings.cancelClosed.${closedNote.key}`, { hours: closedNote.hours })}</p>
        ) : null}
        {message ? (
          <p className="booking-item__message" role="alert">
            {message}
          </p>
        ) : null}
        {member && shareOpen && links.publicPath ? (
          <div id={shareId} className="booking-share">
            <ShareLinks path={links.publicPath} title={`${booking.bookingType} · ${booking.resourceName} · ${booking.dtStart}`} />
            <CopyLink label={t('myBookings.publicLink')} path={links.publicPath} />
            {links.joinPath ? <CopyLink label={t('myBookings.joinLink')} path={links.joinPath} /> : null}
          </div>
        ) : null}
      </div>
      {booking.qr ? (
        <div className="booking-item__qr">
          <QrCode qr={booking.qr} label={t('myBookings.qr')} />
        </div>
      ) : null}
    </article>
  );
}

function Status({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation();
  const date = useDateFormatter();
  if (booking.status === 'held' && booking.holdExpiresAt) {
    return (
      <span className="booking-status booking-status--held">
        {t('myBookings.heldUntil', { time: date(booking.holdExpiresAt, 'HH:mm') })}
      </span>
    );
  }
  return <span className="booking-status booking-status--confirmed">{t('myBookings.confirmed')}</span>;
}
