import { sql, SqliteAdapter, type Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * The booking engine (ARCHITECTURE.md, "Bookings"): resources and their opening hours and blocks, booking
 * types with their resource types and prices, bookings holding time ranges on resources (booking_blocks),
 * participants with their shares, refunds, and the club's booking settings. A booking is paid when its
 * owner's sale is (sales of 0008): no paid flag here. Flags are 0/1 integers, money integer minor units.
 *
 * On PostgreSQL an exclusion constraint (btree_gist) keeps two active blocks of one resource from
 * overlapping: the second wall behind the resource row lock the service takes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const instant = instantType(db);
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;

  // One row (id 1): what the club allows at the checkout, and its turnstiles.
  await db.schema
    .createTable('booking_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('pending_payment_allowed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shared_payment_allowed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('full_payment_allowed_with_special_prices', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('turnstiles_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('booking_settings').values({ id: 1 }).execute();

  await withId(db, db.schema.createTable('resources'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    // What kind of resource it is (padel_court, tennis_court, room, lights...): booking types name kinds.
    .addColumn('resource_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('image', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('show_name_online', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('resources_type_idx').on('resources').columns(['resource_type', 'active', 'sort_order']).execute();

  // Opening hours per resource and weekday (1 Monday .. 7 Sunday), club-local HH:mm; several rows make split shifts.
  await withId(db, db.schema.createTable('opening_hours'))
    .addColumn('resource_id', 'integer', (c) => c.notNull().references('resources.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('open_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('close_time', 'varchar(5)', (c) => c.notNull())
    .addCheckConstraint('opening_hours_weekday', sql`weekday between 1 and 7`)
    .execute();
  await db.schema.createIndex('opening_hours_resource_idx').on('opening_hours').columns(['resource_id', 'weekday']).execute();

  // Time the club keeps off the online grid (maintenance, classes, tournaments).
  await withId(db, db.schema.createTable('resource_blocks'))
    .addColumn('resource_id', 'integer', (c) => c.notNull().references('resources.id').onDelete('cascade'))
    .addColumn('starts_at', instant, (c) => c.notNull())
    .addColumn('ends_at', instant, (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('resource_blocks_resource_idx').on('resource_blocks').columns(['resource_id', 'starts_at']).execute();

  await withId(db, db.schema.createTable('booking_types'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('category', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('extended_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    // JSON array of minutes, e.g. [60,90,120].
    .addColumn('durations', 'varchar(200)', (c) => c.notNull())
    .addColumn('preferred_duration', 'integer', (c) => c.notNull())
    .addColumn('slot_step_minutes', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('max_participants', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('by_place', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_create_by_place', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_join', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shared_payment_allowed', 'integer', (c) => c.notNull().defaultTo(0))
    // Null: no limit on how far ahead.
    .addColumn('anticipation_minutes', 'integer')
    .addColumn('anticipation_text', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('cancel_text', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    // The owner may cancel until this long before the start.
    .addColumn('cancel_window_minutes', 'integer', (c) => c.notNull().defaultTo(1440))
    // original: back the way it was paid (wallet payments to the wallet, others to the card); voucher: to the club wallet; none.
    .addColumn('refund_rule', 'varchar(10)', (c) => c.notNull().defaultTo('original'))
    // How long an unpaid pre-booking holds its slot.
    .addColumn('hold_minutes', 'integer', (c) => c.notNull().defaultTo(15))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // The resource kinds a booking type takes: one main kind (the grid's carousel), and related kinds either
  // chosen by the customer in a popup (chosen_online 1) or linked by the club (0: the noOnline blocks).
  await withId(db, db.schema.createTable('booking_type_resources'))
    .addColumn('booking_type_id', 'integer', (c) => c.notNull().references('booking_types.id').onDelete('cascade'))
    .addColumn('resource_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('main', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('chosen_online', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('booking_type_resources_type_idx')
    .on('booking_type_resources')
    .columns(['booking_type_id', 'sort_order'])
    .execute();

  // Prices by duration, weekday (null: every day), band of the start's local time, and customer group (special).
  await withId(db, db.schema.createTable('booking_prices'))
    .addColumn('booking_type_id', 'integer', (c) => c.notNull().references('booking_types.id').onDelete('cascade'))
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('weekday', 'integer')
    .addColumn('from_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('to_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('customer_group_id', 'integer', (c) => c.references('customer_groups.id').onDelete('cascade'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('booking_prices_type_idx').on('booking_prices').column('booking_type_id').execute();

  await withId(db, db.schema.createTable('bookings'))
    .addColumn('booking_type_id', 'integer', (c) => c.notNull().references('booking_types.id'))
    .addColumn('owner_customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('starts_at', instant, (c) => c.notNull())
    .addColumn('ends_at', instant, (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('max_participants', 'integer', (c) => c.notNull())
    // PaymentType: 1 Full, 2 Shared.
    .addColumn('payment_type', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    // Set while the owner's sale is unpaid: after it the slot is free again (a paid sale keeps it).
    .addColumn('hold_expires_at', instant)
    .addColumn('sale_id', 'integer', (c) => c.references('sales.id'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('payment_deadline', instant, (c) => c.notNull())
    // The public page /booking/{token}: 128 random bits, shown to participants only.
    .addColumn('token', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('origin', 'varchar(40)', (c) => c.notNull().defaultTo('web'))
    .addColumn('description', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('comments', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('cancelled_at', instant)
    .addColumn('confirmation_sent_at', instant)
    .addColumn('reminder_sent_at', instant)
    .execute();
  await db.schema.createIndex('bookings_owner_idx').on('bookings').columns(['owner_customer_id', 'starts_at']).execute();
  await db.schema.createIndex('bookings_hold_idx').on('bookings').columns(['status', 'hold_expires_at']).execute();
  await db.schema.createIndex('bookings_start_idx').on('bookings').columns(['status', 'starts_at']).execute();

  // The time a booking takes on each of its resources; active 0 once cancelled or released.
  await withId(db, db.schema.createTable('booking_blocks'))
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('resource_id', 'integer', (c) => c.notNull().references('resources.id'))
    .addColumn('starts_at', instant, (c) => c.notNull())
    .addColumn('ends_at', instant, (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    // Copies of the booking's hold and owner's sale, so availability reads one table (and the sale by id).
    .addColumn('hold_expires_at', instant)
    .addColumn('sale_id', 'integer', (c) => c.references('sales.id'))
    .addColumn('no_online', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Availability seeks a resource's day: the cost follows the day's bookings, never the history.
  await db.schema.createIndex('booking_blocks_resource_idx').on('booking_blocks').columns(['resource_id', 'starts_at']).execute();
  await db.schema.createIndex('booking_blocks_booking_idx').on('booking_blocks').column('booking_id').execute();

  await withId(db, db.schema.createTable('booking_participants'))
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    // Null for an open place (placeholder) a joiner will take.
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('team', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('sale_id', 'integer', (c) => c.references('sales.id'))
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('place_id', 'integer')
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('booking_participants_booking_idx')
    .on('booking_participants')
    .columns(['booking_id', 'position'])
    .unique()
    .execute();
  await db.schema
    .createIndex('booking_participants_customer_idx')
    .on('booking_participants')
    .columns(['customer_id', 'booking_id'])
    .execute();

  // Money given back when a booking is cancelled: to the wallet at once, or a card refund for the payment provider.
  await withId(db, db.schema.createTable('booking_refunds'))
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id'))
    .addColumn('sale_id', 'integer', (c) => c.notNull().references('sales.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('method', 'varchar(10)', (c) => c.notNull())
    .addColumn('payment_method', 'varchar(100)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('voucher_id', 'integer', (c) => c.references('vouchers.id'))
    // voucher refunds are done when written; card refunds are pending until the provider confirms.
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('booking_refunds_status_idx').on('booking_refunds').columns(['status', 'created_at']).execute();

  // Mail attachments (the booking's .ics): JSON [{ filename, contentType, content }] with text content.
  await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();

  if (!sqlite) {
    await ensureBtreeGist(db);
    // The operator class is named with its schema: per-schema search paths (the test suite's) leave public out.
    await sql`alter table booking_blocks add constraint booking_blocks_no_overlap exclude using gist (resource_id public.gist_int4_ops with =, tstzrange(starts_at, ends_at, '[)') with &&) where (active = 1)`.execute(
      db,
    );
  }
}

/**
 * btree_gist lives in `public`, once per database: a schema of its own would take it away with the schema.
 * Two migrations starting together may both try to create it; the loser finds it there.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function ensureBtreeGist(db: Kysely<any>): Promise<void> {
  const present = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'btree_gist'`.execute(db)).rows[0]?.n === 1;
  if (await present()) return;
  // Migrations run in a transaction: a savepoint keeps it usable when the create loses the race.
  await sql`savepoint btree_gist`.execute(db);
  try {
    await sql`create extension if not exists btree_gist with schema public`.execute(db);
    await sql`release savepoint btree_gist`.execute(db);
  } catch (err) {
    await sql`rollback to savepoint btree_gist`.execute(db);
    if (!(await present())) throw err;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
  for (const table of [
    'booking_refunds',
    'booking_participants',
    'booking_blocks',
    'bookings',
    'booking_prices',
    'booking_type_resources',
    'booking_types',
    'resource_blocks',
    'opening_hours',
    'resources',
    'booking_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
