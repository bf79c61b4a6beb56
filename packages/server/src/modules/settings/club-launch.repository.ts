import type { Db } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

/** The club's go-live row (migration 0038): whether it is live, and which wizard steps were saved when. */
export type ClubLaunch = { live: boolean; liveAt: Instant | null; wizard: Record<string, Instant>; courtsBookingTypeId: number | null };

const LAUNCH_ID = 1;

export async function findLaunch(db: Db): Promise<ClubLaunch> {
  const row = await db.selectFrom('club_launch').selectAll().where('id', '=', LAUNCH_ID).executeTakeFirst();
  if (!row) return { live: false, liveAt: null, wizard: {}, courtsBookingTypeId: null };
  return {
    live: row.live === 1,
    liveAt: row.live_at,
    wizard: JSON.parse(row.wizard) as Record<string, Instant>,
    courtsBookingTypeId: row.courts_booking_type_id,
  };
}

/** Upserts the row: the seed replaces a whole club, and a database could lack it only by hand. */
async function writeLaunch(db: Db, launch: ClubLaunch): Promise<void> {
  const values = { live: launch.live ? 1 : 0, live_at: launch.liveAt, wizard: JSON.stringify(launch.wizard) };
  await db
    .insertInto('club_launch')
    .values({ id: LAUNCH_ID, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

export async function saveWizardStep(db: Db, step: string, now: Instant): Promise<void> {
  const launch = await findLaunch(db);
  await writeLaunch(db, { ...launch, wizard: { ...launch.wizard, [step]: now } });
}

/** Remembers the booking type the wizard's courts step created: revisiting the step edits it (migration 0039). */
export async function setWizardCourtsType(db: Db, bookingTypeId: number): Promise<void> {
  await db
    .insertInto('club_launch')
    .values({ id: LAUNCH_ID, live: 0, live_at: null, wizard: '{}' })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db.updateTable('club_launch').set({ courts_booking_type_id: bookingTypeId }).where('id', '=', LAUNCH_ID).execute();
}

/** Takes the club live; false when it already was. Conditional, so two concurrent calls make one change. */
export async function setLive(db: Db, now: Instant): Promise<boolean> {
  await db
    .insertInto('club_launch')
    .values({ id: LAUNCH_ID, live: 0, live_at: null, wizard: '{}' })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const result = await db
    .updateTable('club_launch')
    .set({ live: 1, live_at: now })
    .where('id', '=', LAUNCH_ID)
    .where('live', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
