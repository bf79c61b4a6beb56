import { CustomerStatus } from '@clubportal/contract/enums';
import type { Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import type { Instant } from '../../lib/clock.js';
import { findCustomerByEmail, findCustomerById, findDeskGuestId, insertCustomer, insertDeskGuestOnce } from './customers.repository.js';

/**
 * Who a walk-in at the front desk is for (issue 33 §1), decided by the accounts module: an existing customer, a new
 * one staff type inline, or the club's one desk-guest customer standing for someone known only by a name.
 */

/** An existing customer, not erased. */
export async function deskExistingCustomer(trx: Tx, id: number): Promise<{ id: number; name: string }> {
  const c = await findCustomerById(trx, id);
  if (!c || c.deleted_at !== null || c.desk_guest === 1) throw new AppError('not_found', 'deskCustomerNotFound', { id });
  return { id: c.id, name: `${c.name} ${c.surname}`.trim() };
}

/**
 * A customer typed at the desk: name, and an email or a phone (someone the club can reach). Not activated and
 * without a password: they claim the account with "forgot password" on the address staff typed. An email that is
 * already a customer's is refused (the desk finds them instead), so no duplicate is made.
 */
export async function createDeskCustomer(
  trx: Tx,
  now: Instant,
  c: { name: string; surname: string; email: string; phone: string; language: string },
): Promise<{ id: number; name: string }> {
  const email = c.email.trim().toLowerCase();
  if (email === '' && c.phone.trim() === '') throw new AppError('bad_request', 'deskCustomerUnreachable');
  if (email !== '' && (await findCustomerByEmail(trx, email))) throw new AppError('conflict', 'deskEmailKnown');
  const id = await insertCustomer(
    trx,
    {
      email: email === '' ? null : email,
      password_hash: null,
      name: c.name,
      surname: c.surname,
      phone: c.phone.trim(),
      status: CustomerStatus.NotActivated,
      language: c.language,
    },
    now,
  );
  return { id, name: `${c.name} ${c.surname}`.trim() };
}

/**
 * The club's one desk-guest customer (created the first time; a partial unique index keeps it one, so two desks
 * booking their first guests at once make one row). Guests' bookings carry their own name; this row has no contact
 * data, so nothing is ever mailed to it, and the members' list keeps only people who gave their details.
 */
export async function deskGuestCustomer(trx: Tx, now: Instant): Promise<number> {
  const found = await findDeskGuestId(trx);
  if (found !== undefined) return found;
  await insertDeskGuestOnce(trx, 'Walk-in guest', now);
  return (await findDeskGuestId(trx))!;
}
