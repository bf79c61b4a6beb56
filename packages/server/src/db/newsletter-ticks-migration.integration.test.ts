import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerStatus } from '@clubportal/contract/enums';
import { toInstant } from '../lib/clock.js';
import { buildTestApp } from '../test/build-test-app.js';
import { createCustomer } from '../test/factories.js';
import { ManualClock } from '../test/manual-clock.js';
import { migrateToLatest, migrator } from './migrate.js';

// Migration 0029: the "news and offers by email" ticks given before it reached the newsletter join the list.
const clock = new ManualClock('2026-06-15T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
const schemaOf = () => (app.config.database.kind === 'postgres' ? app.config.database.schema : undefined);

beforeAll(async () => {
  app = await buildTestApp({ clock, seed: false });
});
afterAll(() => app.close());

describe('migration 0029: the ticks join the newsletter', () => {
  it("subscribes activated members who ticked, dated by their account; leaves the rest and the list's own answers", async () => {
    const back = await migrator(app.db, schemaOf()).migrateTo('0028-place-mails');
    expect(back.error).toBeUndefined();
    const ticked = await createCustomer(app, { email: 'Ticked@Example.com', provenEmail: false });
    const notActivated = await createCustomer(app, { status: CustomerStatus.NotActivated, provenEmail: false });
    await createCustomer(app, { provenEmail: false }); // active, unticked
    const leftTheList = await createCustomer(app, { email: 'left@example.com', provenEmail: false });
    await app.db.updateTable('customers').set({ ok_rss: 1 }).where('id', 'in', [ticked.id, notActivated.id, leftTheList.id]).execute();
    await app.db
      .insertInto('newsletter_subscribers')
      .values({
        email: 'left@example.com',
        language: 'es-ES',
        status: 'unsubscribed',
        consent_at: toInstant(new Date('2026-01-01T00:00:00.000Z')),
        unsubscribed_at: toInstant(new Date('2026-02-01T00:00:00.000Z')),
      })
      .execute();

    await migrateToLatest(app.db, schemaOf());
    const created = (await app.db.selectFrom('customers').select('created_at').where('id', '=', ticked.id).executeTakeFirstOrThrow())
      .created_at;
    const list = await app.db
      .selectFrom('newsletter_subscribers')
      .select(['email', 'status', 'consent_at', 'confirmed_at'])
      .orderBy('email')
      .execute();
    const ticks = await app.db
      .selectFrom('customers')
      .select(['id', 'ok_rss'])
      .where('id', 'in', [ticked.id, leftTheList.id])
      .orderBy('id')
      .execute();
    expect(ticks.map((t) => t.ok_rss)).toEqual([1, 0]);
    expect(list).toEqual([
      { email: 'left@example.com', status: 'unsubscribed', consent_at: '2026-01-01T00:00:00.000Z', confirmed_at: null },
      { email: 'ticked@example.com', status: 'confirmed', consent_at: created, confirmed_at: created },
    ]);
  });
});
