import { GROUP_CUSTOMER_SEARCH_LIMIT, type StaffGroup, type StaffGroupBody } from '@clubportal/contract/staff-groups';
import { recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Db } from '../../db/dialect.js';
import { isUniqueViolation } from '../../db/errors.js';
import { unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import {
  deleteGroup,
  deleteMember,
  findGroup,
  findGroupByName,
  findGroupMembers,
  findGroupPriceUsers,
  findCustomerMemberships,
  findGroupChoices,
  findGroups,
  findLiveCustomer,
  findPassGivenMembers,
  insertGroup,
  insertMember,
  renameGroup,
  type GroupRow,
} from './customer-groups.repository.js';
import { findStaffCustomers } from './staff-customer-lookup.js';

/**
 * The staff's customer groups (issue 32 §3). Who is in a group pays its price rules and product prices from the
 * next price asked: the grid, loadprice, the checkout and the shop read a customer's groups on every call (their
 * caches key on the group set), so a membership change needs no cache dropped, and a group is deleted only
 * while no price points at it (so no cached catalogue names it).
 */
export type GroupDeps = { db: Db; clock: Clock };

const staffGroup = (g: GroupRow): StaffGroup => ({
  id: g.id,
  name: g.name,
  members: Number(g.members ?? 0),
  priceRules: Number(g.price_rules ?? 0),
  productPrices: Number(g.product_prices ?? 0),
});

async function groupIn(db: Db | Tx, id: number): Promise<GroupRow> {
  const g = await findGroup(db, id);
  if (!g) throw new AppError('not_found', 'groupNotFound');
  return g;
}

/** A name another group holds, in any case, is refused by name; so is a write that lost the race to one. */
async function namedWrite<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', 'groupNameTaken', { name });
    throw err;
  }
}
async function refuseTakenName(trx: Tx, name: string, ownId: number | null): Promise<void> {
  const holder = await findGroupByName(trx, name);
  if (holder && holder.id !== ownId) throw new AppError('conflict', 'groupNameTaken', { name: holder.name });
}

export async function listStaffGroups(deps: Pick<GroupDeps, 'db'>) {
  return { groups: (await findGroups(deps.db)).map(staffGroup) };
}

/** A group with its members by name. */
export async function staffGroupDetail(deps: Pick<GroupDeps, 'db'>, id: number) {
  const [group, members] = await Promise.all([groupIn(deps.db, id), findGroupMembers(deps.db, id)]);
  return {
    group: staffGroup(group),
    members: members.map((c) => ({ customerId: c.id, name: `${c.name} ${c.surname}`.trim(), email: c.email ?? '' })),
  };
}

/** Customers to add to a group (or give a fee), found by name, surname or email. */
export async function groupCustomers(deps: Pick<GroupDeps, 'db'>, search: string) {
  return { customers: await findStaffCustomers(deps.db, search, GROUP_CUSTOMER_SEARCH_LIMIT) };
}

/** A new group in the caller's unit of work (audited group.create): the console's and the demo seed's one write. */
export async function writeNewGroup(trx: Tx, actor: AuditActor, name: string, now: Instant): Promise<number> {
  await refuseTakenName(trx, name, null);
  const id = await insertGroup(trx, name);
  await recordAudit(trx, { actor, action: 'group.create', entity: 'customer_group', entityId: id, after: { name } }, now);
  return id;
}

/** A new group (audited group.create). */
export async function createStaffGroup(deps: GroupDeps, actor: AuditActor, body: StaffGroupBody) {
  const id = await namedWrite(body.name, () => unitOfWork(deps.db, (trx) => writeNewGroup(trx, actor, body.name, nowInstant(deps.clock))));
  return staffGroupDetail(deps, id);
}

/** Renames a group (audited group.rename); the prices pointing at it keep pointing at it. */
export async function renameStaffGroup(deps: GroupDeps, actor: AuditActor, id: number, body: StaffGroupBody) {
  await namedWrite(body.name, () =>
    unitOfWork(deps.db, async (trx) => {
      const before = await groupIn(trx, id);
      if (before.name === body.name) return;
      await refuseTakenName(trx, body.name, id);
      await renameGroup(trx, id, body.name);
      await recordAudit(
        trx,
        {
          actor,
          action: 'group.rename',
          entity: 'customer_group',
          entityId: id,
          before: { name: before.name },
          after: { name: body.name },
        },
        nowInstant(deps.clock),
      );
    }),
  );
  return staffGroupDetail(deps, id);
}

/**
 * Deletes a group and its memberships (audited group.delete with its members' count), refused with a sentence
 * naming the booking types and products whose prices point at it: those prices would lose their meaning.
 */
export async function deleteStaffGroup(deps: GroupDeps, actor: AuditActor, id: number) {
  await unitOfWork(deps.db, async (trx) => {
    const before = await groupIn(trx, id);
    const users = await findGroupPriceUsers(trx, id);
    if (users.length) throw new AppError('conflict', 'groupInUse', { name: before.name, names: users.join(', ') });
    await deleteGroup(trx, id);
    await recordAudit(
      trx,
      {
        actor,
        action: 'group.delete',
        entity: 'customer_group',
        entityId: id,
        before: { name: before.name, members: Number(before.members ?? 0) },
      },
      nowInstant(deps.clock),
    );
  });
  return { deleted: true as const };
}

/** Adds a customer to a group in the caller's unit of work (audited group.member.add); the seed's write too. */
export async function writeGroupMember(trx: Tx, actor: AuditActor, id: number, customerId: number, now: Instant): Promise<void> {
  await groupIn(trx, id);
  const customer = await findLiveCustomer(trx, customerId);
  if (!customer) throw new AppError('not_found', 'groupCustomerNotFound', { id: customerId });
  const name = `${customer.name} ${customer.surname}`.trim();
  if (!(await insertMember(trx, id, customerId))) throw new AppError('conflict', 'groupAlreadyMember', { name });
  await recordAudit(trx, { actor, action: 'group.member.add', entity: 'customer_group', entityId: id, after: { customerId, name } }, now);
}

/** Adds a customer to a group (audited group.member.add): their next price asked is the group's. */
export async function addGroupMember(deps: GroupDeps, actor: AuditActor, id: number, customerId: number) {
  await unitOfWork(deps.db, (trx) => writeGroupMember(trx, actor, id, customerId, nowInstant(deps.clock)));
  return staffGroupDetail(deps, id);
}

/** Takes a customer out of a group (audited group.member.remove): their next price asked is without it. */
export async function removeGroupMember(deps: GroupDeps, actor: AuditActor, id: number, customerId: number) {
  await unitOfWork(deps.db, async (trx) => {
    await groupIn(trx, id);
    if (!(await deleteMember(trx, id, customerId))) throw new AppError('not_found', 'groupNotMember');
    await recordAudit(
      trx,
      { actor, action: 'group.member.remove', entity: 'customer_group', entityId: id, before: { customerId } },
      nowInstant(deps.clock),
    );
  });
  return staffGroupDetail(deps, id);
}

/** The groups a membership type may put its holders in. */
export const groupChoices = (db: Db | Tx) => findGroupChoices(db);
/** Customers holding a group membership a season pass gave (the daily sweep looks at them again). */
export const passGivenMembers = (db: Db | Tx) => findPassGivenMembers(db);

/**
 * Makes a customer's pass-given group memberships exactly `groupIds` (the groups of their running passes), in
 * the caller's unit of work: a group they lack is added as given by a pass (audited group.member.add), a
 * pass-given one no pass gives any more goes (audited group.member.remove). A membership the staff added by hand
 * is never touched, and counts as already there. Running it again changes nothing.
 */
export async function syncPassGroups(trx: Tx, actor: AuditActor, customerId: number, groupIds: number[], now: Instant): Promise<void> {
  const held = await findCustomerMemberships(trx, customerId);
  const has = new Set(held.map((m) => m.customer_group_id));
  const wanted = new Set(groupIds);
  for (const groupId of [...wanted].sort((a, b) => a - b)) {
    if (has.has(groupId)) continue;
    if (await insertMember(trx, groupId, customerId, true))
      await recordAudit(
        trx,
        { actor, action: 'group.member.add', entity: 'customer_group', entityId: groupId, after: { customerId, byPass: true } },
        now,
      );
  }
  for (const m of held) {
    if (m.by_pass !== 1 || wanted.has(m.customer_group_id)) continue;
    if (await deleteMember(trx, m.customer_group_id, customerId))
      await recordAudit(
        trx,
        {
          actor,
          action: 'group.member.remove',
          entity: 'customer_group',
          entityId: m.customer_group_id,
          before: { customerId, byPass: true },
        },
        now,
      );
  }
}
