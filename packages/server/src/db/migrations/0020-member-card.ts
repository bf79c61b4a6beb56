import type { Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * The virtual membership card (issue 22): the club's card configuration (one row) and the members' season
 * passes, which the card names.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('virtual_card_config'))
    .addColumn('top_image', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('shield', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    // JSON text of the sponsor logos' file names, as the spec's answer carries it.
    .addColumn('selected_sponsors', 'text', (c) => c.notNull().defaultTo('[]'))
    // JSON array of the profile fields the card shows (contract CARD_FIELDS).
    .addColumn('fields', 'text', (c) => c.notNull().defaultTo('[]'))
    // How long a member QR opens doors: also how long a card kept offline shows it.
    .addColumn('qr_valid_minutes', 'integer', (c) => c.notNull().defaultTo(720))
    .execute();

  await withId(db, db.schema.createTable('season_passes'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('starts_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('ends_on', 'varchar(10)')
    .addColumn('created_at', instantType(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('season_passes_customer_idx').on('season_passes').columns(['customer_id', 'starts_on']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('season_passes').execute();
  await db.schema.dropTable('virtual_card_config').execute();
}
