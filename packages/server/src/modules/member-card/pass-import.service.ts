import { FEE_LAST_DUE_DAY, isFeeDueDay } from '@clubportal/contract/staff-fees';
import type { AuditActor } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import type { Tx } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import type { Instant } from '../../lib/clock.js';
import type { MessageKey, MessageParams } from '../../lib/messages.js';
import { getLanguageChoiceCached } from '../settings/index.js';
import { clubToday, writePass } from './memberships.service.js';
import { findHeldPass, findMembershipTypes } from './memberships.repository.js';

/**
 * Passes given from a club's CSV of customers (issue 32 §7): a row's membership is the club's membership type by
 * name (case aside; never a new one, so a name mistyped is the row's issue), given as staff give it at the desk
 * (`writePass`: audited `pass.give`, charged through its periodic fee as the editor does). A customer already
 * holding a running pass of that type keeps it: the same file imported again gives nothing twice.
 */
export type PassImportPlan =
  | { action: 'give'; typeId: number; startsOn: string | undefined }
  | { action: 'held' }
  | { action: 'refuse'; reason: MessageKey; params?: MessageParams };

/** What each asked pass would do: `customerId` null for a customer the import creates (holding nothing yet). */
export async function planPassImport(
  db: Executor,
  now: Instant,
  asked: ReadonlyArray<{ customerId: number | null; membership: string; startsOn: string }>,
): Promise<PassImportPlan[]> {
  const today = await clubToday(db, now);
  const types = new Map((await findMembershipTypes(db, today)).map((t) => [t.name.toLocaleLowerCase(), t]));
  const plans: PassImportPlan[] = [];
  for (const a of asked) {
    const type = types.get(a.membership.toLocaleLowerCase());
    if (!type || type.archived === 1) {
      plans.push({ action: 'refuse', reason: 'importUnknownMembership', params: { name: a.membership } });
      continue;
    }
    const periodic = type.period_months !== null;
    if (!periodic && (type.valid_to as string) < today) {
      plans.push({ action: 'refuse', reason: 'membershipOver', params: { name: type.name } });
      continue;
    }
    const startsOn = periodic ? a.startsOn || undefined : undefined;
    // The editor's rule: a periodic pass starts on a due day, today when none is given.
    if (periodic && !isFeeDueDay(startsOn ?? today)) {
      plans.push({ action: 'refuse', reason: 'feeDueDay', params: { day: FEE_LAST_DUE_DAY } });
      continue;
    }
    const held = a.customerId !== null && (await findHeldPass(db, a.customerId, type.id, today));
    plans.push(held ? { action: 'held' } : { action: 'give', typeId: type.id, startsOn });
  }
  return plans;
}

/** Gives the planned passes in the caller's unit of work, each as the console's "give a pass", with `reason`. */
export async function applyPassImport(
  trx: Tx,
  deps: { caches: AppCaches },
  actor: AuditActor,
  gives: ReadonlyArray<{ customerId: number; typeId: number; startsOn: string | undefined }>,
  reason: string,
  now: Instant,
): Promise<void> {
  if (!gives.length) return;
  const ctx = { caches: deps.caches, languages: await getLanguageChoiceCached({ db: trx, caches: deps.caches }) };
  for (const g of gives)
    await writePass(trx, ctx, actor, g.typeId, { customerId: g.customerId, reason, ...(g.startsOn ? { startsOn: g.startsOn } : {}) }, now);
}
