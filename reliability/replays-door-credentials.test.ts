import { createPublicKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoCustomers } from '../packages/server/src/db/seed/demo-club.js';
import { verifyDoorCredential } from '../packages/server/src/modules/door/index.js';
import { createCustomer } from '../packages/server/src/test/factories.js';
import { replayHarness, type Session } from './replay-harness.js';

/**
 * Issue 29 section 1 (door codes and the member card), replayed as the outside probe did it: over real HTTP
 * against a server process, with what the README hands a door controller and what any new account can ask.
 */
let member: Session;
let newcomer: Session;
let newcomerLogin: { email: string; password: string };
const { get, post, attack, login, changesNothing } = replayHarness('door credential replays', {
  prepare: async (t) => {
    newcomerLogin = await createCustomer(t.app, { email: 'no-pass@example.com' });
  },
  started: async () => {
    member = await login(demoCustomers.member.email, DEMO_PASSWORD);
    newcomer = await login(newcomerLogin.email, newcomerLogin.password);
  },
});
const passesOf = (id: number) => `/api/PublicCustomerPeriodicSales/customer-season-passes/${id}`;
type PublicKey = { keyId: string; pem: string; jwk: { x: string } };

describe('issue 29 §1: door codes and the member card', () => {
  it('what a door holds (the published public key) forges no login for anyone', async () => {
    const key = (await get('/api/door/public-key')).json().model as PublicKey;
    expect(key.pem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    for (const secret of [key.pem, key.jwk.x, key.keyId]) {
      const forged = await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(member.id))
        .setIssuer('clubportal')
        .setIssuedAt()
        .setExpirationTime('1h')
        .setJti('probe')
        .sign(new TextEncoder().encode(secret));
      const res = await attack(get(passesOf(member.id), { authorization: `Bearer ${forged}` }));
      expect(res.status, 'a session forged with the door key').toBe(401);
    }
  });

  it('a member card QR is not a session', async () => {
    const qr = (await get('/api/publicaccesscontrol/qr', member.headers)).json().model as { content: string };
    const res = await attack(get(passesOf(member.id), { authorization: `Bearer ${qr.content}` }));
    expect(res.status).toBe(401);
    // The door checks it with the public key alone.
    const key = (await get('/api/door/public-key')).json().model as PublicKey;
    const door = { publicKey: createPublicKey(key.pem), keyId: key.keyId };
    expect(verifyDoorCredential(door, qr.content, new Date())).toMatchObject({ ok: true, claims: { kind: 'member', sub: member.id } });
    // Nothing personal inside.
    const payload = Buffer.from(qr.content.split('.')[1]!, 'base64url').toString();
    for (const personal of [demoCustomers.member.name, demoCustomers.member.email, demoCustomers.member.phone])
      expect(payload).not.toContain(personal);
  });

  it('a new account without a season pass gets no door credential, and none is stored', async () => {
    await changesNothing(async () => {
      const res = await attack(get('/api/publicaccesscontrol/qr', newcomer.headers));
      expect(res.status).toBe(403);
      expect(res.json()).toEqual({ ok: false, errorMsg: 'The member card opens doors only with a season pass valid today' });
    });
  });

  it('a card QR ends when its phone asks (logout): the doors’ list names it', async () => {
    const qr = (await get('/api/publicaccesscontrol/qr', member.headers)).json().model as { content: string };
    const jti = (JSON.parse(Buffer.from(qr.content.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;
    expect((await post('/api/door/credentials/revoke', {}, member.headers)).status).toBe(200);
    const list = (await get('/api/door/revoked')).json().model as { revoked: string[] };
    expect(list.revoked).toContain(jti);
  });
});
