import { sql, type Kysely } from 'kysely';

/**
 * Ordered price rules (issue 32 §3): a booking type's prices become a list read top down, the first rule that
 * holds giving the price (`priceOf`). A rule may also name one court, one customer and a range of club-local
 * dates. Existing rows are ordered so that the first match gives what the earlier rule gave (the weekday's rule
 * over every day's, a group's special price over the generic one, the lowest of equals): per booking type, rules
 * for a group before everyone's, a weekday's before every day's, then the cheaper first, then by id.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('booking_prices')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('booking_prices')
    .addColumn('resource_id', 'integer', (c) => c.references('resources.id').onDelete('cascade'))
    .execute();
  await db.schema
    .alterTable('booking_prices')
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('booking_prices').addColumn('valid_from', 'varchar(10)').execute();
  await db.schema.alterTable('booking_prices').addColumn('valid_to', 'varchar(10)').execute();
  const rows = (await db
    .selectFrom('booking_prices')
    .select(['id', 'booking_type_id', 'weekday', 'customer_group_id', 'price'])
    .orderBy('id')
    .execute()) as Array<{ id: number; booking_type_id: number; weekday: number | null; customer_group_id: number | null; price: number }>;
  const rank = (r: (typeof rows)[number]) => (r.customer_group_id === null ? 2 : 0) + (r.weekday === null ? 1 : 0);
  const byType = new Map<number, typeof rows>();
  for (const r of rows) byType.set(r.booking_type_id, [...(byType.get(r.booking_type_id) ?? []), r]);
  for (const list of byType.values()) {
    list.sort((a, b) => rank(a) - rank(b) || a.price - b.price || a.id - b.id);
    for (const [i, r] of list.entries())
      await db
        .updateTable('booking_prices')
        .set({ sort_order: i + 1 })
        .where('id', '=', r.id)
        .execute();
  }
  await db.schema.createIndex('booking_prices_order_idx').on('booking_prices').columns(['booking_type_id', 'sort_order']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('booking_prices_order_idx').execute();
  for (const column of ['valid_to', 'valid_from', 'customer_id', 'resource_id', 'sort_order'])
    await sql`alter table booking_prices drop column ${sql.ref(column)}`.execute(db);
}
