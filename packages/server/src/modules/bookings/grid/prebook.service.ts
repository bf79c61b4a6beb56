import { randomBytes } from 'node:crypto';
import { playerShare, priceOf, sharedTotal, sharePaymentDeadline, type SlotPrice } from '@clubportal/contract/booking-rules';
import type { PrebookBody } from '@clubportal/contract/bookings';
import { formatDate } from '@clubportal/contract/date-format';
import { CustomerStatus, PaymentType } from '@clubportal/contract/enums';
import { payModesAllowed } from '@clubportal/contract/pay-modes';
import { lockRow, unitOfWork, type Tx } from '../../../db/unit-of-work.js';
import { isExclusionViolation } from '../../../db/errors.js';
import { AppError } from '../../../lib/app-error.js';
import { nowInstant, toInstant, type Instant } from '../../../lib/clock.js';
import type { SessionClaims } from '../../../lib/session-token.js';
import { authorizeCustomer } from '../../accounts/index.js';
import type { RefundsDeps } from '../../payments/index.js';
import { holdUntil } from '../../sales/index.js';
import { checkOnGrid, checkStart } from './availability.service.js';
import { passWindowDays, withPassWindow } from './booking-window.js';
import { getCatalogue, type BookingTypeEntry } from '../core/booking-catalogue.service.js';
import { club, dec, iso, MAX_BOOKING_MINUTES, publishedType, type BookingDeps } from '../core/booking-context.js';
import {
  priceCustomer,
  findActiveCustomers,
  findBookingSettings,
  findClosuresOverlapping,
  findOverlapping,
  insertBlocks,
  insertBooking,
  insertParticipants,
  setBookingSale,
} from '../core/bookings.repository.js';
import { createBookingShareSale, shareSaleNumber } from '../core/share-sale.js';
import { gridsChanged } from './grid-cache.service.js';
import { deskChanged } from '../../../lib/desk-changes.js';
import { releaseExpired } from './hold-release.service.js';
import { slotKeptForWaitlist } from '../waitlist/booking-waitlist-offers.js';

/** The cart posts this (prefixed with /api/) to cancel an unpaid pre-booking it drops (spec section 4). */
export const cancelUrlOf = (bookingId: number, ownerId: number) => `publicbookings/cancel/${bookingId}/${ownerId}`;

/** The payment modes this booking may use (spec section 5), given its price for the owner: the contract's rule the page offers. */
function allowedModes(type: BookingTypeEntry, settings: Awaited<ReturnType<typeof findBookingSettings>>, price: SlotPrice) {
  return payModesAllowed({
    sharedPaymentAllowed: settings.shared_payment_allowed === 1,
    fullPaymentAllowedWithSpecialPrices: settings.full_payment_allowed_with_special_prices === 1,
    typeAllowsShared: type.shared_payment_allowed === 1,
    isSpecialPrice: price.isSpecialPrice,
    maxParticipants: type.max_participants,
    price: price.price,
  });
}

/**
 * POST /api/publicbookings/prebook: holds the slot and creates the sales to pay, in one unit of work with
 * the resources locked, so two customers never get one slot. Prices, shares, availability and the
 * payment mode are the server's; the client's copies in the payload are ignored. Two steps: everything
 * that can be decided without locks ({@link planPrebook}), then one {@link persistPrebook} under them.
 */
export async function prebook(deps: RefundsDeps, session: SessionClaims | null, body: PrebookBody) {
  const plan = await planPrebook(deps, session, body);
  try {
    return await unitOfWork(deps.db, (trx) => persistPrebook(trx, deps, plan));
  } catch (err) {
    // The exclusion constraint (PostgreSQL) is the second wall: should a writer ever miss the lock, it says no here.
    if (isExclusionViolation(err)) throw new AppError('conflict', 'slotTaken');
    throw err;
  }
}

export type PrebookPlan = Awaited<ReturnType<typeof planPrebook>>;

/**
 * Validates and prices a prebook from the catalogue, the settings and the players: which resources, when,
 * which payment mode, each payer's amount, the hold and the deadline. Reads only; refuses with the spec's
 * messages.
 */
async function planPrebook(deps: BookingDeps, session: SessionClaims | null, body: PrebookBody) {
  const owner = await authorizeCustomer(deps.db, session, body.booking.customerId);
  const [cat, c, settings] = await Promise.all([getCatalogue(deps), club(deps), findBookingSettings(deps.db)]);
  // How far ahead: the type's limit, or the longer window the owner's season passes give.
  const type = withPassWindow(publishedType(cat, body.booking.bookingTypeId), await passWindowDays(deps, owner.id, c));
  const duration = body.booking.duration;
  if (!type.durationList.includes(duration)) throw new AppError('bad_request', 'durationNotOffered', { minutes: duration });
  const now = nowInstant(deps.clock);

  // Blocks: one of the main kind, one of each kind chosen online; the club's linked kinds are picked here.
  const resourceOf = (id: number) => {
    const r = cat.resourceById.get(id);
    if (!r || r.active !== 1) throw new AppError('not_found', 'resourceNotBookable', { name: `#${id}` });
    return r;
  };
  const blocks = body.blocks.filter((b) => !b.noOnline).map((b) => ({ ...b, resource: resourceOf(b.resourceId) }));
  const main = blocks.find((b) => b.resource.resource_type === type.main?.resource_type);
  if (!main) throw new AppError('bad_request', 'resourceNotBookable', { name: blocks[0]?.resource.name ?? '' });
  const start = toInstant(new Date(main.startDate));
  const chosen = type.chosen.map((kind) => {
    const b = blocks.find((x) => x.resource.resource_type === kind.resource_type);
    if (!b) throw new AppError('bad_request', 'relatedResourceRequired');
    return b;
  });
  for (const b of blocks) {
    if (b !== main && !chosen.includes(b)) throw new AppError('bad_request', 'resourceNotBookable', { name: b.resource.name });
    if (toInstant(new Date(b.startDate)) !== start || b.duration !== duration) throw new AppError('bad_request', 'slotNotOffered');
  }
  checkStart(type, c, start, now);
  const { local, weekday } = checkOnGrid(cat, type, c, main.resource.id, start, duration, now);
  for (const b of chosen) checkOnGrid(cat, type, c, b.resource.id, start, duration, now);
  const end = iso(Date.parse(start) + duration * 60_000);

  const slot = { durationMinutes: duration, weekday, time: local.time, date: local.date, resourceId: main.resource.id };
  const ownerPrice = priceOf(type.prices, slot, await priceCustomer(deps.db, owner.id));
  const genericPrice = priceOf(type.prices, slot);
  if (!ownerPrice || !genericPrice) throw new AppError('bad_request', 'slotNotPriced');

  const modes = allowedModes(type, settings, ownerPrice);
  const wantsShared = body.booking.paymentType === PaymentType.Shared && ownerPrice.price > 0;
  if (!modes.full && !modes.shared) throw new AppError('bad_request', 'noPaymentOptions');
  if (wantsShared && !modes.shared) throw new AppError('bad_request', 'sharedPaymentNotAllowed');
  if (!wantsShared && !modes.full) throw new AppError('bad_request', 'fullPaymentNotWithSpecialPrice');
  const paymentType = wantsShared ? PaymentType.Shared : PaymentType.Full;
  // Private unless the owner opens it as a match, which only a type that allows joining offers (issue 29).
  const openMatch = body.booking.openMatch === true;
  if (openMatch && type.allow_join !== 1) throw new AppError('bad_request', 'openMatchNotOffered');

  // Players after the owner, each once; the owner is always first.
  const playerIds = [...new Set(body.players.map((p) => p.customerId))].filter((id) => id !== owner.id);
  if (playerIds.length + 1 > type.max_participants) throw new AppError('bad_request', 'maxPlayersReached');
  const found = await findActiveCustomers(deps.db, playerIds);
  if (found.length !== playerIds.length || found.some((p) => p.status !== CustomerStatus.Active))
    throw new AppError('bad_request', 'playerNotFound');
  const teamOf = new Map(body.players.map((p) => [p.customerId, p.team ?? -1]));

  const listed: Array<{ customerId: number; price: number; name: string }> = [
    { customerId: owner.id, price: 0, name: `${owner.name} ${owner.surname}`.trim() },
  ];
  for (const id of playerIds) listed.push({ customerId: id, price: 0, name: '' });
  if (paymentType === PaymentType.Shared) {
    for (const [position, p] of listed.entries()) {
      const own = position === 0 ? ownerPrice : priceOf(type.prices, slot, await priceCustomer(deps.db, p.customerId));
      p.price = playerShare((own ?? genericPrice).price, type.max_participants, position);
    }
  } else {
    listed[0]!.price = ownerPrice.price;
  }
  const total =
    paymentType === PaymentType.Shared
      ? sharedTotal(
          listed.map((p) => p.price),
          genericPrice.price,
          type.max_participants,
        )
      : ownerPrice.price;
  const ownerAmount = listed[0]!.price;
  const holdExpiresAt = ownerAmount > 0 ? holdUntil(now, type.hold_minutes) : null;
  const paymentDeadline = sharePaymentDeadline(start, now) as Instant;
  const resourceIdsToLock = [
    ...new Set([
      main.resource.id,
      ...chosen.map((b) => b.resource.id),
      ...type.linked.flatMap((l) => cat.resourcesOfType(l.resource_type).map((r) => r.id)),
    ]),
  ].sort((a, b) => a - b);
  const title = `${type.name} - ${main.resource.name}`;
  // Shown to the member in the cart and the checkout: the club's date format, as every other date there.
  const description = `${formatDate(start, { dateFormat: `${c.dateFormat} HH:mm`, timeZone: c.zone })} (${duration} min)`;

  return {
    cat,
    type,
    owner,
    currency: c.currency,
    now,
    start,
    end,
    duration,
    main: main.resource,
    chosen: chosen.map((b) => b.resource),
    paymentType,
    listed,
    teamOf,
    genericPrice,
    total,
    ownerAmount,
    holdExpiresAt,
    paymentDeadline,
    resourceIdsToLock,
    title,
    description,
    origin: body.booking.origin ?? 'web',
    comments: body.booking.comments ?? '',
    openMatch,
  };
}

/**
 * Persists a plan in the caller's unit of work: locks the resources (ascending ids), releases expired holds
 * there, checks the time is still free (and picks the club's linked resources), then inserts the booking,
 * its blocks, its places and one sale per payer.
 */
async function persistPrebook(trx: Tx, deps: RefundsDeps, plan: PrebookPlan) {
  const {
    cat,
    type,
    owner,
    currency,
    now,
    start,
    end,
    duration,
    main,
    chosen,
    paymentType,
    listed,
    teamOf,
    genericPrice,
    total,
    ownerAmount,
    holdExpiresAt,
    paymentDeadline,
    resourceIdsToLock,
    title,
    description,
  } = plan;
  // Always in ascending id order: two prebooks locking the same courts never wait on each other in a cycle.
  for (const id of resourceIdsToLock) await lockRow(trx, 'resources', id);
  await releaseExpired(trx, deps, now, { resourceIds: resourceIdsToLock });
  const taken = [main.id, ...chosen.map((r) => r.id)];
  if (
    (await findOverlapping(trx, taken, start, end, MAX_BOOKING_MINUTES)).length ||
    (await findClosuresOverlapping(trx, taken, start, end)).length
  ) {
    throw new AppError('conflict', 'slotTaken');
  }
  // Free, unless the waitlist keeps it for someone else (an offer, or the first in line due one).
  await slotKeptForWaitlist(trx, { resourceIds: taken, start, end, customerId: owner.id }, now);
  const linked = [];
  for (const kind of type.linked) {
    let pick;
    for (const r of cat.resourcesOfType(kind.resource_type)) {
      if (
        !(await findOverlapping(trx, [r.id], start, end, MAX_BOOKING_MINUTES)).length &&
        !(await findClosuresOverlapping(trx, [r.id], start, end)).length
      ) {
        pick = r;
        break;
      }
    }
    if (!pick) throw new AppError('conflict', 'slotTaken');
    linked.push(pick);
  }

  const bookingId = await insertBooking(trx, {
    booking_type_id: type.id,
    owner_customer_id: owner.id,
    starts_at: start,
    ends_at: end,
    duration_minutes: duration,
    max_participants: type.max_participants,
    payment_type: paymentType,
    status: 'active',
    hold_expires_at: holdExpiresAt,
    sale_id: null,
    price: total,
    currency,
    payment_deadline: paymentDeadline,
    token: randomBytes(16).toString('base64url'),
    origin: plan.origin,
    description,
    comments: plan.comments,
    created_at: now,
    open_match: plan.openMatch ? 1 : 0,
  });
  const block = (resourceId: number, noOnline: boolean) => ({
    booking_id: bookingId,
    resource_id: resourceId,
    starts_at: start,
    ends_at: end,
    active: 1,
    hold_expires_at: holdExpiresAt,
    sale_id: null,
    no_online: noOnline ? 1 : 0,
  });
  await insertBlocks(trx, [block(main.id, false), ...chosen.map((r) => block(r.id, false)), ...linked.map((r) => block(r.id, true))]);
  const places = Array.from({ length: Math.max(type.max_participants, listed.length) }, (_, position) => {
    const p = listed[position];
    return {
      booking_id: bookingId,
      customer_id: p?.customerId ?? null,
      // The owner is in; a named player is only invited: they owe nothing until they accept (issue 19).
      state: p ? (position === 0 ? ('accepted' as const) : ('invited' as const)) : null,
      responded_at: position === 0 ? now : null,
      position,
      team: p ? (teamOf.get(p.customerId) ?? -1) : -1,
      sale_id: null,
      price: p ? p.price : paymentType === PaymentType.Shared ? playerShare(genericPrice.price, type.max_participants, position) : 0,
      place_id: null,
      created_at: now,
    };
  });
  await insertParticipants(trx, places);
  gridsChanged(trx, deps.caches);
  deskChanged(trx, deps.caches, { kind: 'booking', bookingId, courts: [main.id, ...chosen.map((r) => r.id)], at: [start] });

  // The owner's sale (the whole price, or their share); each invited player's share is sold when they accept.
  const owner0 = listed[0]!;
  const ownerSale = { id: 0, number: '' };
  ownerSale.id = await createBookingShareSale(trx, {
    bookingId,
    position: 0,
    customerId: owner0.customerId,
    amount: owner0.price,
    title,
    description,
    typeName: type.name,
    typeImage: type.image,
    resourceName: main.name,
    duration,
    currency,
    paymentType,
    paymentDeadline,
    holdExpiresAt,
    now,
  });
  ownerSale.number = shareSaleNumber(bookingId, 0);
  await setBookingSale(trx, bookingId, ownerSale.id);
  return [
    {
      description,
      bookingId,
      paymentDeadline,
      serviceFree: ownerAmount === 0,
      paymentPending: ownerAmount > 0,
      totalWithDiscount: dec(ownerAmount, currency),
      title,
      cancelUrl: cancelUrlOf(bookingId, owner.id),
      saleId: ownerSale.id,
      saleNumber: ownerSale.number,
      paymentType,
      holdExpiresAt,
    },
  ];
}
