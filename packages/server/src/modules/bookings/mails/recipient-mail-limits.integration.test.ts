import { RECIPIENT_MAIL_LIMITS } from '../../../lib/rate-limits.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowInstant } from '../../../lib/clock.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createCustomer } from '../../../test/factories.js';
import { ManualClock } from '../../../test/manual-clock.js';
import { queueParticipantMail } from './participant-mails.js';
import { type ParticipantMailKind } from './participant-mail-texts.js';

/**
 * Mail nobody at the address asked for is limited per recipient (issue 29 section 5): the probe sent 30
 * newsletter confirmations to one address in seconds, and 20 join/leave mails to one owner.
 */
const clock = new ManualClock('2026-06-15T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(() => app.close());

const mailsTo = async (email: string) =>
  (await app.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email.toLowerCase()).execute()).length;

describe('mails per recipient', () => {
  it('sends a few newsletter confirmations to one address, however many visitors ask, and every request is answered alike', async () => {
    const email = `target-${Date.now()}@example.com`;
    for (let i = 0; i < 12; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        remoteAddress: `10.1.0.${i + 1}`,
        payload: { email, acceptConditions: true },
      });
      expect(res.json()).toEqual({ ok: true });
    }
    expect(await mailsTo(email)).toBe(RECIPIENT_MAIL_LIMITS.newsletterConfirmation.max);
  });

  it("limits a booking owner's join and leave notices, and the invitations to one player", async () => {
    const owner = await createCustomer(app);
    const invited = await createCustomer(app);
    const send = async (kind: ParticipantMailKind, to: { id: number; email: string }) =>
      queueParticipantMail(
        app.db,
        { clock, outbox: app.outbox },
        {
          kind,
          to: { customerId: to.id, name: 'Ana', surname: 'B', language: 'en-US', inbox: { id: to.id, email: to.email.toLowerCase() } },
          player: 'Someone',
          what: 'Padel - Court 1',
          startsAt: nowInstant(clock),
          deadline: nowInstant(clock),
          share: 900,
          currency: 'EUR',
          zone: 'Europe/Madrid',
          clubName: 'Club',
          link: 'https://club.example/booking',
        },
      );
    for (let i = 0; i < 10; i += 1) {
      await send('joined', owner);
      await send('left', owner);
    }
    expect(await mailsTo(owner.email)).toBe(RECIPIENT_MAIL_LIMITS.playerMoves.max);
    for (let i = 0; i < 15; i += 1) await send('invitation', invited);
    expect(await mailsTo(invited.email)).toBe(RECIPIENT_MAIL_LIMITS.invitation.max);
  });
});
