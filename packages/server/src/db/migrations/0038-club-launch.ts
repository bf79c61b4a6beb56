import { sql, type Kysely } from 'kysely';
import { instantType } from './helpers.js';

/**
 * The club's go-live state (issue 31): one row. `live` 0 until staff take the club live from the go-live wizard;
 * until then public pages answer a holding page. `wizard` is what the wizard has saved so far: a JSON object of
 * step name -> the instant it was saved (the data itself lives in the modules that own it), so the wizard
 * resumes where it was left.
 *
 * A database that already has main settings is a club that runs: it is migrated as live, so no club goes dark.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('club_launch')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('live', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('live_at', instantType(db))
    .addColumn('wizard', 'text', (c) => c.notNull())
    .execute();
  const configured = await db.selectFrom('club_config').select('section').where('section', '=', 'main').executeTakeFirst();
  await db
    .insertInto('club_launch')
    .values({ id: 1, live: configured ? 1 : 0, live_at: null, wizard: '{}' })
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table club_launch`.execute(db);
}
