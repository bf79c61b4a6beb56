import { instantToLocal } from '@clubportal/contract/club-time';
import type { CustomerMergePreview, CustomerMergeResponse } from '@clubportal/contract/staff-customer-merge';
import { recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import { lockRow, unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Instant } from '../../lib/clock.js';
import { applyMergedIdentity, retireMergedCustomer } from '../accounts/index.js';
import type { MailDeps } from '../comms/index.js';
import { revokeDoorCredentials } from '../door/index.js';
import { writePassEnd } from '../member-card/index.js';
import { cancelUnpaidSale } from '../sales/index.js';
import { getMainSettings } from '../settings/index.js';
import type { CustomerFilesDeps } from './customer-files.service.js';
import { findCustomerFull, findDependants } from './customer-files.repository.js';
import { planMerge, type CustomerFull, type MergeActions } from './customer-merge-plan.js';
import { MOVED_REFERENCES } from './customer-merge.references.js';
import * as writes from './customer-merge.repository.js';
import { queueMergeMails } from './customer-merge-mail.js';

export type CustomerMergeDeps = CustomerFilesDeps & MailDeps & { publicUrl: string };

const fullName = (c: { name: string; surname: string }) => `${c.name} ${c.surname}`.trim();

/**
 * Both records, refused with the staff member's sentence when they cannot be merged: one record twice; one missing;
 * one already merged or erased; the desk's guest customer (it stands for walk-ins, not a person); an account holder
 * and their own dependant (two people). Answers their account holders too.
 */
async function mergeable(db: Executor, keptId: number, mergedId: number) {
  if (keptId === mergedId) throw new AppError('bad_request', 'customerMergeSelf');
  const [kept, merged] = await Promise.all([findCustomerFull(db, keptId), findCustomerFull(db, mergedId)]);
  for (const [c, id] of [
    [kept, keptId],
    [merged, mergedId],
  ] as const) {
    if (!c) throw new AppError('not_found', 'customerFileNotFound', { id });
    if (c.merged_into_id !== null) throw new AppError('conflict', 'customerMergeMerged', { id, into: c.merged_into_id });
    if (c.deleted_at !== null) throw new AppError('conflict', 'customerMergeErased', { id });
    if (c.desk_guest === 1) throw new AppError('conflict', 'customerMergeDeskGuest');
  }
  const k = kept as CustomerFull;
  const m = merged as CustomerFull;
  const family = k.parent_id === m.id ? { holder: m, dependant: k } : m.parent_id === k.id ? { holder: k, dependant: m } : null;
  if (family)
    throw new AppError('conflict', 'customerMergeFamily', { holder: fullName(family.holder), dependant: fullName(family.dependant) });
  // A dependant holds no dependants of their own: the merged record's would hang two levels down.
  if (k.parent_id !== null && (await findDependants(db, m.id)).length > 0)
    throw new AppError('conflict', 'customerMergeNestedFamily', { kept: k.id, merged: m.id });
  const holderOf = async (c: CustomerFull) => (c.parent_id === null ? null : ((await findCustomerFull(db, c.parent_id)) ?? null));
  const [keptHolder, mergedHolder] = await Promise.all([holderOf(k), holderOf(m)]);
  return { kept: k, merged: m, keptHolder, mergedHolder };
}

async function clubDay(db: Executor, now: Instant): Promise<string> {
  return instantToLocal(now, (await getMainSettings(db)).timeZone).date;
}

/** What merging customer `mergedId` into `keptId` would do (issue 33 §4): read only, the plan the merge applies. */
export async function previewMerge(deps: CustomerFilesDeps, keptId: number, mergedId: number): Promise<CustomerMergePreview> {
  const now = nowInstant(deps.clock);
  const sides = await mergeable(deps.db, keptId, mergedId);
  return (await planMerge(deps.db, sides.kept, sides.merged, { ...sides, today: await clubDay(deps.db, now), now })).preview;
}

/** The duplicates the plan resolves before the rows move, each by its stated rule. */
async function resolveDuplicates(
  trx: Parameters<typeof writePassEnd>[0],
  deps: CustomerMergeDeps,
  actor: AuditActor,
  ids: { kept: number; merged: number },
  actions: MergeActions,
  now: Instant,
) {
  await writes.freePlaces(trx, actions.freePlaces, now);
  await writes.cancelSignups(trx, actions.cancelSignups, now);
  for (const saleId of actions.cancelSales) await cancelUnpaidSale(trx, saleId);
  await writes.leaveLines(trx, actions.leaveLines, now);
  for (const passId of actions.endPasses) await writePassEnd(trx, actor, passId, `Merged into customer #${ids.kept}`, now);
  await writes.resolveGroups(trx, ids.kept, ids.merged, actions.staffAddedGroups);
  await writes.dropDuplicates(trx, 'customer_custom_values', 'custom_field_id', ids.kept, ids.merged);
  await writes.dropDuplicates(trx, 'customer_form_answers', 'parent_name', ids.kept, ids.merged);
  await writes.dropDuplicates(trx, 'customer_prices', 'product_id', ids.kept, ids.merged);
  await writes.dropDuplicates(trx, 'team_members', 'team_id', ids.kept, ids.merged);
  await writes.dropDuplicates(trx, 'training_absences', 'training_id', ids.kept, ids.merged);
  await writes.dropDuplicates(trx, 'customer_level_links', 'provider', ids.kept, ids.merged);
  await writes.resolveAttendance(trx, ids.kept, ids.merged, now);
  if (actions.dropLevelOf !== null) await writes.dropLevel(trx, actions.dropLevelOf);
  await writes.revokeFeeds(trx, ids.merged, now);
  await writes.deleteSignInLinks(trx, ids.merged);
  await revokeDoorCredentials(trx, deps.clock, { customerId: ids.merged });
}

/**
 * Merges customer `mergedId` into `keptId` (issue 33 §4) in one unit of work holding both customers' rows
 * (ascending ids, so two desks merging the same pair either way queue rather than deadlock): the plan the preview
 * showed is made again under the locks and applied; the duplicates are resolved by their rules, the merged record
 * retired (sessions ended, out of sign-in and search, pointing at the kept one), the kept one completed, every row
 * naming the merged customer moved (`CUSTOMER_REFERENCES`), audited `customer.merge` with both ids, and the person
 * told by mail. A second submit of the same merge finds it done and answers the same, changing nothing.
 */
export async function mergeCustomers(
  deps: CustomerMergeDeps,
  actor: AuditActor,
  keptId: number,
  mergedId: number,
): Promise<CustomerMergeResponse> {
  return unitOfWork(deps.db, async (trx) => {
    for (const id of [keptId, mergedId].sort((a, b) => a - b)) await lockRow(trx, 'customers', id);
    const done = await findCustomerFull(trx, mergedId);
    if (done?.merged_into_id === keptId && keptId !== mergedId) return { ok: true as const, keptId, mergedId };
    const sides = await mergeable(trx, keptId, mergedId);
    const now = nowInstant(deps.clock);
    const { preview, actions } = await planMerge(trx, sides.kept, sides.merged, { ...sides, today: await clubDay(trx, now), now });
    const ids = { kept: keptId, merged: mergedId };
    await resolveDuplicates(trx, deps, actor, ids, actions, now);
    await retireMergedCustomer(trx, ids, actions.identity.changes.external_id !== undefined, now);
    await applyMergedIdentity(trx, keptId, actions.identity.changes, now);
    const moved: Record<string, number> = {};
    for (const ref of MOVED_REFERENCES) {
      const n = await writes.moveReference(trx, ref, mergedId, keptId);
      if (n > 0) moved[`${ref.table}.${ref.column}`] = n;
    }
    const { password_hash: password, ...taken } = actions.identity.changes;
    await recordAudit(
      trx,
      {
        actor,
        action: 'customer.merge',
        entity: 'customer',
        entityId: keptId,
        before: { keptId, mergedId, kept: preview.kept, merged: preview.merged, money: preview.money },
        after: {
          keptId,
          mergedId,
          login: preview.login,
          taken: { ...taken, ...(password ? { password: 'taken' } : {}) },
          identity: preview.identity.filter((r) => r.rule !== 'same'),
          conflicts: preview.conflicts,
          moved,
        },
      },
      now,
    );
    await queueMergeMails(trx, deps, { id: keptId }, { id: mergedId }, actions.oldAddress);
    return { ok: true as const, keptId, mergedId };
  });
}
