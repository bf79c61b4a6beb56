import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { issueSession, verifySession } from './session-token.js';

const secret = 'a'.repeat(40);

describe('session tokens', () => {
  it('round-trips the customer and the impersonating parent', async () => {
    const { token, expiry } = await issueSession(secret, { customerId: 7, parentId: 3 }, 60);
    expect(Date.parse(expiry) - Date.now()).toBeGreaterThan(55_000);
    expect(await verifySession(secret, token)).toMatchObject({ customerId: 7, parentId: 3 });
  });

  it('refuses another secret, garbage and expired tokens', async () => {
    const { token } = await issueSession(secret, { customerId: 7 }, 60);
    expect(await verifySession('b'.repeat(40), token)).toBeUndefined();
    expect(await verifySession(secret, 'not.a.token')).toBeUndefined();
    const { token: old } = await issueSession(secret, { customerId: 7 }, -10);
    expect(await verifySession(secret, old)).toBeUndefined();
  });

  it('refuses a token whose subject is not a customer id', async () => {
    const forged = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('admin').setIssuer('clubportal').setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode(secret));
    expect(await verifySession(secret, forged)).toBeUndefined();
  });
});
