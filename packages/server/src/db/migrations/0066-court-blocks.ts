import type { Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * The desk's blocks and closures (issue 33 §2). A block the staff make is one series (`resource_block_series`: its
 * kind, note, who made it and when, the save's idempotency key, unique, so a double submit makes one, and what it did) of one or
 * more `resource_blocks` rows (each court and occurrence). Blocks made before (the demo's, the setup's) keep
 * `series_id` null and the kind 'other'.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('resource_block_series'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by_staff_id', 'integer', (c) => c.references('staff_accounts.id').onDelete('set null'))
    .addColumn('created_at', instantType(db), (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(64)', (c) => c.notNull().unique())
    // The save's answer (JSON): what a repeated save (the same key) answers again.
    .addColumn('outcome', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('resource_blocks')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('other'))
    .execute();
  await db.schema
    .alterTable('resource_blocks')
    .addColumn('series_id', 'integer', (c) => c.references('resource_block_series.id').onDelete('cascade'))
    .execute();
  await db.schema
    .alterTable('resource_blocks')
    .addColumn('created_by_staff_id', 'integer', (c) => c.references('staff_accounts.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('resource_blocks').addColumn('created_at', instantType(db)).execute();
  await db.schema.createIndex('resource_blocks_series_idx').on('resource_blocks').column('series_id').execute();
  await db.schema.createIndex('resource_blocks_ends_idx').on('resource_blocks').column('ends_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('resource_blocks_ends_idx').execute();
  await db.schema.dropIndex('resource_blocks_series_idx').execute();
  for (const column of ['created_at', 'created_by_staff_id', 'series_id', 'kind'])
    await db.schema.alterTable('resource_blocks').dropColumn(column).execute();
  await db.schema.dropTable('resource_block_series').execute();
}
