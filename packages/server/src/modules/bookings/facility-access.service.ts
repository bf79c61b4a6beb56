import { accessCode } from './access-code.js';
import type { AccessDeps, BookingDeps } from './booking-context.js';
import { standingOf } from './booking-standing.js';
import { findBookingSettings, type BookingRow } from './bookings.repository.js';

/** Signs a booking's access QR, or null when the club's access control does not read QR codes. */
export type QrSigner = ((b: BookingRow) => string) | null;

/** The access QR signer when the club's doors read QR codes (booking settings), else null: for the screens' answers. */
export async function accessQrSigner(deps: AccessDeps): Promise<QrSigner> {
  if ((await findBookingSettings(deps.db)).access_qr_enabled !== 1) return null;
  return (b) => accessCode(deps.config.jwtSecret, b);
}

/** GET /api/publicturnstiles/enabled */
export async function turnstilesEnabled(deps: BookingDeps): Promise<boolean> {
  return (await findBookingSettings(deps.db)).turnstiles_enabled === 1;
}

/** Doors open this long before a booking starts, until it ends. */
export const TURNSTILE_EARLY_MINUTES = 15;

export type TurnstileAnswer =
  { ok: true; code: string } | { ok: false; reason: 'turnstilesDisabled' | 'turnstileUnpaid' | 'turnstileOutsideWindow' };

/**
 * Whether the door may open for this booking now: turnstiles on, the booking paid (or free), and from
 * {@link TURNSTILE_EARLY_MINUTES} before its start until its end. The code is what the door controller checks
 * (an HMAC of the booking and its start under the server's secret): the same for every instance.
 */
export async function turnstileOpen(deps: AccessDeps, b: BookingRow): Promise<TurnstileAnswer> {
  if (!(await turnstilesEnabled(deps))) return { ok: false, reason: 'turnstilesDisabled' };
  if (standingOf(b) === 'held') return { ok: false, reason: 'turnstileUnpaid' };
  const now = deps.clock.now().getTime();
  if (now < Date.parse(b.starts_at) - TURNSTILE_EARLY_MINUTES * 60_000 || now >= Date.parse(b.ends_at))
    return { ok: false, reason: 'turnstileOutsideWindow' };
  return { ok: true, code: accessCode(deps.config.jwtSecret, b) };
}
