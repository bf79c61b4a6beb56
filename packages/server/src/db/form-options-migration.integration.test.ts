import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.js';
import { ManualClock } from '../test/manual-clock.js';
import { migrateToLatest, migrator } from './migrate.js';

// Migration 0069: the pick lists a club already has get an option row per option (their translations' key).
const clock = new ManualClock('2026-06-15T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
const schemaOf = () => (app.config.database.kind === 'postgres' ? app.config.database.schema : undefined);

beforeAll(async () => {
  app = await buildTestApp({ clock, seed: false });
});
afterAll(() => app.close());

describe('migration 0069: pick list options as rows', () => {
  it('gives every option of every pick list its row once, leaves other fields alone, and steps back', async () => {
    const all = await migrator(app.db, schemaOf()).getMigrations();
    const at = all.findIndex((m) => m.name === '0069-forms-and-teams');
    const back = await migrator(app.db, schemaOf()).migrateTo(all[at - 1]!.name);
    expect(back.error).toBeUndefined();
    const { id: form } = await app.db
      .insertInto('dynamic_forms')
      .values({ parent_name: 'Activity', parent_id: 1, title: 'Old form', legal_checks: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const field = (input_type: string, column_def: string) => ({
      form_id: form,
      name: input_type.toLowerCase(),
      label: input_type,
      input_type,
      default_value: '',
      required: 0,
      col1: 12,
      col2: 12,
      column_def,
      header_name: '',
      sort_order: 0,
    });
    const { id: picklist } = await app.db
      .insertInto('dynamic_form_fields')
      .values(field('Picklist', ' S, M ,L,,M'))
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db.insertInto('dynamic_form_fields').values(field('Lookup', 'resources')).execute();

    await migrateToLatest(app.db, schemaOf());
    const rows = await app.db.selectFrom('dynamic_form_options').select(['field_id', 'text']).orderBy('id').execute();
    expect(rows).toEqual(['S', 'M', 'L'].map((text) => ({ field_id: picklist, text })));

    expect((await migrator(app.db, schemaOf()).migrateTo(all[at - 1]!.name)).error).toBeUndefined();
    await migrateToLatest(app.db, schemaOf());
  });
});
