import { holdsPlace } from '@clubportal/contract/bookings';
import { nowInstant, toInstant, type Instant } from '../../../lib/clock.js';
import { issueBookingCredential } from '../../door/index.js';
import type { AccessDeps, BookingDeps } from '../core/booking-context.js';
import { isLive, standingOf } from '../core/booking-standing.js';
import { findBooking, findBookingSettings, findParticipants, type BookingRow, type ParticipantRow } from '../core/bookings.repository.js';

/** Doors open this long before a booking starts, until it ends: the window a booking's door code is valid in. */
export const TURNSTILE_EARLY_MINUTES = 15;

/** When a booking's door code opens and stops opening. */
export function doorWindow(b: { starts_at: string; ends_at: string }): { notBefore: Instant; expiresAt: Instant } {
  return { notBefore: toInstant(new Date(Date.parse(b.starts_at) - TURNSTILE_EARLY_MINUTES * 60_000)), expiresAt: b.ends_at as Instant };
}

/** Walks in with the booking: a player holding a place who said yes (an invited one has not, yet). */
export const mayEnter = (players: ParticipantRow[], customerId: number) =>
  players.some((p) => p.customer_id === customerId && holdsPlace(p.state) && p.state !== 'invited');

/** A booking that still opens doors: live, not a hold waiting for payment, not over. */
const opensDoors = (b: BookingRow, now: Instant) => isLive(b, now) && standingOf(b) !== 'held' && b.ends_at > now;

/**
 * Signs a player's access QR for a booking (their own door code, valid in the booking's door window), or null
 * when the club's access control does not read QR codes.
 */
export type QrSigner = ((b: BookingRow, customerId: number) => Promise<string>) | null;

/** The access QR signer when the club's doors read QR codes (booking settings), else null: for the screens' answers. */
export async function accessQrSigner(deps: AccessDeps): Promise<QrSigner> {
  if ((await findBookingSettings(deps.db)).access_qr_enabled !== 1) return null;
  return (b, customerId) => issueBookingCredential(deps, { customerId, bookingId: b.id, ...doorWindow(b) });
}

/** GET /api/publicturnstiles/enabled */
export async function turnstilesEnabled(deps: BookingDeps): Promise<boolean> {
  return (await findBookingSettings(deps.db)).turnstiles_enabled === 1;
}

export type TurnstileAnswer =
  | { ok: true; code: string }
  | { ok: false; reason: 'turnstilesDisabled' | 'turnstileUnpaid' | 'turnstileOutsideWindow' | 'turnstilePlayersOnly' };

/**
 * Whether the door may open for this player of the booking now: turnstiles on, the player holding a place,
 * the booking paid (or free), and within its door window. The code is the player's own door credential
 * (modules/door), which the door controller checks with the club's public key.
 */
export async function turnstileOpen(deps: AccessDeps, b: BookingRow, customerId: number | null): Promise<TurnstileAnswer> {
  if (!(await turnstilesEnabled(deps))) return { ok: false, reason: 'turnstilesDisabled' };
  if (customerId === null || !mayEnter(await findParticipants(deps.db, [b.id]), customerId))
    return { ok: false, reason: 'turnstilePlayersOnly' };
  if (standingOf(b) === 'held') return { ok: false, reason: 'turnstileUnpaid' };
  const now = deps.clock.now().getTime();
  const window = doorWindow(b);
  if (now < Date.parse(window.notBefore) || now >= Date.parse(window.expiresAt)) return { ok: false, reason: 'turnstileOutsideWindow' };
  return { ok: true, code: await issueBookingCredential(deps, { customerId, bookingId: b.id, ...window }) };
}

/**
 * Who may walk in with each booking and when (for the doors' revocation list): its players who said yes and
 * its door window, for the bookings that still open doors; a booking cancelled, moved, lapsed or over is absent.
 */
export async function bookingDoorHolders(
  deps: BookingDeps,
  bookingIds: number[],
): Promise<Map<number, { notBefore: Instant; expiresAt: Instant; players: Set<number> }>> {
  const now = nowInstant(deps.clock);
  const bookings = (await Promise.all([...new Set(bookingIds)].map((id) => findBooking(deps.db, { id })))).filter(
    (b): b is BookingRow => b !== undefined && opensDoors(b, now),
  );
  const participants = await findParticipants(
    deps.db,
    bookings.map((b) => b.id),
  );
  return new Map(
    bookings.map((b) => {
      const players = participants.filter((p) => p.booking_id === b.id);
      const entering = players.flatMap((p) => (p.customer_id !== null && mayEnter(players, p.customer_id) ? [p.customer_id] : []));
      return [b.id, { ...doorWindow(b), players: new Set(entering) }];
    }),
  );
}
