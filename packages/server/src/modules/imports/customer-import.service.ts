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
import { applyCustomerImport, planCustomerImport, type CustomerImportPlan } from '../accounts/index.js';
import { accepted, runImport, type ImportDeps, type ImportKindRules, type RefusedRow } from './import-engine.js';

/**
 * The customers' import (issue 32 §7): accounts decides who each row is (external id, else email) and writes it.
 * A row needs a name, and an email or an external id to be found again; a birth date is yyyy-MM-dd or day first.
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

type Plan = Exclude<CustomerImportPlan, { action: 'refuse' }> | RefusedRow;

export const customerImportRules: ImportKindRules<CustomerImportField, CustomerImportRow, Plan> = {
  kind: 'customers',
  fields: CUSTOMER_IMPORT_FIELDS,
  headerNames: IMPORT_HEADER_NAMES,
  required: [{ field: 'name', needs: 'importNeedsName' }],
  readCells: (raw) => ({ ...raw, birthDate: isoDate(raw.birthDate) }),
  rowSchema: customerImportRowSchema,
  badField: { birthDate: 'importBadDate' },
  mappingNeeds: (mapping) => (!mapping.email && !mapping.externalId ? 'importNeedsKey' : null),
  rowNeeds: (row) => (!row.email && !row.externalId ? 'importRowNeedsKey' : null),
  uniqueKeys: [
    { field: 'email', of: (row) => row.email, duplicate: 'importDuplicateEmail' },
    { field: 'externalId', of: (row) => row.externalId, duplicate: 'importDuplicateExternalId' },
  ],
  plan: async (db, rows) =>
    (await planCustomerImport(db, rows)).map((plan): Plan =>
      plan.action === 'refuse' ? { ...plan, reason: REFUSALS[plan.reason] } : plan,
    ),
  apply: (trx, plans, ctx) => applyCustomerImport(trx, accepted(plans), ctx.actor, ctx.clubLanguage, ctx.now),
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
