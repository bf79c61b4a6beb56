import type { Kysely } from 'kysely';
import { instantType } from './helpers.js';

/**
 * Sessions end by identity, not by time: each account has a session version, every token carries the
 * version it was issued under (`ver`, and `pver` for its parent's when it is a switch into a child), and
 * ending the account's sessions (password change or reset, deletion) adds one. The instant it replaces
 * (`sessions_valid_after`) was compared with the tokens' `iat`, which has whole seconds: a session issued in
 * the same second as a password change survived it (issue 19).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('customers')
    .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Tokens issued before this migration carry no version and count as version 0: accounts whose sessions
  // were already ended start at 1, so those tokens do not come back to life (the one a password change
  // kept still passes by its id).
  await db.updateTable('customers').set({ session_version: 1 }).where('sessions_valid_after', 'is not', null).execute();
  await db.schema.alterTable('customers').dropColumn('sessions_valid_after').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('sessions_valid_after', instantType(db)).execute();
  // Without versions, an account whose sessions were ended refuses the tokens issued before its last
  // update (ending sessions updates the row, so that is no earlier than the last ending).
  await db
    .updateTable('customers')
    .set((eb) => ({ sessions_valid_after: eb.ref('updated_at') }))
    .where('session_version', '>', 0)
    .execute();
  await db.schema.alterTable('customers').dropColumn('session_version').execute();
}
