import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowInstant } from '../lib/clock.js';
import { buildTestApp } from '../test/build-test-app.js';
import { createCustomer, loginAs } from '../test/factories.js';
import { ManualClock } from '../test/manual-clock.js';
import { migrateToLatest, migrator } from './migrate.js';

// Migration 0014 (issue 19): sessions end by version. Tokens from before it carry no version; an account
// whose sessions had been ended must not take them back, and one whose sessions were never ended keeps them.
const clock = new ManualClock('2026-06-15T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
const schemaOf = () => (app.config.database.kind === 'postgres' ? app.config.database.schema : undefined);

beforeAll(async () => {
  app = await buildTestApp({ clock, seed: false });
});
afterAll(() => app.close());

/** A token as the server signed them before session versions: no `ver`. */
const oldToken = (customerId: number) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(customerId))
    .setIssuer('clubportal')
    .setIssuedAt(Math.floor(clock.now().getTime() / 1000) - 3600)
    .setExpirationTime(Math.floor(clock.now().getTime() / 1000) + 3600)
    .setJti('old-session-1')
    .sign(new TextEncoder().encode(app.config.jwtSecret));

describe('migration 0014: session versions', () => {
  it('steps back and forth keeping which accounts had their sessions ended', async () => {
    const never = await createCustomer(app, { provenEmail: false });
    const ended = await createCustomer(app, { provenEmail: false });
    // Its sessions end the way a member ends them: a password change.
    const session = await loginAs(app, ended.email, ended.password);
    const change = await app.inject({
      method: 'POST',
      url: '/api/publiccustomers/reset-password-by-old-json',
      headers: session.headers,
      payload: { customerId: ended.id, plainOldPass: ended.password, plainNewPass: 'changed-1' },
    });
    expect(change.statusCode, change.body).toBe(200);

    const back = await migrator(app.db, schemaOf()).migrateTo('0013-card-refunds');
    expect(back.error).toBeUndefined();
    // Before versions: the ended account refuses tokens issued before its last update; the other has no limit.
    const before = await sql<{
      id: number;
      sessions_valid_after: string | null;
    }>`select id, sessions_valid_after from customers where id in (${never.id}, ${ended.id}) order by id`.execute(app.db);
    expect(before.rows.map((r) => r.sessions_valid_after === null)).toEqual([true, false]);
    // An account ended in the old way, before the migration ever ran.
    const endedBefore = await createCustomerOld(nowInstant(clock));

    await migrateToLatest(app.db, schemaOf());
    const versions = await app.db
      .selectFrom('customers')
      .select(['id', 'session_version'])
      .where('id', 'in', [never.id, ended.id, endedBefore])
      .orderBy('id')
      .execute();
    expect(versions.map((v) => v.session_version)).toEqual([0, 1, 1]);

    const profile = async (id: number) =>
      (await app.inject({ url: `/api/publiccustomers/${id}`, headers: { authorization: `Bearer ${await oldToken(id)}` } })).statusCode;
    expect(await profile(never.id)).toBe(200);
    expect(await profile(ended.id)).toBe(401);
    expect(await profile(endedBefore)).toBe(401);
  });
});

/** A customer row as the schema before 0014 held it, its sessions ended at `at`. */
async function createCustomerOld(at: string): Promise<number> {
  const c = await createCustomer(app, { provenEmail: false });
  await sql`update customers set sessions_valid_after = ${at} where id = ${c.id}`.execute(app.db);
  return c.id;
}
