import { createPublicKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoCustomers } from '../packages/server/src/db/seed/demo-club.js';
import { verifyDoorCredential } from '../packages/server/src/modules/door/index.js';
import { createCustomer } from '../packages/server/src/test/factories.js';
import { recordFigures } from './figures.js';
import { send, type Answer, type RawRequest } from './http-client.js';
import { changedTables, startTarget, type Target } from './target.js';

/**
 * Issue 29 section 1 (door codes and the member card), replayed as the outside probe did it: over real HTTP
 * against a server process, with what the README hands a door controller and what any new account can ask.
 */
let target: Target;
const figures = { operations: 0, requests: 0, faults: 0 };
const operations = new Set<string>();
type Session = { id: number; headers: Record<string, string> };
let member: Session;
let newcomer: Session;

beforeAll(async () => {
  target = await startTarget({ RUN_JOBS: 'false' });
  const c = await createCustomer(target.app, { email: 'no-pass@example.com' });
  await target.start();
  member = await login(demoCustomers.member.email, DEMO_PASSWORD);
  newcomer = await login(c.email, c.password);
}, 180_000);

afterAll(async () => {
  figures.operations = operations.size;
  recordFigures('door credential replays', figures);
  await target?.close();
});

async function call(r: RawRequest): Promise<Answer & { json: () => Record<string, unknown> }> {
  figures.requests += 1;
  operations.add(`${r.method} ${r.url.replace(/\/\d+(?=\/|$)/g, '/{id}')}`);
  const answer = await send(target.url, r);
  return { ...answer, json: () => JSON.parse(answer.text) as Record<string, unknown> };
}
const get = (url: string, headers: Record<string, string> = {}) => call({ method: 'GET', url, headers });
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  call({ method: 'POST', url, body: JSON.stringify(body), contentType: 'application/json', headers });
const attack = async <T>(r: Promise<T>) => {
  figures.faults += 1;
  return r;
};
async function login(email: string, password: string): Promise<Session> {
  const res = await post('/api/publiccustomers/cauth', { email, password });
  expect(res.status, res.text).toBe(200);
  const model = res.json().model as { token: string; id: number };
  return { id: model.id, headers: { authorization: `Bearer ${model.token}` } };
}
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
    const before = await target.digest();
    const res = await attack(get('/api/publicaccesscontrol/qr', newcomer.headers));
    expect(res.status).toBe(403);
    expect(res.json()).toEqual({ ok: false, errorMsg: 'The member card opens doors only with a season pass valid today' });
    expect(changedTables(before, await target.digest())).toEqual([]);
  });

  it('a card QR ends when its phone asks (logout): the doors’ list names it', async () => {
    const qr = (await get('/api/publicaccesscontrol/qr', member.headers)).json().model as { content: string };
    const jti = (JSON.parse(Buffer.from(qr.content.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;
    expect((await post('/api/door/credentials/revoke', {}, member.headers)).status).toBe(200);
    const list = (await get('/api/door/revoked')).json().model as { revoked: string[] };
    expect(list.revoked).toContain(jti);
  });
});
