import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/**
 * A door credential (the member card's QR, a booking's door code): a compact JWS (RFC 7515) signed with the
 * club's own Ed25519 key (EdDSA, RFC 8037), never the session secret, so a door that holds only the public key
 * checks it offline and nothing it holds can make a login. It carries what the door needs and nothing personal:
 * an opaque credential id (`jti`, for the revocation list), the subject's customer id, the booking's id for a
 * booking code, and the window in which it opens (`nbf`..`exp`, seconds since the epoch).
 */
export const DOOR_CREDENTIAL_TYPE = 'door-credential';

export type DoorCredentialKind = 'member' | 'booking';
export type DoorClaims = { jti: string; kind: DoorCredentialKind; sub: number; bkg?: number; nbf: number; exp: number };

export type DoorKey = { privateKey: KeyObject; publicKey: KeyObject; keyId: string };

/** The key id: the RFC 7638 thumbprint of the public key, so a new key always has a new id. */
export function keyIdOf(publicKey: KeyObject): string {
  const { x } = publicKey.export({ format: 'jwk' });
  return createHash('sha256')
    .update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url');
}

export function doorKeyFrom(privateKeyPem: string): DoorKey {
  const privateKey = createPrivateKey(privateKeyPem);
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('The door key must be an Ed25519 key');
  const publicKey = createPublicKey(privateKey);
  return { privateKey, publicKey, keyId: keyIdOf(publicKey) };
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs the claims: `header.payload.signature`, each base64url. Ed25519 is deterministic: the same claims, the same text. */
export function signDoorCredential(key: DoorKey, claims: DoorClaims): string {
  const { jti, kind, sub, bkg, nbf, exp } = claims;
  const input = `${encode({ alg: 'EdDSA', kid: key.keyId, typ: DOOR_CREDENTIAL_TYPE })}.${encode({ jti, kind, sub, ...(bkg === undefined ? {} : { bkg }), nbf, exp })}`;
  return `${input}.${sign(null, Buffer.from(input), key.privateKey).toString('base64url')}`;
}

export type DoorCheck =
  { ok: true; claims: DoorClaims } | { ok: false; reason: 'malformed' | 'otherKey' | 'forged' | 'notYetValid' | 'expired' | 'revoked' };

function decode(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const whole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

function claimsOf(p: Record<string, unknown>): DoorClaims | null {
  const { jti, kind, sub, bkg, nbf, exp } = p;
  if (typeof jti !== 'string' || (kind !== 'member' && kind !== 'booking') || !whole(sub) || !whole(nbf) || !whole(exp)) return null;
  if (kind === 'booking' && !whole(bkg)) return null;
  return { jti, kind, sub, ...(kind === 'booking' ? { bkg: bkg as number } : {}), nbf, exp };
}

/**
 * What a door controller does with a scanned code, with only the public key (and its id) and the revocation
 * list it last fetched: who it is, or why the door stays shut.
 */
export function verifyDoorCredential(
  door: { publicKey: KeyObject; keyId: string },
  content: string,
  now: Date,
  revoked: ReadonlySet<string> = new Set(),
): DoorCheck {
  const parts = content.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return { ok: false, reason: 'malformed' };
  const [h, p, s] = parts as [string, string, string];
  const header = decode(h);
  const payload = decode(p);
  if (!header || !payload || header.alg !== 'EdDSA' || header.typ !== DOOR_CREDENTIAL_TYPE) return { ok: false, reason: 'malformed' };
  if (header.kid !== door.keyId) return { ok: false, reason: 'otherKey' };
  if (!verify(null, Buffer.from(`${h}.${p}`), door.publicKey, Buffer.from(s, 'base64url'))) return { ok: false, reason: 'forged' };
  const claims = claimsOf(payload);
  if (!claims) return { ok: false, reason: 'malformed' };
  const seconds = Math.floor(now.getTime() / 1000);
  if (seconds < claims.nbf) return { ok: false, reason: 'notYetValid' };
  if (seconds >= claims.exp) return { ok: false, reason: 'expired' };
  if (revoked.has(claims.jti)) return { ok: false, reason: 'revoked' };
  return { ok: true, claims };
}
