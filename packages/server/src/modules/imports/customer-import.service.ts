import {
  CUSTOMER_IMPORT_FIELDS,
  customerImportRowSchema,
  IMPORT_HEADER_NAMES,
  type CustomerImportBody,
  type CustomerImportField,
  type CustomerImportReport,
  type CustomerImportRow,
} from '@clubportal/contract/staff-imports';
import type { Language } from '@clubportal/contract/languages';
import type { AuditActor } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import type { Tx } from '../../db/unit-of-work.js';
import { renderMessage } from '../../lib/messages.js';
import { applyCustomerImport, planCustomerImport, type CustomerImportPlan } from '../accounts/index.js';
import { applyPassImport, planPassImport } from '../member-card/index.js';
import { accepted, runImport, type ImportContext, type ImportDeps, type ImportKindRules, type RefusedRow } from './import-engine.js';

/**
 * The customers' import (issue 32 §7): accounts decides who each row is (external id, else email) and writes it;
 * member-card gives the membership a row names, as staff give a pass. A row needs a name, and an email or an
 * external id to be found again; a birth date (and a membership's first day) is yyyy-MM-dd or day first.
 */

/** yyyy-MM-dd as it is; a day-first date (31/12/1990, 31-12-1990, 31.12.1990) turned into it; anything else as typed. */
function isoDate(text: string): string {
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  return dayFirst ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}` : text;
}

const REFUSALS = {
  emailTakenByOther: 'importEmailTakenByOther',
  externalIdDiffers: 'importExternalIdDiffers',
  unknownGroup: 'importUnknownGroup',
} as const;

/** A customer's plan, with the pass its row gives (a type and a first day) when it holds none of that type yet. */
type Plan =
  (Exclude<CustomerImportPlan, { action: 'refuse' }> & { pass: { typeId: number; startsOn: string | undefined } | null }) | RefusedRow;

/** Accounts' plans, then member-card's for the rows naming a membership: a refused pass is the row's issue. */
async function planCustomers(db: Executor, rows: readonly CustomerImportRow[], ctx: ImportContext): Promise<Plan[]> {
  const plans = await planCustomerImport(db, rows);
  const asking = plans.flatMap((plan, i) =>
    plan.action !== 'refuse' && rows[i]!.membership
      ? [
          {
            i,
            customerId: plan.action === 'create' ? null : plan.customer.id,
            membership: rows[i]!.membership,
            startsOn: rows[i]!.membershipStart,
          },
        ]
      : [],
  );
  const passes = new Map((await planPassImport(db, ctx.now, asking)).map((pass, k) => [asking[k]!.i, pass]));
  return plans.map((plan, i): Plan => {
    if (plan.action === 'refuse') return { ...plan, reason: REFUSALS[plan.reason] };
    const pass = passes.get(i);
    if (pass?.action === 'refuse')
      return { action: 'refuse', field: 'membership', reason: pass.reason, ...(pass.params ? { params: pass.params } : {}) };
    const give = pass?.action === 'give' ? { typeId: pass.typeId, startsOn: pass.startsOn } : null;
    if (plan.action === 'create') return { ...plan, pass: give };
    return { ...plan, action: give ? 'update' : plan.action, pass: give };
  });
}

/** Accounts writes the customers; then each pass is given as staff give it, to the customer as written. */
async function applyCustomers(trx: Tx, plans: readonly Plan[], ctx: ImportContext): Promise<void> {
  const written = accepted(plans);
  const ids = await applyCustomerImport(trx, written, ctx.actor, ctx.clubLanguage, ctx.now);
  const gives = written.flatMap((plan, k) => (plan.pass ? [{ customerId: ids[k]!, ...plan.pass }] : []));
  await applyPassImport(trx, ctx.deps, ctx.actor, gives, renderMessage('importPassReason', {}, ctx.clubLanguage), ctx.now);
}

export const customerImportRules: ImportKindRules<CustomerImportField, CustomerImportRow, Plan> = {
  kind: 'customers',
  fields: CUSTOMER_IMPORT_FIELDS,
  headerNames: IMPORT_HEADER_NAMES,
  required: [{ field: 'name', needs: 'importNeedsName' }],
  readCells: (raw) => ({ ...raw, birthDate: isoDate(raw.birthDate), membershipStart: isoDate(raw.membershipStart) }),
  rowSchema: customerImportRowSchema,
  badField: { birthDate: 'importBadDate', membershipStart: 'importBadDate' },
  mappingNeeds: (mapping) => (!mapping.email && !mapping.externalId ? 'importNeedsKey' : null),
  rowNeeds: (row) => (!row.email && !row.externalId ? 'importRowNeedsKey' : null),
  uniqueKeys: [
    { field: 'email', of: (row) => row.email, duplicate: 'importDuplicateEmail' },
    { field: 'externalId', of: (row) => row.externalId, duplicate: 'importDuplicateExternalId' },
  ],
  plan: planCustomers,
  apply: applyCustomers,
};

/** Reads and checks the file; with `write`, imports its valid rows. Answers the report either way. */
export async function importCustomers(
  deps: ImportDeps,
  actor: AuditActor,
  language: Language,
  body: CustomerImportBody,
  write: boolean,
): Promise<CustomerImportReport> {
  return runImport(customerImportRules, deps, actor, language, body, write);
}
