import { SignJWT, jwtVerify, errors } from 'jose';

/** How long a normal login lasts: members stay signed in on their phones for a month. */
export const SESSION_DAYS = 30;

export type SessionClaims = {
  /** The customer the session acts as. */
  customerId: number;
  /** Set while a parent acts as one of their children: the parent's id, to switch back. */
  parentId?: number;
  /** Seconds since epoch when it was issued. */
  issuedAt: number;
};

export type IssuedSession = { token: string; expiry: string };

const ISSUER = 'clubportal';

/** Signs a session token (HS256) for `ttlSeconds`. */
export async function issueSession(
  secret: string,
  claims: { customerId: number; parentId?: number },
  issuedAt: Date,
  ttlSeconds = SESSION_DAYS * 86_400,
): Promise<IssuedSession> {
  const now = Math.floor(issuedAt.getTime() / 1000);
  const exp = now + ttlSeconds;
  const token = await new SignJWT(claims.parentId ? { par: claims.parentId } : {})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.customerId))
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(key(secret));
  return { token, expiry: new Date(exp * 1000).toISOString() };
}

/** Verifies a session token; undefined when it is missing, forged, malformed or expired. */
export async function verifySession(secret: string, token: string, now: Date): Promise<SessionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
    const customerId = Number(payload.sub);
    if (!Number.isSafeInteger(customerId) || customerId <= 0 || typeof payload.iat !== 'number') return undefined;
    const parentId = typeof payload.par === 'number' ? payload.par : undefined;
    return { customerId, ...(parentId ? { parentId } : {}), issuedAt: payload.iat };
  } catch (err) {
    if (err instanceof errors.JOSEError) return undefined;
    throw err;
  }
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}
