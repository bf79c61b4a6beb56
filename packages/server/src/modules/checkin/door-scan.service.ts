import { localDayBounds, instantToLocal } from '@clubportal/contract/club-time';
import type { DoorBooking, ScanResult } from '@clubportal/contract/staff-checkins';
import { recordAudit } from '../../db/audit-log.js';
import type { Db } from '../../db/dialect.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import type { AppCaches } from '../../lib/app-caches.js';
import type { MessageKey } from '../../lib/messages/en-US.js';
import { bookingDeskVersion, bookingDoorHolders } from '../bookings/index.js';
import { doorKey, doorRevocations, revokeDoorCredential, verifyDoorCredential, type DoorCheck } from '../door/index.js';
import { passHoldersNow, passesToday } from '../member-card/index.js';
import { getMainSettings } from '../settings/index.js';
import { findBookingsOfCustomer, findCheckins, findDoorBookings, findHolder, findNoShows, findPlayer } from './checkins.repository.js';
import { checkInOf, checkInPlayer, fullName, type StaffActor } from './checkins.service.js';

export type ScanDeps = { db: Db; clock: Clock; caches: AppCaches; config: { doorPrivateKey: string } };

/** A player counts as arriving for a booking from this long before it starts until it ends. */
export const ARRIVAL_MINUTES = 30;

/** Why a scanned code does not let its holder in, as the desk reads it (never a 500). */
const REFUSALS: Record<Exclude<DoorCheck, { ok: true }>['reason'], { code: 'bad_request' | 'gone' | 'conflict'; key: MessageKey }> = {
  malformed: { code: 'bad_request', key: 'doorCodeMalformed' },
  otherKey: { code: 'bad_request', key: 'doorCodeOtherKey' },
  forged: { code: 'bad_request', key: 'doorCodeForged' },
  notYetValid: { code: 'conflict', key: 'doorCodeNotYetValid' },
  expired: { code: 'gone', key: 'doorCodeExpired' },
  revoked: { code: 'gone', key: 'doorCodeRevoked' },
};

/**
 * Checks a scanned code as a door would, with the door credentials' own public key and the revocation list the
 * door module publishes (revoked rows, and cards whose pass or codes whose booking no longer stands).
 */
export async function checkDoorCode(deps: ScanDeps, code: string) {
  const key = doorKey(deps.config);
  const { revoked } = await doorRevocations(deps, {
    passHolders: (ids) => passHoldersNow(deps, ids),
    bookingDoors: (ids) => bookingDoorHolders(deps, ids),
  });
  const check = verifyDoorCredential({ publicKey: key.publicKey, keyId: key.keyId }, code, deps.clock.now(), new Set(revoked));
  if (!check.ok) {
    const refusal = REFUSALS[check.reason];
    throw new AppError(refusal.code, refusal.key);
  }
  return check.claims;
}

/** The bookings with their players and where each stands at the door. */
export async function doorBookings(db: Db, bookingIds: number[]): Promise<DoorBooking[]> {
  const { bookings, players, resources } = await findDoorBookings(db, bookingIds);
  const ids = players.map((p) => p.participant_id);
  const [checkins, noShows] = await Promise.all([findCheckins(db, ids), findNoShows(db, ids)]);
  const checkinOf = new Map(checkins.map((c) => [c.participant_id, c]));
  const noShow = new Set(noShows.map((n) => n.participant_id));
  const versions = await Promise.all(bookings.map(async (b) => (await bookingDeskVersion(db, b.id)) ?? ''));
  return bookings.map((b, i) => ({
    bookingId: b.id,
    startsAt: b.starts_at,
    endsAt: b.ends_at,
    typeName: b.type_name,
    resources: [...new Set(resources.filter((r) => r.booking_id === b.id).map((r) => r.name))],
    players: players
      .filter((p) => p.booking_id === b.id)
      .map((p) => {
        const c = checkinOf.get(p.participant_id);
        return {
          participantId: p.participant_id,
          customerId: p.customer_id!,
          name: fullName(p),
          checkIn: c ? checkInOf(c, fullName(p)) : null,
          noShow: noShow.has(p.participant_id),
        };
      }),
    version: versions[i]!,
  }));
}

/**
 * POST /api/staff/checkins/scan: who the code is, their passes, their bookings today with their players, and
 * their check-in to the booking starting now (a booking's door code: that booking) when there is exactly one;
 * else staff pick. A card's holder with nothing to play today is still shown (a pass lets them in).
 */
export async function scanDoorCode(deps: ScanDeps, actor: StaffActor, code: string, language: string): Promise<ScanResult> {
  const claims = await checkDoorCode(deps, code);
  const holder = await findHolder(deps.db, claims.sub);
  if (!holder || holder.deleted_at !== null) throw new AppError('gone', 'doorHolderGone');
  const now = nowInstant(deps.clock);
  const { timeZone } = await getMainSettings(deps.db);
  const day = localDayBounds(instantToLocal(now, timeZone).date, timeZone);
  const todays = await findBookingsOfCustomer(deps.db, holder.id, day.start as Instant, day.end as Instant);
  const ids = claims.bkg !== undefined && !todays.includes(claims.bkg) ? [...todays, claims.bkg] : todays;
  const before = await doorBookings(deps.db, ids);
  const arriving = (b: DoorBooking) =>
    Date.parse(b.startsAt) - ARRIVAL_MINUTES * 60_000 <= Date.parse(now) && Date.parse(now) < Date.parse(b.endsAt);
  const targets = claims.bkg !== undefined ? before.filter((b) => b.bookingId === claims.bkg) : before.filter(arriving);
  const mine = targets.length === 1 ? targets[0]!.players.find((p) => p.customerId === holder.id) : undefined;
  const done = mine ? await checkInPlayer(deps, actor, (await findPlayer(deps.db, { participantId: mine.participantId }))!) : null;
  return {
    credential: {
      id: claims.jti,
      kind: claims.kind,
      expiresAt: new Date(claims.exp * 1000).toISOString(),
      bookingId: claims.bkg ?? null,
    },
    holder: { customerId: holder.id, name: fullName(holder), photo: holder.logo },
    passes: (await passesToday(deps, holder.id, language)).map((p) => ({ name: p.product.seasonPassName, start: p.start, end: p.end })),
    bookings: done ? await doorBookings(deps.db, ids) : before,
    checkIn: done?.checkIn ?? null,
    already: done?.already ?? false,
  };
}

/** POST /api/staff/checkins/revoke: the credential stops opening doors (the doors learn it from the list). Audited `door.revoke`. */
export async function revokeScannedCredential(deps: ScanDeps, actor: StaffActor, credentialId: string): Promise<{ revoked: boolean }> {
  return unitOfWork(deps.db, async (trx) => {
    const now = nowInstant(deps.clock);
    const result = await revokeDoorCredential(trx, deps.clock, credentialId);
    if (!result) throw new AppError('not_found', 'doorCredentialUnknown');
    if (result.revoked)
      await recordAudit(
        trx,
        {
          actor,
          action: 'door.revoke',
          entity: 'door_credential',
          entityId: credentialId,
          before: { revoked: false },
          after: { revoked: true, kind: result.kind, customer: result.customerId },
        },
        now,
      );
    return { revoked: result.revoked };
  });
}
