import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { decodeBookingPayload, type BookingPayload } from '@clubportal/contract/booking-payload';
import { PaymentType } from '@clubportal/contract/enums';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { PlusIcon } from '../../../components/ui/more-icons';
import { PageBanner } from '../../../components/ui/page-banner';
import { Skeleton } from '../../../components/ui/spinner';
import { announce } from '../../../lib/announce';
import { keepInView } from '../../../lib/keep-in-view';
import { useDateFormatter } from '../../../lib/date-format';
import { usePriceFormatter } from '../../../lib/format';
import { useSettings } from '../../../lib/settings/settings-context';
import { actingCustomerId } from '../../../lib/use-customer-id';
import { useSession } from '../../../lib/use-session';
import { useBookingType } from '../api/get-booking-type';
import { usePaymentModes } from '../api/get-payment-modes';
import { useGenericPrice } from '../api/load-generic-price';
import { prebook, type PrebookEntry } from '../api/prebook';
import { releaseHold } from '../api/release-hold';
import { BookingSummary } from '../components/booking-summary';
import { OpenMatchChoice } from '../components/open-match-choice';
import { PlayerList } from '../components/player-list';
import { defaultPayMode, payModesAllowed, type PayMode } from '@clubportal/contract/pay-modes';
import { addPlayer, isFull, removePlayer, type CheckoutPlayer } from '../rules/players';
import { prebookErrorMessage } from '../rules/prebook-error';
import { sharedFigures, sharedPaymentDeadline } from '../rules/shares';
import { LoadFailure, Loading } from '../../../components/load-state';

/** A member the player search hands back. */
export type PickedPlayer = { id: number; name: string; logo: string };

export type BookingCheckoutProps = {
  /** The member search (features/players, composed by the app): calls `onPick` with the chosen member. */
  renderPlayerSearch: (onPick: (player: PickedPlayer) => void) => ReactNode;
  /** Puts the prebooked sales into the cart (the app's cart); answers the cart's refusal text. */
  addToCart: (entries: PrebookEntry[]) => { ok: true } | { ok: false; message: string };
};

/**
 * /checkout-booking?pl=: the chosen slot (left) and how to pay it (right). Without a stored customer, or
 * with a missing or garbled `pl`, the member goes to /bookingtypes (spec section 2).
 */
export function BookingCheckoutPage(props: BookingCheckoutProps) {
  const [search] = useSearchParams();
  const { customer } = useSession();
  const booking = useMemo(() => decodeBookingPayload(search.get('pl')), [search]);
  const customerId = actingCustomerId(customer);
  if (!booking || customerId === null || !customer) return <Navigate to="/bookingtypes" replace />;
  return (
    <BookingCheckout
      {...props}
      booking={booking}
      owner={{ customerId, name: `${customer.name} ${customer.surname}`.trim(), logo: customer.logo, team: -1 }}
    />
  );
}

function BookingCheckout({
  booking,
  owner,
  renderPlayerSearch,
  addToCart,
}: BookingCheckoutProps & { booking: BookingPayload; owner: CheckoutPlayer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const price = usePriceFormatter();
  const date = useDateFormatter();
  const { currencyCode } = useSettings();
  const modesQuery = usePaymentModes();
  const typeQuery = useBookingType(booking.bookingTypeId);
  const [chosen, setChosen] = useState<PayMode | null>(null);
  const [players, setPlayers] = useState<CheckoutPlayer[]>([owner]);
  const [playerNote, setPlayerNote] = useState<string | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const [openMatch, setOpenMatch] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inlineErrorId = useId();

  const type = typeQuery.data?.bookingTypes[0];
  const modes =
    modesQuery.data && type
      ? payModesAllowed({
          sharedPaymentAllowed: modesQuery.data.sharedPaymentAllowed,
          fullPaymentAllowedWithSpecialPrices: modesQuery.data.fullPaymentAllowedWithSpecialPrices,
          typeAllowsShared: type.sharedPaymentAllowed,
          isSpecialPrice: booking.price.isSpecialPrice,
          maxParticipants: booking.maxParticipants,
          price: booking.price.price,
        })
      : null;
  const mode =
    chosen !== null && modes && (chosen === PaymentType.Shared ? modes.shared : modes.full) ? chosen : modes ? defaultPayMode(modes) : null;
  const shared = mode === PaymentType.Shared;

  // Choosing Full folds the shared details above it away: keep the choice and its button on screen.
  const panelRef = useRef<HTMLElement>(null);
  const revealChoice = useRef(false);
  useLayoutEffect(() => {
    if (!revealChoice.current) return;
    revealChoice.current = false;
    const option = panelRef.current?.querySelector('.pay-option.is-checked');
    const action = panelRef.current?.querySelector('.pay-panel__action');
    if (option && action) keepInView(option, action);
  }, [mode]);

  // The open places of a shared booking cost the generic price; it differs only when the member's is special.
  const main = booking.blocks.find((b) => !b.noOnline) ?? booking.blocks[0];
  const generic = useGenericPrice(
    shared && booking.price.isSpecialPrice && main
      ? { startDate: booking.date, bookingTypeId: booking.bookingTypeId, duration: booking.duration, resourceId: main.resourceId }
      : null,
  );
  const genericPrice = booking.price.isSpecialPrice ? generic.data : booking.price.price;
  const figures =
    genericPrice === undefined
      ? null
      : sharedFigures({
          ownPrice: booking.price.price,
          genericPrice,
          maxParticipants: booking.maxParticipants,
          listed: players.length,
          currency: currencyCode,
        });
  const deadline = useMemo(() => sharedPaymentDeadline(booking.date, new Date()), [booking.date]);

  useEffect(() => {
    if (!playerNote) return;
    const timer = window.setTimeout(() => setPlayerNote(null), 4000);
    return () => window.clearTimeout(timer);
  }, [playerNote]);

  const openSearch = () => {
    if (isFull(players, booking.maxParticipants)) {
      setPlayerNote(t('bookingCheckout.maxPlayers'));
      return;
    }
    setSearchOpen(true);
  };
  const pick = (player: PickedPlayer) => {
    const result = addPlayer(players, { customerId: player.id, name: player.name, logo: player.logo }, booking.maxParticipants);
    if (!result.ok) {
      setPlayerNote(t('bookingCheckout.maxPlayers'));
      setSearchOpen(false);
      return;
    }
    setPlayers(result.players);
    setSearchOpen(false);
    announce(t('bookingCheckout.playerAdded', { name: player.name }));
  };

  const submit = async () => {
    if (mode === null) return;
    setBusy(true);
    setError(null);
    try {
      const entries = await prebook({
        booking: {
          customerId: owner.customerId,
          bookingTypeId: booking.bookingTypeId,
          bookingTypeName: booking.bookingTypeName,
          maxParticipants: booking.maxParticipants,
          isValidated: false,
          sendCommunications: false,
          origin: booking.origin,
          bookingByPlace: booking.bookingByPlace,
          cancelText: booking.cancelText,
          price: booking.price,
          date: booking.date,
          duration: booking.duration,
          resourceName: booking.resourceName,
          paymentType: shared ? 'Shared' : 'Full',
          openMatch: type?.allowJoin === true && openMatch,
        },
        blocks: booking.blocks.map((b) => ({
          resourceId: b.resourceId,
          startDate: b.startDate,
          duration: b.duration,
          noOnline: b.noOnline,
          resourceName: b.resourceName,
          sstart: b.sstart,
        })),
        customerIsParticipant: true,
        isMultiple: false,
        players: shared ? players.slice(1).map((p) => ({ customerId: p.customerId, team: p.team, name: p.name })) : [],
      });
      if (entries.every((e) => e.serviceFree)) {
        navigate('/customer-bookings');
        return;
      }
      const added = addToCart(entries);
      if (!added.ok) {
        // The cart cannot take it (a shared payment is never mixed): give the slot back at once.
        await Promise.allSettled(entries.map((e) => releaseHold(e.cancelUrl)));
        setError(added.message);
        setBusy(false);
        return;
      }
      // Said now, and handed to the checkout page in the navigation state (`bookingHeldUntil`) for it to show.
      const hold = entries.find((e) => e.holdExpiresAt)?.holdExpiresAt ?? null;
      if (hold) announce(t('bookingCheckout.heldUntil', { time: date(hold, 'HH:mm') }));
      navigate('/checkout', { state: { bookingHeldUntil: hold } });
    } catch (failure) {
      const message = prebookErrorMessage(failure, t('messages.crash'));
      setError(message);
      announce(message);
      setBusy(false);
    }
  };

  const loading = modesQuery.isPending || typeQuery.isPending;
  const failed = modesQuery.isError || typeQuery.isError;

  return (
    <div className="bookings-page">
      <PageBanner title={t('sections.checkoutBooking')} />
      <div className="container booking-checkout">
        <FormAlert message={error} />
        <div className="booking-checkout__grid">
          <BookingSummary booking={booking} />
          <section ref={panelRef} className="booking-card pay-panel" aria-labelledby="pay-panel-title" aria-busy={loading || undefined}>
            <h2 id="pay-panel-title" className="pay-panel__title">
              {t('bookingCheckout.howToPay')}
            </h2>
            {failed ? (
              <LoadFailure onRetry={() => void Promise.all([modesQuery.refetch(), typeQuery.refetch()])} />
            ) : loading || !modes ? (
              <Loading className="pay-panel__loading">
                <Skeleton className="pay-skeleton" />
                <Skeleton className="pay-skeleton" />
              </Loading>
            ) : mode === null ? (
              <p className="notice" role="alert">
                {t('bookingCheckout.noPaymentOptions')}
              </p>
            ) : (
              <>
                <div className="pay-modes" role="radiogroup" aria-labelledby="pay-panel-title">
                  {modes.shared ? (
                    <PayOption
                      checked={shared}
                      onSelect={() => setChosen(PaymentType.Shared)}
                      title={t('bookingCheckout.payYourPart')}
                      hint={t('bookingCheckout.payYourPartHint')}
                    >
                      {shared ? (
                        <div className="pay-shared">
                          <dl className="pay-figures">
                            <div>
                              <dt>{t('bookingCheckout.yourPart')}</dt>
                              <dd>{figures ? price(figures.ownerShare) : <FigurePending failed={generic.isError} />}</dd>
                            </div>
                            <div>
                              <dt>{t('bookingCheckout.sharedTotal')}</dt>
                              <dd>{figures ? price(figures.total) : <FigurePending failed={generic.isError} />}</dd>
                            </div>
                            <div>
                              <dt>{t('bookingCheckout.paymentDeadline')}</dt>
                              <dd>
                                <time dateTime={deadline}>{`${date(deadline)} ${date(deadline, 'HH:mm')}`}</time>
                              </dd>
                            </div>
                          </dl>
                          {figures?.difference ? (
                            <p className="pay-shared__why">
                              {t('bookingCheckout.totalWhy', {
                                count: figures.difference.places,
                                own: price(figures.ownerShare),
                                others: price(figures.difference.amount),
                              })}
                            </p>
                          ) : null}
                          {figures ? (
                            <p className="pay-shared__how">
                              {t('bookingCheckout.sharedHow', {
                                own: price(figures.ownerShare),
                                deadline: `${date(deadline)} ${date(deadline, 'HH:mm')}`,
                              })}
                            </p>
                          ) : null}
                          <div className="pay-shared__players-head">
                            <h3>{t('bookingCheckout.players')}</h3>
                            <Button variant="secondary" onClick={openSearch}>
                              <PlusIcon size={16} /> {t('bookingCheckout.addPlayers')}
                            </Button>
                          </div>
                          {playerNote ? (
                            <p className="pay-shared__note" role="status">
                              {playerNote}
                            </p>
                          ) : null}
                          <PlayerList
                            players={players}
                            maxParticipants={booking.maxParticipants}
                            shares={figures?.shares ?? null}
                            onRemove={(id) => setPlayers((list) => removePlayer(list, id))}
                          />
                        </div>
                      ) : null}
                    </PayOption>
                  ) : null}
                  {modes.full ? (
                    <PayOption
                      checked={!shared}
                      onSelect={() => {
                        revealChoice.current = true;
                        setChosen(PaymentType.Full);
                      }}
                      title={t('bookingCheckout.fullPayment')}
                      hint={t('bookingCheckout.fullPaymentHint')}
                    />
                  ) : null}
                </div>
                {type?.allowJoin ? <OpenMatchChoice checked={openMatch} onChange={setOpenMatch} /> : null}
                <div className="pay-panel__action">
                  <Button block loading={busy} onClick={() => void submit()} aria-describedby={error ? inlineErrorId : undefined}>
                    {shared ? (
                      t('bookingCheckout.proceedToPayment')
                    ) : (
                      <>
                        {t('bookingCheckout.addToCart')} <span className="pay-panel__total">{price(booking.price.price)}</span>
                      </>
                    )}
                  </Button>
                  {error ? (
                    <p id={inlineErrorId} className="pay-panel__error">
                      {error}
                    </p>
                  ) : null}
                </div>
              </>
            )}
          </section>
        </div>
      </div>
      <Dialog open={searchOpen} title={t('bookingCheckout.searchPlayer')} onClose={() => setSearchOpen(false)} size="md">
        <div className="player-search-popup">{renderPlayerSearch(pick)}</div>
      </Dialog>
    </div>
  );
}

/** A share still loading (the generic price), or a dash when it could not be read: the prebook prices it anyway. */
function FigurePending({ failed }: { failed: boolean }) {
  return failed ? <span aria-hidden="true">—</span> : <Skeleton className="pay-figure-skeleton" />;
}

/** One pay mode: a radio card; the chosen one unfolds its details. */
function PayOption({
  checked,
  onSelect,
  title,
  hint,
  children,
}: {
  checked: boolean;
  onSelect: () => void;
  title: string;
  hint: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={`pay-option${checked ? ' is-checked' : ''}`}>
      <label className="pay-option__head" htmlFor={id}>
        <input id={id} type="radio" name="pay-mode" checked={checked} onChange={onSelect} />
        <span>
          <span className="pay-option__title">{title}</span>
          <span className="pay-option__hint">{hint}</span>
        </span>
      </label>
      {children}
    </div>
  );
}
