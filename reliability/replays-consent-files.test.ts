import { describe, expect, it } from 'vitest';
import { nowInstant } from '../packages/server/src/lib/clock.js';
import { createCustomer } from '../packages/server/src/test/factories.js';
import { CustomerStatus } from '@clubportal/contract/enums';
import { replayHarness } from './replay-harness.js';

/**
 * Issue 29, sections 5 and 6 (consent, mail nobody asked for, sign-up checks, messages), replayed as the
 * outside probe did them: over real HTTP against a server process. Each fails on the code the probe found.
 */
const { target, db, call, get, post, attack, newMember: member } = replayHarness('consent and files replays');

describe('issue 29 section 5: consent and mail nobody asked for', () => {
  it('two profile saves do not subscribe an address nobody confirmed', async () => {
    const s = await member();
    const planted = `planted-${Date.now()}@example.com`;
    const save = (okRss: boolean) =>
      post(
        '/api/publicacademycustomers/put-json',
        { id: s.id, name: 'Ana', surname: 'B', email: planted, phone: '600111222', gender: 0, birthDate: '1990-05-17', okRss },
        s.headers,
      );
    expect((await attack(save(false))).status).toBe(200);
    expect((await save(true)).status).toBe(200);
    const row = await db().selectFrom('newsletter_subscribers').select('status').where('email', '=', planted).executeTakeFirst();
    expect(row?.status).toBe('pending');
  });

  it('ten subscriptions of one address send it at most three confirmations', async () => {
    const email = `flooded-${Date.now()}@example.com`;
    for (let i = 0; i < 10; i += 1)
      expect((await attack(post('/api/newsletter/subscribe', { email, acceptConditions: true }))).status).toBe(200);
    const mails = await db().selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute();
    expect(mails.length).toBeLessThanOrEqual(3);
  });

  it("a child's calendar feed stops when the child is unlinked", async () => {
    const parent = await member();
    const child = await createCustomer(target().app, { parentId: parent.id });
    const link = await post(`/api/publicbookings/calendar-feed/${child.id}`, {}, parent.headers);
    const path = (link.json().model as { path: string }).path;
    expect((await get(path)).status).toBe(200);
    await call({ method: 'DELETE', url: `/api/children/${child.id}/unlink-from/${parent.id}`, headers: parent.headers });
    expect((await attack(get(path))).status).toBe(410);
  });

  it("a crafted rating-provider link plants nothing on whoever opens it; '.' is no id", async () => {
    const victim = await member();
    const planted = await attack(
      post(`/api/publicbookings/levels/${victim.id}/provider/pandora/link`, { userId: 'PAN-1' }, victim.headers),
    );
    expect(planted.status).toBe(400);
    const dot = await attack(
      post(`/api/publicbookings/levels/${victim.id}/provider/pandora/link`, { userId: '..', state: 'x.y' }, victim.headers),
    );
    expect(dot.status).toBe(400);
    expect(await db().selectFrom('customer_level_links').select('user_id').where('customer_id', '=', victim.id).execute()).toEqual([]);
  });
});

describe('issue 29 section 6: sign-ups and messages', () => {
  it('a child the page hides as not activated cannot be signed up', async () => {
    const parent = await member();
    const child = await createCustomer(target().app, { parentId: parent.id, status: CustomerStatus.NotActivated });
    const now = nowInstant(target().app.clock);
    const start = new Date(Date.parse(now) + 48 * 3_600_000).toISOString();
    const activity = await db()
      .insertInto('activities')
      .values({
        name: 'Replay clinic',
        type: 'activity',
        start_at: start as never,
        end_at: null,
        capacity: 5,
        signup_opens_at: null,
        signup_closes_at: null,
        price: 0,
        currency: 'EUR',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await attack(post('/api/publicactivities/inscription', { customerId: child.id, id: activity.id }, parent.headers));
    expect(res.status).toBe(403);
  });

  it('a refused password change names the field as the form does, never "Plain new pass"', async () => {
    const s = await member();
    const res = await attack(
      post(
        '/api/publiccustomers/reset-password-by-old-json',
        { customerId: s.id, plainOldPass: 'secret-123', plainNewPass: 'ab' },
        s.headers,
      ),
    );
    expect(res.status).toBe(400);
    expect(String(res.json().errorMsg)).not.toMatch(/plain new pass|plainNewPass/i);
  });
});
