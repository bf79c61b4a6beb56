import type { DoorPublicKey, DoorRevocations } from '@clubportal/contract/door';
import { nowInstant } from '../../lib/clock.js';
import type { Instant } from '../../lib/clock.js';
import { doorKey, type DoorDeps } from './door-credentials.service.js';
import { findUnexpiredCredentials, type UnexpiredCredential } from './door-credentials.repository.js';

/** GET /api/door/public-key: what a door needs to check credentials offline. */
export function doorPublicKey(config: { doorPrivateKey: string }): DoorPublicKey {
  const key = doorKey(config);
  const { x } = key.publicKey.export({ format: 'jwk' });
  return {
    keyId: key.keyId,
    algorithm: 'EdDSA',
    jwk: { kty: 'OKP', crv: 'Ed25519', x: x!, kid: key.keyId, alg: 'EdDSA', use: 'sig' },
    pem: key.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  };
}

/**
 * GET /api/door/revoked: the ids of this key's credentials that have not expired yet but no longer open a
 * door: revoked ones (a newer card QR on the same phone, a password change, an account deleted), member cards
 * whose holder no longer has a pass valid today, and booking codes whose player left, whose booking was
 * cancelled or moved. An expired credential is left out: the door refuses it by its own `exp`.
 */
/**
 * Who may still open a door, asked of the modules that know (member-card: a pass valid today; bookings: the
 * players holding a place and the booking's window). Passed in by the app, since those modules issue door
 * credentials through this one.
 */
export type DoorStandings = {
  passHolders: (customerIds: number[]) => Promise<Set<number>>;
  bookingDoors: (bookingIds: number[]) => Promise<Map<number, { notBefore: Instant; expiresAt: Instant; players: Set<number> }>>;
};

export async function doorRevocations(deps: DoorDeps, standings: DoorStandings): Promise<DoorRevocations> {
  const key = doorKey(deps.config);
  const now = nowInstant(deps.clock);
  const rows = await findUnexpiredCredentials(deps.db, key.keyId, now);
  const standing = rows.filter((r) => r.revoked_at === null);
  const members = standing.filter((r) => r.kind === 'member');
  const bookings = standing.filter((r) => r.kind === 'booking' && r.booking_id !== null);
  const [holders, doors] = await Promise.all([
    standings.passHolders([...new Set(members.map((r) => r.customer_id))]),
    standings.bookingDoors(bookings.map((r) => r.booking_id!)),
  ]);
  const stillOpens = (r: UnexpiredCredential): boolean => {
    if (r.revoked_at !== null) return false;
    if (r.kind === 'member') return holders.has(r.customer_id);
    const door = r.booking_id === null ? undefined : doors.get(r.booking_id);
    return door !== undefined && door.players.has(r.customer_id) && door.notBefore === r.not_before && door.expiresAt === r.expires_at;
  };
  return { keyId: key.keyId, generatedAt: now, revoked: rows.filter((r) => !stillOpens(r)).map((r) => r.credential_id) };
}
