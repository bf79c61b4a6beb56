import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The newsletter's mailed links carry a signed token instead of a stored one: `id-purpose-expiry-signature`
 * (HMAC-SHA256 with the server's secret; no dots, which the web server would take for a file's extension). A confirmation expires; an unsubscribe link never does, so every
 * newsletter mail ever sent keeps working.
 */
export type LinkPurpose = 'confirm' | 'unsubscribe';

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`newsletter:${payload}`).digest('base64url');
}

/** `expiresAt`: epoch seconds, 0 for never. */
export function signNewsletterToken(secret: string, subscriberId: number, purpose: LinkPurpose, expiresAt: number): string {
  const payload = `${subscriberId}-${purpose}-${expiresAt}`;
  return `${payload}-${sign(secret, payload)}`;
}

/** The subscriber id of a token signed for `purpose` and not expired at `nowSeconds`; null otherwise. */
export function verifyNewsletterToken(secret: string, token: string, purpose: LinkPurpose, nowSeconds: number): number | null {
  const match = /^([1-9]\d{0,9})-(confirm|unsubscribe)-(\d{1,12})-([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, tokenPurpose, expiry, signature] = match as unknown as [string, string, string, string, string];
  if (tokenPurpose !== purpose) return null;
  const expected = Buffer.from(sign(secret, `${id}-${tokenPurpose}-${expiry}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const expiresAt = Number(expiry);
  if (expiresAt !== 0 && nowSeconds > expiresAt) return null;
  return Number(id);
}
