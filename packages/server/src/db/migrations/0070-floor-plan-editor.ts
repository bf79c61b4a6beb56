import type { Kysely } from 'kysely';
import { instantType } from './helpers.js';

/**
 * The staff's floor plans (issue 32 §2). A plan or a place that past classes used is archived rather than deleted
 * (`archived_at`): their rosters keep naming the place, and nobody chooses it again. A by-place booking type chooses
 * its plan (`booking_types.booking_template_id`, null: none), which its classes to come follow; no foreign key, as
 * with the classes' own column (0025): SQLite cannot drop a column that has one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const instant = instantType(db);
  await db.schema.alterTable('booking_templates').addColumn('archived_at', instant).execute();
  await db.schema.alterTable('booking_template_places').addColumn('archived_at', instant).execute();
  await db.schema.alterTable('booking_types').addColumn('booking_template_id', 'integer').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_types').dropColumn('booking_template_id').execute();
  await db.schema.alterTable('booking_template_places').dropColumn('archived_at').execute();
  await db.schema.alterTable('booking_templates').dropColumn('archived_at').execute();
}
