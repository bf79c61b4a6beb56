import { randomBytes } from 'node:crypto';
import type { Db, Executor } from '../../db/dialect.js';
import { lockRow, unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, toInstant, type Clock, type Instant } from '../../lib/clock.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { doorKeyFrom, signDoorCredential, type DoorKey } from './door-credential.js';
import {
  deleteExpiredCredentials,
  findBookingCredential,
  findDoorCredentialById,
  revokeDoorCredentialById,
  insertDoorCredential,
  revokeDoorCredentialRows,
  type RevokeWhere,
} from './door-credentials.repository.js';

/** What a door does with a scanned code, with only the public key: other modules' tests play the door with it. */
export { verifyDoorCredential, type DoorCheck } from './door-credential.js';

/** What issuing door credentials needs: the club's own door key, never the session secret. */
export type DoorDeps = { db: Db; clock: Clock; config: { doorPrivateKey: string } };

let loaded: { pem: string; key: DoorKey } | undefined;
/** The door key of this configuration (parsed once; a test app or a rotation brings another). */
export function doorKey(config: { doorPrivateKey: string }): DoorKey {
  if (loaded?.pem !== config.doorPrivateKey) loaded = { pem: config.doorPrivateKey, key: doorKeyFrom(config.doorPrivateKey) };
  return loaded.key;
}

const seconds = (instant: string) => Math.floor(Date.parse(instant) / 1000);

/**
 * A member card QR for the session's customer, open from now until `expiresAt`. It replaces the one the same
 * session was shown before (revoked): one live card code per phone.
 */
export async function issueMemberCredential(
  deps: DoorDeps,
  c: { customerId: number; sessionId: string; expiresAt: Instant },
): Promise<string> {
  const key = doorKey(deps.config);
  const now = nowInstant(deps.clock);
  const jti = randomBytes(16).toString('base64url');
  await unitOfWork(deps.db, async (trx) => {
    await revokeDoorCredentialRows(trx, { kind: 'member', customerId: c.customerId, sessionId: c.sessionId }, now);
    await insertDoorCredential(trx, {
      credential_id: jti,
      key_id: key.keyId,
      kind: 'member',
      customer_id: c.customerId,
      booking_id: null,
      session_id: c.sessionId,
      not_before: now,
      expires_at: c.expiresAt,
      created_at: now,
    });
  });
  return signDoorCredential(key, { jti, kind: 'member', sub: c.customerId, nbf: seconds(now), exp: seconds(c.expiresAt) });
}

/**
 * A player's door code for a booking, open within the booking's door window. The same player, booking and
 * window get the same code again (Ed25519 signs deterministically); a moved booking gets a new one and the
 * old one is revoked.
 */
export async function issueBookingCredential(
  deps: DoorDeps,
  c: { customerId: number; bookingId: number; notBefore: Instant; expiresAt: Instant },
): Promise<string> {
  const key = doorKey(deps.config);
  const claims = (jti: string) =>
    signDoorCredential(key, {
      jti,
      kind: 'booking',
      sub: c.customerId,
      bkg: c.bookingId,
      nbf: seconds(c.notBefore),
      exp: seconds(c.expiresAt),
    });
  const known = await findBookingCredential(deps.db, { keyId: key.keyId, ...c });
  if (known) return claims(known.credential_id);
  const now = nowInstant(deps.clock);
  const fresh = randomBytes(16).toString('base64url');
  // Two loads of My Bookings at once (two tabs, a phone and a laptop) would each mint a code and the second
  // revoke the first, shown already: under the booking's lock the second finds the first's and shows it too.
  const jti = await unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'bookings', c.bookingId);
    const issued = await findBookingCredential(trx, { keyId: key.keyId, ...c });
    if (issued) return issued.credential_id;
    await revokeDoorCredentialRows(trx, { kind: 'booking', customerId: c.customerId, bookingId: c.bookingId }, now);
    await insertDoorCredential(trx, {
      credential_id: fresh,
      key_id: key.keyId,
      kind: 'booking',
      customer_id: c.customerId,
      booking_id: c.bookingId,
      session_id: null,
      not_before: c.notBefore,
      expires_at: c.expiresAt,
      created_at: now,
    });
    return fresh;
  });
  return claims(jti);
}

/** Revokes credentials (all of a customer's, one session's card, or one booking's code of a player): the doors learn it from the list. */
export async function revokeDoorCredentials(db: Executor, clock: Clock, where: RevokeWhere): Promise<number> {
  return revokeDoorCredentialRows(db, where, nowInstant(clock));
}

/**
 * Revokes one credential by its id (the desk, for a lost phone or a shared code), in the caller's unit of work:
 * the credential's row, and whether this call revoked it (false: revoked before). Undefined: no such credential.
 */
export async function revokeDoorCredential(
  trx: Executor,
  clock: Clock,
  credentialId: string,
): Promise<{ customerId: number; kind: 'member' | 'booking'; revoked: boolean } | undefined> {
  const row = await findDoorCredentialById(trx, credentialId);
  if (!row) return undefined;
  const revoked = await revokeDoorCredentialById(trx, credentialId, nowInstant(clock));
  return { customerId: row.customer_id, kind: row.kind, revoked };
}

/** POST /api/door/credentials/revoke: the card QR shown to this session stops opening doors (logout, account switch). */
export async function endSessionCard(deps: { db: Db; clock: Clock }, session: SessionClaims | null): Promise<void> {
  if (!session) throw new AppError('unauthorized', 'loginRequired');
  await revokeDoorCredentials(deps.db, deps.clock, { kind: 'member', customerId: session.customerId, sessionId: session.sessionId });
}

/** Credentials expired more than a day ago open nothing and are on no list: forgotten (hourly purge). */
export async function purgeExpiredDoorCredentials(deps: { db: Db; clock: Clock }): Promise<number> {
  return deleteExpiredCredentials(deps.db, toInstant(new Date(deps.clock.now().getTime() - 86_400_000)));
}
