import { CustomerStatus } from '@clubportal/contract/enums';
import type { Language } from '@clubportal/contract/languages';
import { splitGroupNames, type CustomerImportField, type CustomerImportRow } from '@clubportal/contract/staff-imports';
import { changedFields, recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import type { Tx } from '../../db/unit-of-work.js';
import type { Instant } from '../../lib/clock.js';
import { findGroups, findGroupsOfCustomers } from './customer-groups.repository.js';
import { writeGroupMember } from './customer-groups.service.js';
import { findImportMatches, findMergedImportMatches, insertCustomer, updateCustomer, type ImportMatch } from './customers.repository.js';

/**
 * Customers written from a club's CSV file (issue 32 §7): the rule of who a row is and what changes. A row is the
 * customer with its external id, else the one with its email; an empty cell keeps what the customer has (a file
 * never erases what a member typed since). A new customer is active without a password: "forgot your password"
 * mails them the link that sets one (and proves the address). Consents are never imported: a member ticks the
 * newsletter themselves. A row's groups are the club's groups by name: the import adds the customer to those they
 * are not in yet (never takes them out of one, as an empty cell keeps what they have) and never makes a group, so
 * a name mistyped is the row's issue rather than a new group.
 */

/** What a row would do (with the groups it adds the customer to), or why it cannot: a field at fault and a message key. */
export type CustomerImportPlan =
  | { action: 'create'; row: CustomerImportRow; addGroups: number[] }
  | {
      action: 'update' | 'unchanged';
      row: CustomerImportRow;
      customer: ImportMatch;
      changes: Partial<Record<keyof ImportMatch, string>>;
      addGroups: number[];
    }
  | {
      action: 'refuse';
      field: CustomerImportField;
      reason: 'emailTakenByOther' | 'externalIdDiffers' | 'unknownGroup';
      params?: Record<string, string>;
    };

/** The customer columns each field writes (groups are memberships, not a column). */
const COLUMN_OF = {
  externalId: 'external_id',
  email: 'email',
  name: 'name',
  surname: 'surname',
  phone: 'phone',
  birthDate: 'birth_date',
  addressLine1: 'address_line1',
  postalCode: 'postal_code',
  city: 'city',
  country: 'country',
  language: 'language',
} as const satisfies Record<Exclude<CustomerImportField, 'groups' | 'membership' | 'membershipStart'>, keyof ImportMatch>;

const LOOKUP_CHUNK = 500;

/**
 * Plans every row against the customers as they stand (read in chunks: a 50,000-row file is a hundred queries,
 * not a hundred thousand). Rows must already be valid and free of duplicates within the file.
 */
export async function planCustomerImport(db: Executor, rows: readonly CustomerImportRow[]): Promise<CustomerImportPlan[]> {
  const byExternal = new Map<string, ImportMatch>();
  const byEmail = new Map<string, ImportMatch>();
  const externals = [...new Set(rows.map((r) => r.externalId).filter(Boolean))];
  const emails = [...new Set(rows.map((r) => r.email).filter(Boolean))];
  // Old ids of records merged into another (issue 33 §4): their rows are about the kept customer.
  const viaMerged = new Set<string>();
  for (let i = 0; i < Math.max(externals.length, emails.length); i += LOOKUP_CHUNK) {
    for (const m of await findImportMatches(db, externals.slice(i, i + LOOKUP_CHUNK), emails.slice(i, i + LOOKUP_CHUNK))) {
      if (m.external_id) byExternal.set(m.external_id, m);
      if (m.email) byEmail.set(m.email, m);
    }
    for (const { oldId, kept } of await findMergedImportMatches(db, externals.slice(i, i + LOOKUP_CHUNK))) {
      byExternal.set(oldId, kept);
      viaMerged.add(oldId);
    }
  }
  const groupIdByName = new Map((await findGroups(db)).map((g) => [g.name.toLocaleLowerCase(), g.id]));
  const matched = [...byExternal.values(), ...byEmail.values()].map((m) => m.id);
  const groupsOf = new Map<number, Set<number>>();
  for (let i = 0; i < matched.length; i += LOOKUP_CHUNK)
    for (const m of await findGroupsOfCustomers(db, matched.slice(i, i + LOOKUP_CHUNK)))
      (groupsOf.get(m.customer_id) ?? groupsOf.set(m.customer_id, new Set()).get(m.customer_id)!).add(m.customer_group_id);
  return rows.map((row): CustomerImportPlan => {
    const customer = (row.externalId ? byExternal.get(row.externalId) : undefined) ?? (row.email ? byEmail.get(row.email) : undefined);
    const emailOwner = row.email ? byEmail.get(row.email) : undefined;
    if (emailOwner && customer && emailOwner.id !== customer.id) return { action: 'refuse', field: 'email', reason: 'emailTakenByOther' };
    const groupNames = splitGroupNames(row.groups);
    const unknown = groupNames.find((name) => !groupIdByName.has(name.toLocaleLowerCase()));
    if (unknown !== undefined) return { action: 'refuse', field: 'groups', reason: 'unknownGroup', params: { name: unknown } };
    const groupIds = groupNames.map((name) => groupIdByName.get(name.toLocaleLowerCase())!);
    if (!customer) return { action: 'create', row, addGroups: groupIds };
    // Found by a merged record's old id: the kept customer, whose own previous id (if any) stays theirs.
    const merged = viaMerged.has(row.externalId);
    // Found by email, yet known under another external id: two systems' records, not one to overwrite.
    if (!merged && row.externalId && customer.external_id && customer.external_id !== row.externalId)
      return { action: 'refuse', field: 'externalId', reason: 'externalIdDiffers' };
    const changes: Partial<Record<keyof ImportMatch, string>> = {};
    for (const [field, column] of Object.entries(COLUMN_OF) as [CustomerImportField, keyof ImportMatch][]) {
      const value = row[field];
      if (value !== '' && value !== customer[column] && !(merged && column === 'external_id')) changes[column] = value;
    }
    const addGroups = groupIds.filter((id) => !groupsOf.get(customer.id)?.has(id));
    const action = Object.keys(changes).length || addGroups.length ? 'update' : 'unchanged';
    return { action, row, customer, changes, addGroups };
  });
}

/**
 * Writes the planned rows in the caller's unit of work, each change with its `customer.import` audit record.
 * Answers each plan's customer id (a new one's as created; null for a refused row).
 */
export async function applyCustomerImport(
  trx: Tx,
  plans: readonly CustomerImportPlan[],
  actor: AuditActor,
  newcomerLanguage: Language,
  now: Instant,
): Promise<Array<number | null>> {
  const ids: Array<number | null> = [];
  for (const plan of plans) {
    ids.push(plan.action === 'refuse' ? null : plan.action === 'create' ? -1 : plan.customer.id);
    if (plan.action === 'create') {
      const r = plan.row;
      const values = {
        external_id: r.externalId || null,
        email: r.email || null,
        name: r.name,
        surname: r.surname,
        phone: r.phone,
        birth_date: r.birthDate || null,
        address_line1: r.addressLine1,
        postal_code: r.postalCode,
        city: r.city,
        country: r.country,
        language: r.language || newcomerLanguage,
        status: CustomerStatus.Active,
        password_hash: null,
        parent_id: null,
        gender: null,
      };
      const id = await insertCustomer(trx, values, now);
      ids[ids.length - 1] = id;
      const { status: _status, password_hash: _hash, parent_id: _parent, gender: _gender, ...shown } = values;
      await recordAudit(trx, { actor, action: 'customer.import', entity: 'customer', entityId: id, before: null, after: shown }, now);
      for (const groupId of plan.addGroups) await writeGroupMember(trx, actor, groupId, id, now);
    } else if (plan.action === 'update') {
      if (Object.keys(plan.changes).length) {
        await updateCustomer(trx, plan.customer.id, plan.changes, now);
        const before = Object.fromEntries(Object.keys(plan.changes).map((k) => [k, plan.customer[k as keyof ImportMatch]]));
        await recordAudit(
          trx,
          { actor, action: 'customer.import', entity: 'customer', entityId: plan.customer.id, ...changedFields(before, plan.changes) },
          now,
        );
      }
      for (const groupId of plan.addGroups) await writeGroupMember(trx, actor, groupId, plan.customer.id, now);
    }
  }
  return ids;
}
