import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The member's access credential in the virtual card's QR: `CPM1.<customerId>.<expires>.<mac>`, where
 * `expires` is seconds since the epoch and `mac` an HMAC of both under the server's secret. A door controller
 * that holds the secret checks it offline (no call to the portal); every instance signs the same way.
 */
const PREFIX = 'CPM1';

function mac(secret: string, customerId: number, expires: number): string {
  return createHmac('sha256', secret).update(`member:${customerId}:${expires}`).digest('base64url').slice(0, 22);
}

export function signMemberCredential(secret: string, customerId: number, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${PREFIX}.${customerId}.${expires}.${mac(secret, customerId, expires)}`;
}

export type CredentialCheck = { ok: true; customerId: number } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

/** What a door controller does with a scanned code: who it is, or why it does not open. */
export function verifyMemberCredential(secret: string, content: string, now: Date): CredentialCheck {
  const match = /^CPM1\.([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(content);
  if (!match) return { ok: false, reason: 'malformed' };
  const customerId = Number(match[1]);
  const expires = Number(match[2]);
  const expected = Buffer.from(mac(secret, customerId, expires));
  const given = Buffer.from(match[3] ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged' };
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, customerId };
}
