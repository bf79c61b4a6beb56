import { CustomerStatus } from '@clubportal/contract/enums';
import type { Language } from '@clubportal/contract/languages';
import type { CustomerImportField, CustomerImportRow } from '@clubportal/contract/staff-imports';
import { changedFields, recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import type { Tx } from '../../db/unit-of-work.js';
import type { Instant } from '../../lib/clock.js';
import { findImportMatches, insertCustomer, updateCustomer, type ImportMatch } from './customers.repository.js';

/**
 * Customers written from a club's CSV file (issue 32 §7): the rule of who a row is and what changes. A row is the
 * customer with its external id, else the one with its email; an empty cell keeps what the customer has (a file
 * never erases what a member typed since). A new customer is active without a password: "forgot your password"
 * mails them the link that sets one (and proves the address). Consents are never imported: a member ticks the
 * newsletter themselves.
 */

/** What a row would do, or why it cannot: a field at fault and a message key. */
export type CustomerImportPlan =
  | { action: 'create'; row: CustomerImportRow }
  | {
      action: 'update' | 'unchanged';
      row: CustomerImportRow;
      customer: ImportMatch;
      changes: Partial<Record<keyof ImportMatch, string>>;
    }
  | { action: 'refuse'; field: CustomerImportField; reason: 'emailTakenByOther' | 'externalIdDiffers' };

/** The customer columns each field writes. */
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
} as const satisfies Record<CustomerImportField, keyof ImportMatch>;

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
  for (let i = 0; i < Math.max(externals.length, emails.length); i += LOOKUP_CHUNK)
    for (const m of await findImportMatches(db, externals.slice(i, i + LOOKUP_CHUNK), emails.slice(i, i + LOOKUP_CHUNK))) {
      if (m.external_id) byExternal.set(m.external_id, m);
      if (m.email) byEmail.set(m.email, m);
    }
  return rows.map((row): CustomerImportPlan => {
    const customer = (row.externalId ? byExternal.get(row.externalId) : undefined) ?? (row.email ? byEmail.get(row.email) : undefined);
    const emailOwner = row.email ? byEmail.get(row.email) : undefined;
    if (emailOwner && customer && emailOwner.id !== customer.id) return { action: 'refuse', field: 'email', reason: 'emailTakenByOther' };
    if (!customer) return { action: 'create', row };
    // Found by email, yet known under another external id: two systems' records, not one to overwrite.
    if (row.externalId && customer.external_id && customer.external_id !== row.externalId)
      return { action: 'refuse', field: 'externalId', reason: 'externalIdDiffers' };
    const changes: Partial<Record<keyof ImportMatch, string>> = {};
    for (const [field, column] of Object.entries(COLUMN_OF) as [CustomerImportField, keyof ImportMatch][]) {
      const value = row[field];
      if (value !== '' && value !== customer[column]) changes[column] = value;
    }
    return { action: Object.keys(changes).length ? 'update' : 'unchanged', row, customer, changes };
  });
}

/** Writes the planned rows in the caller's unit of work, each change with its `customer.import` audit record. */
export async function applyCustomerImport(
  trx: Tx,
  plans: readonly CustomerImportPlan[],
  actor: AuditActor,
  newcomerLanguage: Language,
  now: Instant,
): Promise<void> {
  for (const plan of plans) {
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
      const { status: _status, password_hash: _hash, parent_id: _parent, gender: _gender, ...shown } = values;
      await recordAudit(trx, { actor, action: 'customer.import', entity: 'customer', entityId: id, before: null, after: shown }, now);
    } else if (plan.action === 'update') {
      await updateCustomer(trx, plan.customer.id, plan.changes, now);
      const before = Object.fromEntries(Object.keys(plan.changes).map((k) => [k, plan.customer[k as keyof ImportMatch]]));
      await recordAudit(
        trx,
        { actor, action: 'customer.import', entity: 'customer', entityId: plan.customer.id, ...changedFields(before, plan.changes) },
        now,
      );
    }
  }
}
