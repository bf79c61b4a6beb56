import type { Updateable } from 'kysely';
import type { Tx } from '../../db/unit-of-work.js';
import type { CustomersTable } from '../../db/schema.js';
import type { Instant } from '../../lib/clock.js';
import { updateCustomer } from './customers.repository.js';
import { markCustomerMerged } from './profile.repository.js';

/** The identity columns a merge may give the kept customer (issue 33 §4): never their id, sessions or merge columns. */
export type MergedIdentityChanges = Omit<
  Updateable<CustomersTable>,
  | 'id'
  | 'created_at'
  | 'updated_at'
  | 'session_version'
  | 'kept_session_id'
  | 'deleted_at'
  | 'merged_into_id'
  | 'merged_at'
  | 'desk_guest'
  | 'search_text'
>;

/**
 * Retires the customer merged away, in the caller's unit of work (issue 33 §4): it points at the kept customer
 * and is out of sign-in and every search (`deleted_at`, as erased ones are); every session ends and its
 * password, address and other personal details go (the kept customer took what they lacked); its name stays so
 * the books and the audit log that name it still read. Its previous system's id stays with it unless the kept
 * customer takes it, so a later import of that system's file finds the kept customer through it. Runs before the
 * kept customer takes its address or previous system's id, which are unique.
 */
export async function retireMergedCustomer(
  trx: Tx,
  ids: { merged: number; kept: number },
  keptTakesExternalId: boolean,
  now: Instant,
): Promise<void> {
  await markCustomerMerged(trx, ids.merged, ids.kept, { keepExternalId: !keptTakesExternalId }, now);
}

/** Writes what the kept customer took from the merged one (only the columns that change). */
export async function applyMergedIdentity(trx: Tx, keptId: number, changes: MergedIdentityChanges, now: Instant): Promise<void> {
  if (Object.keys(changes).length > 0) await updateCustomer(trx, keptId, changes, now);
}
