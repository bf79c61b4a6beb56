import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';

/** How long a normal login lasts: members stay signed in on their phones for a month. */
export const SESSION_DAYS = 30;

export type SessionClaims = {
  /** The customer the session acts as. */
  customerId: number;
  /** Set while a parent acts as one of their children: the parent's id, to switch back. */
  parentId?: number;
  /**
   * The customer's session version when it was issued (`ver`; 0 for tokens from before versions): the
   * session has ended once the account's version moved on (access.service).
   */
  version: number;
  /** With `parentId`: the parent's session version when the switch was made (`pver`). */
  parentVersion?: number;
  /** Seconds since epoch when it stops working. */
  expiresAt: number;
  /** A random id of this session (kept across a password change, see access.service). */
  sessionId: string;
};

export type IssuedSession = { token: string; expiry: string };

const ISSUER = 'clubportal';

/**
 * Signs a session token (HS256) for `ttlSeconds`, or until `notAfter` (seconds since epoch) when given:
 * a switch between a parent and a child keeps the expiry of the session it came from.
 */
export async function issueSession(
  secret: string,
  claims: { customerId: number; version: number; parentId?: number; parentVersion?: number },
  issuedAt: Date,
  ttlSeconds = SESSION_DAYS * 86_400,
  notAfter?: number,
): Promise<IssuedSession> {
  const now = Math.floor(issuedAt.getTime() / 1000);
  const exp = notAfter !== undefined ? Math.min(notAfter, now + ttlSeconds) : now + ttlSeconds;
  const token = await new SignJWT({
    ver: claims.version,
    ...(claims.parentId ? { par: claims.parentId, pver: claims.parentVersion ?? 0 } : {}),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.customerId))
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .setJti(randomBytes(12).toString('base64url'))
    .sign(key(secret));
  return { token, expiry: new Date(exp * 1000).toISOString() };
}

/** How many verified tokens each process remembers (the oldest go first). */
const VERIFIED_TOKENS_MAX = 10_000;
/**
 * Tokens whose signature was verified, by their exact text and the secret that verified them: a member sends
 * the same token with every call, and jose's HMAC check through WebCrypto costs more than a whole cached
 * answer (issue 21). Only a good signature is remembered; expiry is checked on every call, and whether the
 * session still stands is the database's (access.service), also on every call.
 */
const verifiedTokens = new Map<string, { secret: string; claims: SessionClaims }>();

/** Verifies a session token; undefined when it is missing, forged, malformed or expired. */
export async function verifySession(secret: string, token: string, now: Date): Promise<SessionClaims | undefined> {
  const known = verifiedTokens.get(token);
  // jose's own rule: a token is expired once `exp` is at or before the current whole second.
  if (known && known.secret === secret) return known.claims.expiresAt > Math.floor(now.getTime() / 1000) ? { ...known.claims } : undefined;
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
    const customerId = Number(payload.sub);
    if (!Number.isSafeInteger(customerId) || customerId <= 0 || typeof payload.iat !== 'number' || typeof payload.exp !== 'number')
      return undefined;
    const parentId = typeof payload.par === 'number' ? payload.par : undefined;
    const version = versionOf(payload.ver);
    const parent = parentId ? { parentId, parentVersion: versionOf(payload.pver) } : {};
    const claims: SessionClaims = {
      customerId,
      ...parent,
      version,
      expiresAt: payload.exp,
      sessionId: typeof payload.jti === 'string' ? payload.jti : '',
    };
    if (verifiedTokens.size >= VERIFIED_TOKENS_MAX) verifiedTokens.delete(verifiedTokens.keys().next().value as string);
    verifiedTokens.set(token, { secret, claims });
    return { ...claims };
  } catch (err) {
    if (err instanceof errors.JOSEError) return undefined;
    throw err;
  }
}

/** A token from before session versions has none: version 0 (migration 0014 moved ended accounts past it). */
const versionOf = (v: unknown): number => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : 0);

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}
