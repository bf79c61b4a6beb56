import { ACTIVITY_FORM_PARENT } from '@clubportal/contract/activities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowInstant, toInstant } from '../../lib/clock.js';
import { createActivityForm } from '../../test/activity-fixtures.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { multipart } from '../../test/multipart.js';
import { TINY_PNG } from '../../test/sample-files.js';
import { insertActivity } from './activities.repository.js';

/** What a member uploads with a sign-up form is a private file (issue 29 section 6): no public address serves it. */
const clock = new ManualClock('2026-11-26T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(() => app.close());

describe('a sign-up form’s uploads', () => {
  it('are not served on a public address', async () => {
    const activityId = await insertActivity(app.db, {
      name: 'Torneo con justificante',
      type: 'activity',
      start_at: toInstant(new Date(clock.now().getTime() + 48 * 3_600_000)),
      end_at: toInstant(new Date(clock.now().getTime() + 50 * 3_600_000)),
      capacity: 10,
      signup_opens_at: null,
      signup_closes_at: null,
      price: 0,
      currency: 'EUR',
      created_at: nowInstant(clock),
    });
    await createActivityForm(app.db, activityId, 'Torneo', [{ name: 'receipt', label: 'Justificante', input_type: 'ImageLoader' }]);
    const member = await createCustomer(app);
    const session = await loginAs(app, member.email, member.password);
    const body = multipart([
      { name: 'parentName', value: ACTIVITY_FORM_PARENT },
      { name: 'parentId', value: String(activityId) },
      { name: 'customerId', value: String(member.id) },
      { name: 'fields', value: '[]' },
      { name: 'receipt', filename: 'receipt.png', type: 'image/png', data: TINY_PNG },
    ]);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/dynamicforms/save',
      headers: { ...session.headers, ...body.headers },
      payload: body.payload,
    });
    expect(saved.statusCode).toBe(200);
    const row = await app.db
      .selectFrom('activity_signups')
      .select('answers')
      .where('activity_id', '=', activityId)
      .where('customer_id', '=', member.id)
      .executeTakeFirstOrThrow();
    const stored = (JSON.parse(row.answers) as Array<{ name: string; value: string }>).find((a) => a.name === 'receipt')?.value;
    expect(stored).toMatch(/^[0-9a-f]{24}\.png$/);
    expect((await app.inject(`/uploads/${stored}`)).statusCode).toBe(404);
    expect((await app.inject({ url: `/uploads/${stored}`, headers: session.headers })).statusCode).toBe(404);
  });
});
