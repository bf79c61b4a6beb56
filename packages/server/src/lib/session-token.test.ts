import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { issueSession, verifySession } from './session-token.js';

const secret = 'a'.repeat(40);
const now = new Date('2026-03-29T00:30:00.000Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('session tokens', () => {
  it('round-trips the customer and the impersonating parent', async () => {
    const { token, expiry } = await issueSession(secret, { customerId: 7, version: 2, parentId: 3, parentVersion: 5 }, now, 60);
    expect(expiry).toBe('2026-03-29T00:31:00.000Z');
    expect(await verifySession(secret, token, later(59))).toMatchObject({ customerId: 7, version: 2, parentId: 3, parentVersion: 5 });
  });

  it('refuses another secret, garbage and expired tokens', async () => {
    const { token } = await issueSession(secret, { customerId: 7, version: 0 }, now, 60);
    expect(await verifySession('b'.repeat(40), token, now)).toBeUndefined();
    expect(await verifySession(secret, 'not.a.token', now)).toBeUndefined();
    expect(await verifySession(secret, token, later(61))).toBeUndefined();
  });

  it('refuses a token it verified before once it expires, or under another secret', async () => {
    const { token } = await issueSession(secret, { customerId: 7, version: 0 }, now, 60);
    expect(await verifySession(secret, token, now)).toMatchObject({ customerId: 7 });
    expect(await verifySession(secret, token, later(59))).toMatchObject({ customerId: 7 });
    expect(await verifySession('b'.repeat(40), token, now)).toBeUndefined();
    expect(await verifySession(secret, token, later(60))).toBeUndefined();
  });

  it('reads a token from before session versions as version 0', async () => {
    const old = await new SignJWT({ par: 3 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('clubportal')
      .setIssuedAt(now)
      .setExpirationTime(later(3600))
      .sign(new TextEncoder().encode(secret));
    expect(await verifySession(secret, old, now)).toMatchObject({ customerId: 7, version: 0, parentId: 3, parentVersion: 0 });
  });

  it('refuses a token whose subject is not a customer id', async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('admin')
      .setIssuer('clubportal')
      .setIssuedAt(now)
      .setExpirationTime(later(3600))
      .sign(new TextEncoder().encode(secret));
    expect(await verifySession(secret, forged, now)).toBeUndefined();
  });
});

describe('derived sessions', () => {
  it('never outlive the session they came from', async () => {
    const { expiry } = await issueSession(
      secret,
      { customerId: 7, version: 2, parentId: 3, parentVersion: 5 },
      now,
      30 * 86_400,
      Math.floor(later(600).getTime() / 1000),
    );
    expect(expiry).toBe(later(600).toISOString());
  });

  it('each carry an id of their own', async () => {
    const a = await verifySession(secret, (await issueSession(secret, { customerId: 7, version: 0 }, now)).token, now);
    const b = await verifySession(secret, (await issueSession(secret, { customerId: 7, version: 0 }, now)).token, now);
    expect(a?.sessionId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(a?.sessionId).not.toBe(b?.sessionId);
  });
});
