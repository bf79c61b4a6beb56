import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createTestClub, markSalePaid, prebookBody, quickCustomer } from '../../test/booking-fixtures.js';
import { createCustomer, loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { setBookingSettings } from '../bookings/index.js';
import { grantSeasonPass, setUpCard } from '../member-card/index.js';
import { verifyDoorCredential } from './door-credential.js';

/**
 * Door credentials (issue 29 section 1): their own Ed25519 key, published for the doors; issued only to whom
 * the club admits; revocable. Thursday 2026-11-26 11:00 in Madrid.
 */
const clock = new ManualClock('2026-11-26T10:00:00.000Z');
const newKey = () => generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp({ clock, env: { DOOR_PRIVATE_KEY: newKey() } });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string> = {}, payload?: object) =>
  app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

/** What a door holds: the published public key and the last revocation list. */
async function theDoor() {
  const { model } = (await get('/api/door/public-key')).json();
  const revoked = new Set<string>((await get('/api/door/revoked')).json().model.revoked);
  return { door: { publicKey: createPublicKey(model.pem as string), keyId: model.keyId as string }, revoked };
}
const opens = async (content: string, at = clock.now()) => {
  const { door, revoked } = await theDoor();
  return verifyDoorCredential(door, content, at, revoked);
};

async function member(pass: { endsOn: string | null } | null = { endsOn: '2027-08-31' }) {
  const c = await createCustomer(app);
  if (pass) await grantSeasonPass(app.db, clock, { customerId: c.id, name: 'Abono', startsOn: '2026-09-01', endsOn: pass.endsOn });
  return { ...c, ...(await loginAs(app, c.email, c.password)) };
}
const cardQr = async (headers: Record<string, string>) => (await get('/api/publicaccesscontrol/qr', headers)).json().model;

describe('door credentials', () => {
  it('publishes the public key (JWK and PEM, with its key id) at a public address', async () => {
    const res = await get('/api/door/public-key');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const { model } = res.json();
    expect(model).toMatchObject({ algorithm: 'EdDSA', jwk: { kty: 'OKP', crv: 'Ed25519', kid: model.keyId, alg: 'EdDSA', use: 'sig' } });
    expect(createPublicKey({ key: model.jwk, format: 'jwk' }).export({ format: 'pem', type: 'spki' })).toBe(model.pem);
    expect(model.pem).not.toContain('PRIVATE');
  });

  it('gives a member card QR only to a member with a pass valid today, opening until the pass’s last day at most', async () => {
    const newcomer = await member(null);
    const refused = await get('/api/publicaccesscontrol/qr', { ...newcomer.headers, 'accept-language': 'es-ES' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ ok: false, errorMsg: 'El carné abre las puertas solo con un abono en vigor' });
    const expired = await member({ endsOn: '2026-11-25' });
    expect((await get('/api/publicaccesscontrol/qr', expired.headers)).statusCode).toBe(403);

    const holder = await member();
    const qr = await cardQr(holder.headers);
    expect(qr).toMatchObject({ contentType: 'text/plain', encoding: 'utf8', expires: '2026-11-26T22:00:00.000Z' });
    expect(await opens(qr.content)).toMatchObject({ ok: true, claims: { kind: 'member', sub: holder.id } });
    // A pass ending today: the code stops at midnight in the club, however long the club's QR lasts.
    await setUpCard(app.db, { topImage: '', shield: '', sponsors: [], fields: [], qrValidMinutes: 24 * 60 });
    const lastDay = await member({ endsOn: '2026-11-26' });
    expect((await cardQr(lastDay.headers)).expires).toBe('2026-11-26T23:00:00.000Z');
    await setUpCard(app.db, { topImage: '', shield: '', sponsors: [], fields: [] });
  });

  it('carries no personal data: no name, email, phone or birth date', async () => {
    const holder = await member();
    const [, payload] = (await cardQr(holder.headers)).content.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(Object.keys(claims).sort()).toEqual(['exp', 'jti', 'kind', 'nbf', 'sub']);
    expect(JSON.stringify(claims)).not.toContain(holder.email);
  });

  it('cannot be turned into a session, and the public key gives no login', async () => {
    const holder = await member();
    const { content } = await cardQr(holder.headers);
    const passes = `/api/PublicCustomerPeriodicSales/customer-season-passes/${holder.id}`;
    expect((await get(passes, { authorization: `Bearer ${content}` })).statusCode).toBe(401);
    // A session token made with what the door holds (its public key, as text or bytes) is refused.
    const { model } = (await get('/api/door/public-key')).json();
    for (const secret of [model.pem, model.jwk.x, Buffer.from(model.jwk.x, 'base64url').toString('latin1')]) {
      const forged = await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(holder.id))
        .setIssuer('clubportal')
        .setIssuedAt()
        .setExpirationTime('1h')
        .setJti('forged')
        .sign(new TextEncoder().encode(secret));
      expect((await get(passes, { authorization: `Bearer ${forged}` })).statusCode).toBe(401);
    }
    // The session secret signs no door credential: the door key is its own.
    expect(app.config.doorPrivateKey).not.toContain(app.config.jwtSecret);
  });

  it('revokes: a newer card on the same phone, the revoke call, a pass taken away, a password change, a deleted account', async () => {
    const holder = await member();
    const first = (await cardQr(holder.headers)).content;
    const second = (await cardQr(holder.headers)).content;
    expect(await opens(first)).toEqual({ ok: false, reason: 'revoked' });
    expect(await opens(second)).toMatchObject({ ok: true });
    expect((await post('/api/door/credentials/revoke', holder.headers)).json()).toEqual({ ok: true });
    expect(await opens(second)).toEqual({ ok: false, reason: 'revoked' });
    expect((await post('/api/door/credentials/revoke')).statusCode).toBe(401);

    const third = (await cardQr(holder.headers)).content;
    await app.db.deleteFrom('season_passes').where('customer_id', '=', holder.id).execute();
    expect(await opens(third)).toEqual({ ok: false, reason: 'revoked' });

    const other = await member();
    const code = (await cardQr(other.headers)).content;
    const change = await post('/api/publiccustomers/reset-password-by-old-json', other.headers, {
      customerId: other.id,
      plainOldPass: other.password,
      plainNewPass: 'another-secret-1',
    });
    expect(change.statusCode).toBe(200);
    expect(await opens(code)).toEqual({ ok: false, reason: 'revoked' });

    const leaving = await member();
    const last = (await cardQr(leaving.headers)).content;
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/publiccustomers/remove/${leaving.id}`, headers: leaving.headers })).statusCode,
    ).toBe(200);
    expect(await opens(last)).toEqual({ ok: false, reason: 'revoked' });
    // The list names only opaque ids.
    const list = (await get('/api/door/revoked')).json().model;
    expect(list.revoked.every((id: string) => /^[A-Za-z0-9_-]{22}$/.test(id))).toBe(true);
  });

  it('gives a booking door code to a player holding a place, revoked once the booking is cancelled', async () => {
    const club = await createTestClub(app);
    await setBookingSettings(app.db, { accessQrEnabled: true });
    const owner = await quickCustomer(app);
    const prebook = await post(
      '/api/publicbookings/prebook',
      owner.headers,
      prebookBody({ customerId: owner.id, typeId: club.typeId, courtId: club.courts[0]!, start: '2026-11-27T16:00:00.000Z', duration: 60 }),
    );
    const entry = prebook.json().model[0] as { bookingId: number; saleId: number };
    await markSalePaid(app, entry.saleId);
    // My Bookings loaded twice at once (a phone and a laptop) shows one code on both.
    const loads = await Promise.all([1, 2].map(() => get(`/api/publicbookings/customer-bookings/${owner.id}`, owner.headers)));
    const codes = loads.map((res) => res.json().model.next.find((b: { id: number }) => b.id === entry.bookingId).qr.content as string);
    const code = codes[0] ?? '';
    expect(codes).toEqual([code, code]);
    expect(await opens(code, new Date('2026-11-27T15:50:00.000Z'))).toMatchObject({
      ok: true,
      claims: { kind: 'booking', sub: owner.id, bkg: entry.bookingId },
    });
    expect(await opens(code)).toEqual({ ok: false, reason: 'notYetValid' });

    expect((await post(`/api/publicbookings/cancel/${entry.bookingId}/${owner.id}`, owner.headers)).statusCode).toBe(200);
    expect(await opens(code, new Date('2026-11-27T15:50:00.000Z'))).toEqual({ ok: false, reason: 'revoked' });
    await setBookingSettings(app.db, { accessQrEnabled: false });
  });

  it('ends every issued code when the key is rotated', async () => {
    const holder = await member();
    const before = (await cardQr(holder.headers)).content;
    const rotated = await buildTestApp({
      clock,
      env: { DOOR_PRIVATE_KEY: newKey(), JWT_SECRET: app.config.jwtSecret },
      shareDatabaseOf: app.config,
    });
    try {
      const { model } = (await rotated.inject({ method: 'GET', url: '/api/door/public-key' })).json();
      expect(model.keyId).not.toBe((await get('/api/door/public-key')).json().model.keyId);
      const door = { publicKey: createPublicKey(model.pem as string), keyId: model.keyId as string };
      expect(verifyDoorCredential(door, before, clock.now())).toEqual({ ok: false, reason: 'otherKey' });
      const after = (await rotated.inject({ method: 'GET', url: '/api/publicaccesscontrol/qr', headers: holder.headers })).json().model;
      expect(verifyDoorCredential(door, after.content, clock.now())).toMatchObject({ ok: true });
    } finally {
      await rotated.close();
    }
  });
});
