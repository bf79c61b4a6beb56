import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token for a mailed link, and the hash we store instead of it. */
export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
