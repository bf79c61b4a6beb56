import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { knownLanguage } from '@clubportal/contract/languages';
import { STAFF_SETUP_HOURS, type staffSetupBodySchema } from '@clubportal/contract/staff';
import { recordAudit } from '../../db/audit-log.js';
import { isUniqueViolation } from '../../db/errors.js';
import { afterCommit, unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { minutesFromNow, nowInstant } from '../../lib/clock.js';
import { hashToken } from '../../lib/one-time-token.js';
import { hashPassword } from '../accounts/index.js';
import type { StaffPrincipal } from './permissions.js';
import { findStaffByEmail, findStaffById, insertStaff, ownerExists, updateStaff } from './staff-accounts.repository.js';
import { staffLink, type StaffDeps } from './staff-deps.js';
import { issueStaffLink } from './staff-links.service.js';
import { openStaffSession } from './staff-session.service.js';
import {
  closeLapsedSetupTokens,
  consumeStaffToken,
  expireStaffTokens,
  findLiveSetupToken,
  findLiveStaffToken,
  insertStaffToken,
} from './staff-tokens.repository.js';

/** Where the setup link is kept between restarts (DATA_DIR, mode 0600, like the generated JWT secret). */
export const SETUP_LINK_FILE = 'staff-setup-link';
const FIRST_RUN = 'first-run';

type Log = { warn: (msg: string) => void };
const linkFile = (deps: Pick<StaffDeps, 'config'>) => path.join(deps.config.dataDir, SETUP_LINK_FILE);
const removeLinkFile = (deps: Pick<StaffDeps, 'config'>) => rmSync(linkFile(deps), { force: true });

/**
 * At start: a club with no active owner gets one setup link, logged once at `warn`. The token has 256 random
 * bits, only its SHA-256 is stored, and it expires in STAFF_SETUP_HOURS. A restart while it is valid logs the
 * same link from DATA_DIR (no second token); if that file is gone, it says when the link was issued and how to
 * get another (`npm run staff:owner`). An owner's pending invitation (the CLI) counts as an owner.
 */
export async function announceSetupLink(deps: StaffDeps, log: Log): Promise<void> {
  if (await ownerExists(deps.db, false)) return;
  const now = nowInstant(deps.clock);
  const live = await findLiveSetupToken(deps.db, now);
  if (live) {
    const saved = existsSync(linkFile(deps)) ? readFileSync(linkFile(deps), 'utf8').trim() : '';
    const token = saved.split('#')[1] ?? '';
    if (token && hashToken(token) === live.token_hash) {
      log.warn(`Staff console first run: open ${saved} to create the club's owner (valid until ${live.expires_at})`);
    } else {
      log.warn(
        `Staff console first run: a setup link was issued at ${live.created_at} (valid until ${live.expires_at}) but ${linkFile(deps)} is gone; ` +
          '`npm run staff:owner -- --email you@club.example` makes an owner invitation instead',
      );
    }
    return;
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = minutesFromNow(deps.clock, STAFF_SETUP_HOURS * 60);
  try {
    await unitOfWork(deps.db, async (trx) => {
      await closeLapsedSetupTokens(trx, now);
      // The database keeps one open setup link: of two instances starting at once, the second's insert fails.
      await insertStaffToken(trx, { purpose: 'setup', staffId: null, tokenHash: hashToken(token), expiresAt }, now);
      await recordAudit(
        trx,
        { actor: { kind: 'system', job: FIRST_RUN }, action: 'staff.setup-link', entity: 'staff', entityId: 'owner', after: { expiresAt } },
        now,
      );
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    log.warn(
      'Staff console first run: another instance of the server issued the setup link at the same moment; its log has it, ' +
        'or `npm run staff:owner -- --email you@club.example` makes an owner invitation',
    );
    return;
  }
  const link = staffLink(deps.config.publicUrl, 'setup', token);
  writeFileSync(linkFile(deps), `${link}\n`, { mode: 0o600 });
  log.warn(`Staff console first run: open ${link} to create the club's owner (valid until ${expiresAt})`);
}

/** Whether a setup link can still be used (the page asks before showing its form). */
export async function checkSetupToken(deps: Pick<StaffDeps, 'db' | 'clock'>, token: string): Promise<void> {
  if (await ownerExists(deps.db, false)) throw new AppError('conflict', 'staffOwnerExists');
  if (!(await findLiveStaffToken(deps.db, 'setup', hashToken(token), nowInstant(deps.clock))))
    throw new AppError('gone', 'staffSetupLinkInvalid');
}

/**
 * Claims the owner with the setup link, in one unit of work: the link is used by a conditional update (of
 * concurrent claims exactly one gets it), and the owner is created only if the club still has none.
 */
export async function claimOwner(
  deps: StaffDeps,
  body: z.infer<typeof staffSetupBodySchema>,
  ip: string,
): Promise<{ token: string; principal: StaffPrincipal }> {
  const hash = await hashPassword(body.password);
  try {
    return await unitOfWork(deps.db, async (trx) => {
      const now = nowInstant(deps.clock);
      if (!(await consumeStaffToken(trx, 'setup', hashToken(body.token), now))) throw new AppError('gone', 'staffSetupLinkInvalid');
      if (await ownerExists(trx, false)) throw new AppError('conflict', 'staffOwnerExists');
      const id = await insertStaff(
        trx,
        { name: body.name, email: body.email, passwordHash: hash, role: 'owner', customRoleId: null, language: body.language },
        now,
      );
      const staff = (await findStaffById(trx, id))!;
      const after = { name: body.name, email: body.email, role: 'owner', language: body.language };
      await recordAudit(
        trx,
        { actor: { kind: 'staff', id, name: body.name }, action: 'staff.setup', entity: 'staff', entityId: id, after, ip },
        now,
      );
      afterCommit(trx, () => removeLinkFile(deps));
      return openStaffSession(trx, deps.clock, staff, ip);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', 'staffEmailTaken');
    throw err;
  }
}

export type OwnerInvitation = { kind: 'invited'; link: string; email: string } | { kind: 'exists'; email: string };

/**
 * `npm run staff:owner -- --email x`: an invitation link for the owner, for installs without a browser on
 * the log. Never a second owner: a club with an owner who has signed up gets `exists`; a pending owner's
 * invitation is issued again (to the new address if another is given). Any setup link stops working.
 */
export async function inviteOwner(deps: StaffDeps, input: { email: string; name?: string | undefined; language?: string | undefined }) {
  const job = 'staff:owner';
  const email = input.email.toLowerCase();
  const result = await unitOfWork(deps.db, async (trx): Promise<OwnerInvitation> => {
    const now = nowInstant(deps.clock);
    const owners = await trx
      .selectFrom('staff_accounts')
      .select(['id', 'email', 'password_hash'])
      .where('role', '=', 'owner')
      .where('active', '=', 1)
      .orderBy('id')
      .execute();
    const claimed = owners.find((o) => o.password_hash !== null);
    if (claimed) return { kind: 'exists', email: claimed.email };
    const pending = owners[0];
    let id: number;
    if (pending) {
      id = pending.id;
      if (pending.email !== email) await updateStaff(trx, id, { email }, now);
    } else {
      if (await findStaffByEmail(trx, email)) throw new AppError('conflict', 'staffEmailTaken');
      const name = input.name ?? email.split('@')[0] ?? email;
      id = await insertStaff(
        trx,
        {
          name,
          email,
          passwordHash: null,
          role: 'owner',
          customRoleId: null,
          language: knownLanguage(input.language),
        },
        now,
      );
    }
    await expireStaffTokens(trx, 'setup', null, now);
    const staff = (await findStaffById(trx, id))!;
    const link = await issueStaffLink(trx, deps, staff, 'invitation', null);
    await recordAudit(
      trx,
      { actor: { kind: 'system', job }, action: 'staff.invite', entity: 'staff', entityId: id, after: { email, role: 'owner' } },
      now,
    );
    return { kind: 'invited', link, email };
  });
  if (result.kind === 'invited') removeLinkFile(deps);
  return result;
}
