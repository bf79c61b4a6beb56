import type { z } from 'zod';
import type { Language } from '@clubportal/contract/languages';
import { STAFF_INVITATION_HOURS, STAFF_RESET_HOURS, type staffAcceptInvitationBodySchema } from '@clubportal/contract/staff';
import { recordAudit } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { staffSessionsChanged } from '../../lib/desk-changes.js';
import { minutesFromNow, nowInstant } from '../../lib/clock.js';
import { hashToken, newOneTimeToken } from '../../lib/one-time-token.js';
import { hashPassword } from '../accounts/index.js';
import { languageOf, type StaffPrincipal } from './permissions.js';
import { findStaffByEmail, findStaffById, updateStaff, type StaffWithRole } from './staff-accounts.repository.js';
import { clubNameOf, staffLink, type StaffDeps } from './staff-deps.js';
import { staffLinkMail } from './staff-mails.js';
import { openStaffSession } from './staff-session.service.js';
import { consumeStaffToken, expireStaffTokens, findLiveStaffToken, insertStaffToken } from './staff-tokens.repository.js';

/**
 * A fresh invitation or reset link for `staff` in `executor`'s unit of work (older ones of the purpose stop
 * working); `mail` queues it in the outbox in the staff member's language, else the link is only returned
 * (the CLI prints it).
 */
export async function issueStaffLink(
  executor: Executor,
  deps: StaffDeps,
  staff: Pick<StaffWithRole, 'id' | 'email' | 'name' | 'language'>,
  purpose: 'invitation' | 'reset',
  mail: { clubName: string } | null,
): Promise<string> {
  const now = nowInstant(deps.clock);
  await expireStaffTokens(executor, purpose, staff.id, now);
  const { token, hash } = newOneTimeToken();
  const hours = purpose === 'invitation' ? STAFF_INVITATION_HOURS : STAFF_RESET_HOURS;
  await insertStaffToken(executor, { purpose, staffId: staff.id, tokenHash: hash, expiresAt: minutesFromNow(deps.clock, hours * 60) }, now);
  const link = staffLink(deps.config.publicUrl, purpose === 'invitation' ? 'invitation' : 'reset-password', token);
  if (mail) await deps.outbox.enqueue(executor, staffLinkMail(purpose, { ...staff, language: languageOf(staff) }, mail.clubName, link));
  return link;
}

/** Who an invitation link is for (and the language they were invited in), so the page can greet them; a used or expired link is refused. */
export async function invitationInfo(deps: StaffDeps, token: string): Promise<{ name: string; email: string; language: Language }> {
  const live = await findLiveStaffToken(deps.db, 'invitation', hashToken(token), nowInstant(deps.clock));
  const staff = live?.staff_id ? await findStaffById(deps.db, live.staff_id) : undefined;
  if (!staff || staff.active !== 1) throw new AppError('gone', 'staffLinkInvalid');
  return { name: staff.name, email: staff.email, language: languageOf(staff) };
}

/** Accepting an invitation sets the password (and language) and signs the new staff member in. */
export async function acceptInvitation(
  deps: StaffDeps,
  body: z.infer<typeof staffAcceptInvitationBodySchema>,
  ip: string,
): Promise<{ token: string; principal: StaffPrincipal }> {
  const hash = await hashPassword(body.password);
  return unitOfWork(deps.db, async (trx) => {
    const now = nowInstant(deps.clock);
    const used = await consumeStaffToken(trx, 'invitation', hashToken(body.token), now);
    const before = used?.staff_id ? await findStaffById(trx, used.staff_id) : undefined;
    if (!before || before.active !== 1) throw new AppError('gone', 'staffLinkInvalid');
    await updateStaff(trx, before.id, { password_hash: hash, ...(body.language ? { language: body.language } : {}) }, now, true);
    const staff = (await findStaffById(trx, before.id))!;
    await recordAudit(
      trx,
      {
        actor: { kind: 'staff', id: staff.id, name: staff.name },
        action: 'staff.invitation.accept',
        entity: 'staff',
        entityId: staff.id,
        ip,
      },
      now,
    );
    return openStaffSession(trx, deps.clock, staff, ip);
  });
}

/** Mails a reset link to an active staff member; says nothing about whether the address has an account. */
export async function requestStaffPasswordReset(deps: StaffDeps, email: string): Promise<void> {
  const staff = await findStaffByEmail(deps.db, email);
  if (!staff || staff.active !== 1 || !staff.password_hash) return;
  const clubName = await clubNameOf(deps);
  await unitOfWork(deps.db, (trx) => issueStaffLink(trx, deps, staff, 'reset', { clubName }));
}

/** Whether a reset link can still be used, so its page asks for a new password only when it can. */
export async function checkResetToken(deps: StaffDeps, token: string): Promise<void> {
  const live = await findLiveStaffToken(deps.db, 'reset', hashToken(token), nowInstant(deps.clock));
  const staff = live?.staff_id ? await findStaffById(deps.db, live.staff_id) : undefined;
  if (!staff || staff.active !== 1) throw new AppError('gone', 'staffLinkInvalid');
}

/** A new password from a reset link: every session of the account ends (the next sign-in asks the second factor). */
export async function resetStaffPassword(deps: StaffDeps, body: { token: string; password: string }, ip: string): Promise<void> {
  const hash = await hashPassword(body.password);
  await unitOfWork(deps.db, async (trx) => {
    const now = nowInstant(deps.clock);
    const used = await consumeStaffToken(trx, 'reset', hashToken(body.token), now);
    const staff = used?.staff_id ? await findStaffById(trx, used.staff_id) : undefined;
    if (!staff || staff.active !== 1) throw new AppError('gone', 'staffLinkInvalid');
    await updateStaff(trx, staff.id, { password_hash: hash }, now, true);
    staffSessionsChanged(trx, deps.caches, [staff.id]);
    await recordAudit(
      trx,
      { actor: { kind: 'staff', id: staff.id, name: staff.name }, action: 'staff.password.reset', entity: 'staff', entityId: staff.id, ip },
      now,
    );
  });
}
