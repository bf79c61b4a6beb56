import { sql, type Kysely } from 'kysely';

/**
 * Issue 29 section 2: whether a booking is an open match is its owner's choice, not its type's. `open_match`
 * (1: anyone may find it, read its players and join; 0: only its players see it, joined only by invitation).
 * Existing bookings become private, except those already played in the open: of a type that allows joining
 * and with a player who joined it or a level range of its own (the demo's open matches). The club's limit of
 * open places one member may hold (`open_places_limit`, joined places still to come or still unpaid).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('open_match', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('booking_settings')
    .addColumn('open_places_limit', 'integer', (c) => c.notNull().defaultTo(5))
    .execute();
  await db
    .updateTable('bookings')
    .set({ open_match: 1 })
    .where('booking_type_id', 'in', db.selectFrom('booking_types').select('id').where('allow_join', '=', 1))
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('booking_participants as p')
            .select(sql`1`.as('one'))
            .whereRef('p.booking_id', '=', 'bookings.id')
            .where('p.state', '=', 'joined'),
        ),
        eb('min_level_hundredths', 'is not', null),
        eb('max_level_hundredths', 'is not', null),
      ]),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_settings').dropColumn('open_places_limit').execute();
  await db.schema.alterTable('bookings').dropColumn('open_match').execute();
}
