import type { Clock } from '../../lib/clock.js';
import { nowInstant } from '../../lib/clock.js';
import type { Tx } from '../../db/unit-of-work.js';
import { revokeDoorCredentials } from '../door/index.js';
import { anonymiseCustomer } from './profile.repository.js';

/**
 * Erases a customer's personal data in the caller's unit of work, as a member's own "delete my account" does:
 * the row stays (sales, invoices and payments keep pointing at it, with their amounts), its name becomes
 * "Deleted customer", contact, address, birth date, the previous system's id and saved cards go, every session
 * ends and the password is gone (no sign-in), dependants are unlinked, door credentials revoked.
 */
export async function eraseCustomerData(trx: Tx, clock: Clock, customerId: number): Promise<void> {
  await anonymiseCustomer(trx, customerId, nowInstant(clock));
  await revokeDoorCredentials(trx, clock, { customerId });
}
