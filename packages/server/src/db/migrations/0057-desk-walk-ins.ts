import { sql, type Kysely } from 'kysely';

/**
 * The front desk's walk-ins (issue 33 §1). A guest who gives only a name is booked on the club's one desk-guest
 * customer (`customers.desk_guest`, at most one row: a partial unique index) with their name on the booking
 * (`bookings.guest_name`): a name alone never becomes a customer of its own, so the members' list, its search,
 * mails and exports stay people who gave the club their details.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('customers')
    .addColumn('desk_guest', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('customers_desk_guest_key')
    .on('customers')
    .column('desk_guest')
    .unique()
    .where(sql.ref('desk_guest'), '=', 1)
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('guest_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('guest_name').execute();
  await sql`drop index customers_desk_guest_key`.execute(db);
  await db.schema.alterTable('customers').dropColumn('desk_guest').execute();
}
