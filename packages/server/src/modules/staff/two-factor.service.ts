import { recordAudit } from '../../db/audit-log.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { staffSessionsChanged } from '../../lib/desk-changes.js';
import { nowInstant } from '../../lib/clock.js';
import type { StaffPrincipal } from './permissions.js';
import { findStaffById, lockStaff, updateStaff } from './staff-accounts.repository.js';
import { clubNameOf, staffActor, totpBox, type StaffDeps } from './staff-deps.js';
import { newRecoveryCodes, newTotpSecret, totpStep } from './two-factor.js';

/**
 * Starts (or restarts) enrolment: a new secret, kept unconfirmed until a code from the app proves it was
 * scanned. Refused once enrolled (the CLI's --reset-2fa clears it for a locked-out owner).
 */
export async function startTwoFactor(deps: StaffDeps, me: StaffPrincipal): Promise<{ secret: string; uri: string }> {
  const issuer = await clubNameOf(deps);
  return unitOfWork(deps.db, async (trx) => {
    const staff = await lockStaff(trx, me.id);
    if (!staff) throw new AppError('not_found', 'staffNotFound');
    if (staff.totp_enrolled === 1) throw new AppError('conflict', 'staffTwoFactorAlreadyEnrolled');
    const enrolment = newTotpSecret(issuer, staff.email);
    await updateStaff(
      trx,
      staff.id,
      { totp_secret: totpBox(deps.config).seal(enrolment.secret), totp_last_step: null },
      nowInstant(deps.clock),
    );
    return enrolment;
  });
}

/** Confirms enrolment with a code from the app; answers the recovery codes, shown this once (stored hashed). */
export async function confirmTwoFactor(deps: StaffDeps, me: StaffPrincipal, code: string, ip: string): Promise<string[]> {
  return unitOfWork(deps.db, async (trx) => {
    const staff = await lockStaff(trx, me.id);
    if (!staff) throw new AppError('not_found', 'staffNotFound');
    if (staff.totp_enrolled === 1) throw new AppError('conflict', 'staffTwoFactorAlreadyEnrolled');
    const secret = staff.totp_secret === null ? null : totpBox(deps.config).open(staff.totp_secret);
    if (secret === null) throw new AppError('bad_request', 'staffTwoFactorNotStarted');
    const step = totpStep(secret, code, deps.clock.now());
    if (step === null) throw new AppError('bad_request', 'staffTwoFactorWrong');
    const { codes, hashes } = newRecoveryCodes();
    const now = nowInstant(deps.clock);
    await updateStaff(trx, staff.id, { totp_enrolled: 1, totp_last_step: step, recovery_codes: JSON.stringify(hashes) }, now);
    await recordAudit(
      trx,
      {
        actor: staffActor(me),
        action: 'staff.two-factor.enrol',
        entity: 'staff',
        entityId: staff.id,
        before: { twoFactor: false },
        after: { twoFactor: true },
        ip,
      },
      now,
    );
    return codes;
  });
}

/**
 * The CLI's way back in for a locked-out owner: two-factor cleared, every session ended; enrolment is due again. Once
 * committed, the account's open desk streams end at once on every instance (`caches`: the CLI's bus, which publishes
 * on the deployment's shared channel), as a sign-out's do.
 */
export async function resetTwoFactor(deps: Pick<StaffDeps, 'db' | 'clock' | 'caches'>, staffId: number, job: string): Promise<boolean> {
  return unitOfWork(deps.db, async (trx) => {
    const staff = await findStaffById(trx, staffId);
    if (!staff) return false;
    const now = nowInstant(deps.clock);
    await updateStaff(trx, staff.id, { totp_enrolled: 0, totp_secret: null, totp_last_step: null, recovery_codes: null }, now, true);
    staffSessionsChanged(trx, deps.caches, [staff.id]);
    await recordAudit(
      trx,
      {
        actor: { kind: 'system', job },
        action: 'staff.two-factor.reset',
        entity: 'staff',
        entityId: staff.id,
        before: { twoFactor: staff.totp_enrolled === 1 },
        after: { twoFactor: false },
      },
      now,
    );
    return true;
  });
}
