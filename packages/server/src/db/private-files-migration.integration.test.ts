import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowInstant, toInstant } from '../lib/clock.js';
import { buildTestApp } from '../test/build-test-app.js';
import { createCustomer } from '../test/factories.js';
import { ManualClock } from '../test/manual-clock.js';
import { migrateToLatest, migrator } from './migrate.js';

// Migration 0035: the files trainings and sign-up forms already hold become private; the club's images stay public.
const clock = new ManualClock('2026-06-15T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
const schemaOf = () => (app.config.database.kind === 'postgres' ? app.config.database.schema : undefined);

beforeAll(async () => {
  app = await buildTestApp({ clock, seed: false });
});
afterAll(() => app.close());

describe('migration 0035: private files', () => {
  it('makes training media and sign-up uploads private, and nothing else', async () => {
    const member = await createCustomer(app);
    const { id: activityId } = await app.db
      .insertInto('activities')
      .values({
        name: 'Clinic',
        type: 'activity',
        start_at: toInstant(new Date('2026-07-01T10:00:00.000Z')),
        end_at: null,
        capacity: 10,
        signup_opens_at: null,
        signup_closes_at: null,
        price: 0,
        currency: 'EUR',
        created_at: nowInstant(clock),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await migrator(app.db, schemaOf()).migrateTo('0034-proven-email-feed-makers')).error).toBeUndefined();
    const upload = 'a1b2c3d4e5f6a1b2c3d4e5f6.png';
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table as it was before 0035
    const db = app.db as any;
    for (const name of ['training-photo.svg', upload, 'logo.svg'])
      await db
        .insertInto('stored_files')
        .values({ name, data: new Uint8Array([1]), content_type: 'image/png', size: 1, created_at: nowInstant(clock) })
        .execute();
    const team = await app.db.insertInto('teams').values({ name: 'Equipo' }).returning('id').executeTakeFirstOrThrow();
    const training = await app.db
      .insertInto('trainings')
      .values({ team_id: team.id, starts_at: nowInstant(clock), duration_minutes: 60, description: '', public_comments: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('training_media')
      .values({ training_id: training.id, kind: 'gallery', title: '', location: 'training-photo.svg', sort_order: 0 })
      .execute();
    // A text answer that happens to name a club image is not an upload.
    const answers = JSON.stringify([
      { name: 'note', label: 'Note', value: 'logo.svg' },
      { name: 'receipt', label: 'receipt', value: upload },
    ]);
    await app.db
      .insertInto('activity_signups')
      .values({
        activity_id: activityId,
        customer_id: member.id,
        signed_by_id: member.id,
        sale_id: null,
        status: 'active',
        hold_expires_at: null,
        answers,
        created_at: nowInstant(clock),
      })
      .execute();

    await migrateToLatest(app.db, schemaOf());
    const rows = await app.db.selectFrom('stored_files').select(['name', 'private']).orderBy('name').execute();
    expect(rows).toEqual([
      { name: upload, private: 1 },
      { name: 'logo.svg', private: 0 },
      { name: 'training-photo.svg', private: 1 },
    ]);
  });
});
