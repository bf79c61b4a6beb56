import type { z } from 'zod';
import type { staffChangePasswordBodySchema, staffLoginBodySchema } from '@clubportal/contract/staff';
import { recordAudit } from '../../db/audit-log.js';
import { unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { staffSessionsChanged } from '../../lib/desk-changes.js';
import { minutesFromNow, nowInstant } from '../../lib/clock.js';
import {
  ACCOUNT_FAILURE_CEILING,
  burnVerifyTime,
  clearLoginFailures,
  countRecentLoginFailures,
  hashPassword,
  LOGIN_FAILURE_WINDOW_MINUTES,
  MAX_LOGIN_FAILURES,
  recordLoginFailure,
  verifyPassword,
} from '../accounts/index.js';
import type { StaffPrincipal } from './permissions.js';
import { findStaffByEmail, findStaffById, lockStaff, updateStaff } from './staff-accounts.repository.js';
import { staffActor, totpBox, type StaffDeps } from './staff-deps.js';
import { openStaffSession } from './staff-session.service.js';
import { deleteStaffSession, setSessionVersion } from './staff-sessions.repository.js';
import { hashRecoveryCode, looksLikeTotp, totpStep } from './two-factor.js';

/** A refused sign-in; `twoFactorRequired`: the password was right and the account asks for its code. */
export class StaffLoginFailure extends AppError {
  constructor(
    code: 'bad_request' | 'unauthorized' | 'forbidden' | 'too_many_requests',
    key: 'staffInvalidCredentials' | 'staffTwoFactorRequired' | 'staffTwoFactorWrong' | 'staffTooManyFailures' | 'staffDeactivated',
    readonly twoFactorRequired = false,
  ) {
    super(code, key, { minutes: LOGIN_FAILURE_WINDOW_MINUTES });
  }
}

/**
 * Uses a second factor in `trx` (the account's row locked): an authenticator code of a time step after the
 * last one used, or an unused recovery code, which is then struck off. False when neither.
 */
export async function useSecondFactor(trx: Tx, deps: Pick<StaffDeps, 'clock' | 'config'>, staffId: number, code: string): Promise<boolean> {
  const { clock } = deps;
  const staff = await lockStaff(trx, staffId);
  if (!staff?.totp_secret) return false;
  const now = nowInstant(clock);
  if (looksLikeTotp(code)) {
    // Sealed under another server secret (JWT_SECRET changed): no code matches; recovery codes still work.
    const secret = totpBox(deps.config).open(staff.totp_secret);
    const step = secret === null ? null : totpStep(secret, code.trim(), clock.now());
    if (step === null || (staff.totp_last_step !== null && step <= staff.totp_last_step)) return false;
    await updateStaff(trx, staff.id, { totp_last_step: step }, now);
    return true;
  }
  const hashes = JSON.parse(staff.recovery_codes ?? '[]') as string[];
  const left = hashes.filter((h) => h !== hashRecoveryCode(code));
  if (left.length === hashes.length) return false;
  await updateStaff(trx, staff.id, { recovery_codes: JSON.stringify(left) }, now);
  return true;
}

/**
 * Email, password and, once enrolled, the second factor. Throttled like the members' sign-in (the same
 * failure table and limits, its own kind), on top of the per-address route limit.
 */
export async function staffLogin(
  deps: StaffDeps,
  body: z.infer<typeof staffLoginBodySchema>,
  ip: string,
): Promise<{ token: string; principal: StaffPrincipal }> {
  const { email, password, code } = body;
  const since = minutesFromNow(deps.clock, -LOGIN_FAILURE_WINDOW_MINUTES);
  const failure = { kind: 'staff-login' as const, email, ip };
  if ((await countRecentLoginFailures(deps.db, failure, since)) >= MAX_LOGIN_FAILURES)
    throw new StaffLoginFailure('too_many_requests', 'staffTooManyFailures');
  if ((await countRecentLoginFailures(deps.db, { kind: 'staff-login', email }, since)) >= ACCOUNT_FAILURE_CEILING)
    throw new StaffLoginFailure('too_many_requests', 'staffTooManyFailures');
  const staff = await findStaffByEmail(deps.db, email);
  const passwordOk = staff?.password_hash ? await verifyPassword(staff.password_hash, password) : (await burnVerifyTime(password), false);
  if (!staff || !passwordOk) {
    await recordLoginFailure(deps.db, failure, nowInstant(deps.clock));
    throw new StaffLoginFailure('bad_request', 'staffInvalidCredentials');
  }
  if (staff.active !== 1) throw new StaffLoginFailure('forbidden', 'staffDeactivated');
  if (staff.totp_enrolled === 1 && !code) throw new StaffLoginFailure('unauthorized', 'staffTwoFactorRequired', true);
  const session = await unitOfWork(deps.db, async (trx) => {
    if (staff.totp_enrolled === 1 && !(await useSecondFactor(trx, deps, staff.id, code ?? ''))) return null;
    const opened = await openStaffSession(trx, deps.clock, staff, ip);
    await recordAudit(
      trx,
      { actor: staffActor(staff), action: 'staff.sign-in', entity: 'staff', entityId: staff.id, ip },
      nowInstant(deps.clock),
    );
    return opened;
  });
  if (!session) {
    await recordLoginFailure(deps.db, failure, nowInstant(deps.clock));
    throw new StaffLoginFailure('bad_request', 'staffTwoFactorWrong', true);
  }
  await clearLoginFailures(deps.db, 'staff-login', email);
  return session;
}

export async function staffLogout(deps: Pick<StaffDeps, 'db' | 'caches'>, staff: StaffPrincipal): Promise<void> {
  await deleteStaffSession(deps.db, staff.sessionId);
  staffSessionsChanged(deps.db, deps.caches, [staff.id]);
}

/** A new password from the current one: every other session of the account ends, this one stays. */
export async function changeStaffPassword(
  deps: StaffDeps,
  me: StaffPrincipal,
  body: z.infer<typeof staffChangePasswordBodySchema>,
  ip: string,
): Promise<void> {
  const staff = await findStaffById(deps.db, me.id);
  if (!staff?.password_hash || !(await verifyPassword(staff.password_hash, body.current)))
    throw new AppError('bad_request', 'staffWrongPassword');
  const hash = await hashPassword(body.password);
  await unitOfWork(deps.db, async (trx) => {
    const now = nowInstant(deps.clock);
    // Locked, so the version this session keeps is the one the update makes, whatever else moved it meanwhile.
    const current = (await lockStaff(trx, staff.id))!;
    await updateStaff(trx, staff.id, { password_hash: hash }, now, true);
    await setSessionVersion(trx, me.sessionId, current.session_version + 1);
    staffSessionsChanged(trx, deps.caches, [staff.id]);
    await recordAudit(trx, { actor: staffActor(me), action: 'staff.password', entity: 'staff', entityId: staff.id, ip }, now);
  });
}
