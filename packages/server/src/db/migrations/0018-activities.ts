import { sql, type Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * Activities and their sign-ups (ARCHITECTURE.md, "Activities"). `capacity` null is no limit; `price` in
 * minor units of `currency` (0: free). A sign-up holds a place while `status` is 'active'; a paid one
 * carries its sale, and dies with the sale's hold (`hold_expires_at`, a copy of the sale's) when unpaid.
 * The waitlist keeps whoever asked, in order; an 'offered' row has the freed place until `offer_expires_at`.
 * A custom sign-up form is a dynamic form with parent ('Activity', activity id); its answers are kept as
 * JSON on the sign-up, its files in stored_files under the names listed there.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const instant = instantType(db);
  await withId(db, db.schema.createTable('activities'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('start_at', instant, (c) => c.notNull())
    .addColumn('end_at', instant)
    .addColumn('poster', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('capacity', 'integer')
    .addColumn('signup_opens_at', instant)
    .addColumn('signup_closes_at', instant)
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('online_signup', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activities_type_start_idx').on('activities').columns(['type', 'start_at']).execute();

  await withId(db, db.schema.createTable('activity_signups'))
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('signed_by_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('sale_id', 'integer', (c) => c.references('sales.id'))
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('hold_expires_at', instant)
    .addColumn('answers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('ended_at', instant)
    .execute();
  // One live sign-up per person and activity, whatever races: the database refuses the second.
  await db.schema
    .createIndex('activity_signups_active_uq')
    .on('activity_signups')
    .columns(['activity_id', 'customer_id'])
    .unique()
    .where(sql.ref('status'), '=', 'active')
    .execute();

  await withId(db, db.schema.createTable('activity_waitlist'))
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('offer_expires_at', instant)
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activity_waitlist_activity_idx').on('activity_waitlist').columns(['activity_id', 'status', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('activity_waitlist').execute();
  await db.schema.dropTable('activity_signups').execute();
  await db.schema.dropTable('activities').execute();
}
