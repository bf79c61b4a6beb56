import { sql, type Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * Bookings by place (issue 23, sections 5 and 6): classes the club opens (a spinning room of 20 bikes, a
 * clinic) whose places members take one by one. A floor-plan template is an uploaded image (`image_map`,
 * a stored file's name) with its map settings (`config_json`) and numbered places, each drawn by a
 * rectangle in the image's own coordinates (`config_json` `{"x","y","w","h"}`). A class is a booking with
 * `booking_template_id` (null: no floor plan, any free place) and `max_participants` places; every place
 * taken is a `booking_participants` row holding it, with the template place in `place_id`.
 *
 * Two walls keep two members off one place and a member off two: the class row's lock in the service,
 * and these partial unique indexes over the places that are held (a freed place keeps who last had it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const instant = instantType(db);
  await withId(db, db.schema.createTable('booking_templates'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    // The floor plan: a file of stored_files (served at /uploads/<name>).
    .addColumn('image_map', 'varchar(300)', (c) => c.notNull())
    // The map's settings as JSON: the image's own width and height, which the places' rectangles use.
    .addColumn('config_json', 'text', (c) => c.notNull())
    // Whether members see who took each place (name and picture); otherwise a taken place reads "Booked".
    .addColumn('allow_see_participants', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('booking_template_places'))
    .addColumn('booking_template_id', 'integer', (c) => c.notNull().references('booking_templates.id').onDelete('cascade'))
    // The label members read ("Bike 7").
    .addColumn('place', 'varchar(60)', (c) => c.notNull())
    // Where it is drawn: {"x","y","w","h"} in the image's coordinates.
    .addColumn('config_json', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('booking_template_places_template_idx')
    .on('booking_template_places')
    .columns(['booking_template_id', 'sort_order'])
    .execute();

  // No foreign key: SQLite cannot drop a column that has one (the down migration); the setup service writes it.
  await db.schema.alterTable('bookings').addColumn('booking_template_id', 'integer').execute();

  // Held places only: a place given back (left, declined) keeps who last had it and frees it for the next.
  await sql`create unique index booking_participants_place_held_uq on booking_participants (booking_id, place_id) where place_id is not null and state in ('invited', 'accepted', 'joined')`.execute(
    db,
  );
  await sql`create unique index booking_participants_member_held_uq on booking_participants (booking_id, customer_id) where customer_id is not null and state in ('invited', 'accepted', 'joined')`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('booking_participants_member_held_uq').execute();
  await db.schema.dropIndex('booking_participants_place_held_uq').execute();
  await db.schema.alterTable('bookings').dropColumn('booking_template_id').execute();
  await db.schema.dropTable('booking_template_places').execute();
  await db.schema.dropTable('booking_templates').execute();
}
