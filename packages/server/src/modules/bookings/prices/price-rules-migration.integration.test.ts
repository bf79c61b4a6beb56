import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createBookingType } from '../setup/booking-setup.service.js';
import { migrateToLatest, migrator } from '../../../db/migrate.js';

// Migration 0044 (issue 32 §3): prices become an ordered list, the first rule that holds giving the price. The rows a
// club had are ordered so that the first match gives what the earlier rule gave: a group's special price before
// everyone's, a weekday's rule before every day's, then the cheaper first.
let app: Awaited<ReturnType<typeof buildTestApp>>;
const schemaOf = () => (app.config.database.kind === 'postgres' ? app.config.database.schema : undefined);

beforeAll(async () => {
  app = await buildTestApp({ seed: false });
});
afterAll(() => app.close());

describe('migration 0044: ordered price rules', () => {
  it('orders the rows a club had so that first match wins gives the same prices, and steps back', async () => {
    const { id: typeId } = await createBookingType(app.db, {
      name: 'Old',
      category: 'Old',
      durations: [60],
      maxParticipants: 4,
      mainResourceType: 'old',
      prices: [],
    });
    const back = await migrator(app.db, schemaOf()).migrateTo('0043-stock-ledger');
    expect(back.error).toBeUndefined();
    const group = await sql<{ id: number }>`insert into customer_groups (name) values ('Old members') returning id`.execute(app.db);
    const groupId = group.rows[0]!.id;
    // Inserted in the order a club might have typed them: everyone's first.
    const rows: Array<[string, number | null, number | null, number]> = [
      ['every day', null, null, 2400],
      ['cheaper every day', null, null, 1600],
      ['saturday', 6, null, 2800],
      ['members', null, groupId, 2000],
      ['members saturday', 6, groupId, 2200],
    ];
    for (const [, weekday, customerGroupId, price] of rows)
      await sql`insert into booking_prices (booking_type_id, duration_minutes, weekday, from_time, to_time, customer_group_id, price)
        values (${typeId}, 60, ${weekday}, '00:00', '24:00', ${customerGroupId}, ${price})`.execute(app.db);

    await migrateToLatest(app.db, schemaOf());
    const ordered = await app.db
      .selectFrom('booking_prices')
      .select(['price', 'sort_order', 'resource_id', 'customer_id', 'valid_from', 'valid_to'])
      .where('booking_type_id', '=', typeId)
      .orderBy('sort_order')
      .execute();
    expect(ordered.map((r) => [r.sort_order, r.price])).toEqual([
      [1, 2200],
      [2, 2000],
      [3, 2800],
      [4, 1600],
      [5, 2400],
    ]);
    expect(ordered.every((r) => r.resource_id === null && r.customer_id === null && r.valid_from === null && r.valid_to === null)).toBe(
      true,
    );

    expect((await migrator(app.db, schemaOf()).migrateTo('0043-stock-ledger')).error).toBeUndefined();
    await migrateToLatest(app.db, schemaOf());
  });
});
