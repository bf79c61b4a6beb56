import type { Executor } from '../../db/dialect.js';
import type { Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import type { Instant } from '../../lib/clock.js';
import type { DbDeps } from '../../lib/route-types.js';
import type { MailOutbox } from '../../lib/mail-outbox.js';
import { cancelUnpaidSale } from '../sales/index.js';
import {
  countActiveSignups,
  endSignup,
  findActivity,
  findLapsedSignups,
  findLiveOffers,
  type ActivityRow,
} from './activities.repository.js';

/** What sign-up and waitlist work needs: the database, the clock, the mail outbox and the portal's address (mail links). */
export type InscriptionDeps = DbDeps & { outbox: MailOutbox; publicUrl: string };

export async function requireActivity(db: Executor, id: number): Promise<ActivityRow> {
  const row = await findActivity(db, id);
  if (!row) throw new AppError('not_found', 'activityNotFound');
  return row;
}

/** Sign-up closes when staff say, else when the activity ends (a course runs on while people join). */
export function signUpClosesAt(row: Pick<ActivityRow, 'signup_closes_at' | 'end_at' | 'start_at'>): Instant {
  return row.signup_closes_at ?? row.end_at ?? row.start_at;
}

/** Places taken at `now`: live sign-ups, and places kept for someone offered a place from the waitlist. */
export async function placesTaken(
  db: Executor,
  activityId: number,
  now: Instant,
): Promise<{ signups: number; offers: Array<{ id: number; customer_id: number }> }> {
  const [signups, offers] = await Promise.all([countActiveSignups(db, [activityId]), findLiveOffers(db, activityId, now)]);
  return { signups: signups.get(activityId) ?? 0, offers };
}

/**
 * Ends, in the caller's unit of work, the sign-ups whose unpaid sale's hold ran out (their sales cancelled):
 * their places are free again. Run under the activity's lock before anyone counts places.
 */
export async function endLapsedSignups(trx: Tx, activityId: number, now: Instant): Promise<number> {
  const lapsed = await findLapsedSignups(trx, activityId, now);
  for (const s of lapsed) {
    await endSignup(trx, s.id, 'expired', now);
    if (s.sale_id !== null) await cancelUnpaidSale(trx, s.sale_id);
  }
  return lapsed.length;
}
