import { sql } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';
import type { CustomerReference } from './customer-merge.references.js';

/*
 * The merge's writes (issue 33 §4) over the feature modules' tables: the one writer that walks every table naming
 * a customer, by design, so one registry (`customer-merge.references.ts`) and one schema walk can prove it
 * complete. Rules that belong to a module (ending a pass and its fee, cancelling a sale, revoking door
 * credentials, the customers' own columns) go through that module's index.ts instead.
 */

/** Every row of `ref` naming the merged customer now names the kept one. */
export async function moveReference(db: Executor, ref: CustomerReference, from: number, to: number): Promise<number> {
  const result =
    await sql`update ${sql.table(ref.table)} set ${sql.ref(ref.column)} = ${to} where ${sql.ref(ref.column)} = ${from}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Rows of `ref` naming the customer (the schema walk's and the tests' count). */
export async function countReferences(db: Executor, ref: CustomerReference, customerId: number): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(ref.table)} where ${sql.ref(ref.column)} = ${
    ref.column === 'entity_id' ? String(customerId) : customerId
  }`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** A place given up: an open place again (`left`), whoever last had it. */
export async function freePlaces(db: Executor, participantIds: readonly number[], now: Instant): Promise<void> {
  if (participantIds.length === 0) return;
  await db.updateTable('booking_participants').set({ state: 'left', responded_at: now }).where('id', 'in', participantIds).execute();
}

export async function cancelSignups(db: Executor, signupIds: readonly number[], now: Instant): Promise<void> {
  if (signupIds.length === 0) return;
  await db
    .updateTable('activity_signups')
    .set({ status: 'cancelled', ended_at: now, hold_expires_at: null })
    .where('id', 'in', signupIds)
    .where('status', '=', 'active')
    .execute();
}

export async function leaveLines(db: Executor, lines: { activities: readonly number[]; bookings: readonly number[] }, now: Instant) {
  if (lines.activities.length)
    await db.updateTable('activity_waitlist').set({ status: 'left', updated_at: now }).where('id', 'in', lines.activities).execute();
  if (lines.bookings.length)
    await db.updateTable('booking_waitlist').set({ status: 'left', updated_at: now }).where('id', 'in', lines.bookings).execute();
}

/** Both in one group: one membership, the kept customer's, made "added by staff" when the merged one's was. */
export async function resolveGroups(db: Executor, keptId: number, mergedId: number, staffAdded: readonly number[]): Promise<void> {
  if (staffAdded.length)
    await db
      .updateTable('customer_group_members')
      .set({ by_pass: 0 })
      .where('customer_id', '=', keptId)
      .where('customer_group_id', 'in', staffAdded)
      .execute();
  await db
    .deleteFrom('customer_group_members')
    .where('customer_id', '=', mergedId)
    .where(sql<boolean>`customer_group_id in (select customer_group_id from customer_group_members where customer_id = ${keptId})`)
    .execute();
}

/**
 * Deletes the merged customer's rows of `table` whose `key` the kept customer already has (the kept one's row
 * stays): custom fields' answers, own prices, teams, training absences, rating links.
 */
export async function dropDuplicates(
  db: Executor,
  table:
    'customer_custom_values' | 'customer_form_answers' | 'customer_prices' | 'team_members' | 'training_absences' | 'customer_level_links',
  key: string,
  keptId: number,
  mergedId: number,
): Promise<void> {
  await sql`delete from ${sql.table(table)} where customer_id = ${mergedId}
    and ${sql.ref(key)} in (select ${sql.ref(key)} from ${sql.table(table)} where customer_id = ${keptId})`.execute(db);
}

/** Both marked at one roster session: the kept customer's mark, present if either was. */
export async function resolveAttendance(db: Executor, keptId: number, mergedId: number, now: Instant): Promise<void> {
  await sql`update roster_attendance set present = 1, marked_at = ${now} where customer_id = ${keptId} and present = 0
    and exists (select 1 from roster_attendance m where m.customer_id = ${mergedId} and m.kind = roster_attendance.kind
      and m.session_id = roster_attendance.session_id and m.present = 1)`.execute(db);
  await sql`delete from roster_attendance where customer_id = ${mergedId}
    and exists (select 1 from roster_attendance k where k.customer_id = ${keptId} and k.kind = roster_attendance.kind
      and k.session_id = roster_attendance.session_id)`.execute(db);
}

/** One club level: the one of `loserId` goes (the other then moves, or stays). */
export async function dropLevel(db: Executor, loserId: number): Promise<void> {
  await db.deleteFrom('customer_levels').where('customer_id', '=', loserId).execute();
}

/** The calendar links of the merged account (its own, and those it made for a dependant) stop answering. */
export async function revokeFeeds(db: Executor, mergedId: number, now: Instant): Promise<void> {
  await db
    .updateTable('calendar_feeds')
    .set({ revoked_at: now })
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('customer_id', '=', mergedId), eb('made_by_id', '=', mergedId)]))
    .execute();
}

export async function deleteSignInLinks(db: Executor, mergedId: number): Promise<void> {
  await db.deleteFrom('customer_tokens').where('customer_id', '=', mergedId).execute();
}

/** Erased with the customer they were merged into: the records merged into them (their names are still there). */
export function findMergedRecords(db: Executor, keptId: number) {
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'surname', 'merged_at'])
    .where('merged_into_id', '=', keptId)
    .orderBy('id')
    .execute();
}
