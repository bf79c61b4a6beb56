import { randomBytes } from 'node:crypto';
import { STAFF_IDLE_MINUTES, STAFF_SESSION_HOURS } from '@clubportal/contract/staff';
import type { Executor } from '../../db/dialect.js';
import { AppError } from '../../lib/app-error.js';
import { minutesFromNow, nowInstant, type Clock } from '../../lib/clock.js';
import type { DbDeps } from '../../lib/route-types.js';
import { hashToken } from '../../lib/one-time-token.js';
import { principalOf, type StaffPrincipal } from './permissions.js';
import { findStaffById, type StaffWithRole } from './staff-accounts.repository.js';
import {
  deleteStaffSession,
  deleteStaleStaffSessions,
  findStaffSession,
  insertStaffSession,
  touchStaffSession,
} from './staff-sessions.repository.js';

/** A session's last-seen time is written at most this often (not on every call). */
const TOUCH_EVERY_MS = 60_000;

/** Opens a session for `staff` in the caller's unit of work; the token goes only into the cookie. */
export async function openStaffSession(
  trx: Executor,
  clock: Clock,
  staff: StaffWithRole,
  ip: string,
): Promise<{ token: string; principal: StaffPrincipal }> {
  const token = randomBytes(32).toString('base64url');
  const id = await insertStaffSession(
    trx,
    { tokenHash: hashToken(token), staffId: staff.id, sessionVersion: staff.session_version, ip },
    nowInstant(clock),
  );
  return { token, principal: principalOf(staff, { id, session_version: staff.session_version }) };
}

/**
 * The staff member a session token stands for, or a 401 saying why not: no session, ended (password or role
 * changed, deactivated: the account's session version moved on), idle past STAFF_IDLE_MINUTES, or older than
 * STAFF_SESSION_HOURS. A dead session's row is removed.
 */
export async function resolveStaffSession(deps: DbDeps, token: string | undefined): Promise<StaffPrincipal> {
  const { principal, idleMs, sessionId } = await standingSession(deps, token);
  if (idleMs > TOUCH_EVERY_MS) await touchStaffSession(deps.db, sessionId, nowInstant(deps.clock));
  return principal;
}

/**
 * The session a token stands for, read without counting as activity (a long-lived stream asks it as it goes), and
 * the instant (ms) it would end by itself: idle past STAFF_IDLE_MINUTES since it was last used, or STAFF_SESSION_HOURS
 * old. A 401 as {@link resolveStaffSession} when it no longer stands.
 */
export async function standingSession(
  deps: DbDeps,
  token: string | undefined,
): Promise<{ principal: StaffPrincipal; idleMs: number; sessionId: number; endsAt: number }> {
  if (!token) throw new AppError('unauthorized', 'staffSignInFirst');
  const session = await findStaffSession(deps.db, hashToken(token));
  if (!session) throw new AppError('unauthorized', 'staffSignInFirst');
  const now = deps.clock.now().getTime();
  const staff = await findStaffById(deps.db, session.staff_id);
  const end = async (key: 'staffSessionEnded' | 'staffSessionIdle') => {
    await deleteStaffSession(deps.db, session.id);
    return new AppError('unauthorized', key, { minutes: STAFF_IDLE_MINUTES });
  };
  if (!staff || staff.active !== 1 || staff.session_version !== session.session_version) throw await end('staffSessionEnded');
  const hardEnd = Date.parse(session.created_at) + STAFF_SESSION_HOURS * 3_600_000;
  if (now > hardEnd) throw await end('staffSessionEnded');
  const idleMs = now - Date.parse(session.last_seen_at);
  if (idleMs > STAFF_IDLE_MINUTES * 60_000) throw await end('staffSessionIdle');
  const endsAt = Math.min(hardEnd, Date.parse(session.last_seen_at) + STAFF_IDLE_MINUTES * 60_000);
  return { principal: principalOf(staff, session), idleMs, sessionId: session.id, endsAt };
}

/** Removes the sessions that can no longer be used (hourly). */
export function purgeStaleStaffSessions(deps: DbDeps): Promise<void> {
  return deleteStaleStaffSessions(
    deps.db,
    minutesFromNow(deps.clock, -STAFF_IDLE_MINUTES),
    minutesFromNow(deps.clock, -STAFF_SESSION_HOURS * 60),
  );
}
