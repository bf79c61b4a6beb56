import {
  COURT_IMPORT_FIELDS,
  COURT_IMPORT_HEADER_NAMES,
  courtImportRowSchema,
  readTime,
  readYesNo,
  type CourtImportField,
  type CourtImportRow,
} from '@clubportal/contract/staff-imports';
import { applyCourtImport, planCourtImport, type CourtImportPlan } from '../bookings/index.js';
import { accepted, type ImportKindRules } from './import-engine.js';

/**
 * The courts (issue 32 §7): bookings decides which court each row is (external id, else exact name) and writes it
 * through the courts editor's writes and rules. A row needs a name and a sport; hours are one band every day.
 */
export const courtImportRules: ImportKindRules<CourtImportField, CourtImportRow, CourtImportPlan> = {
  kind: 'courts',
  fields: COURT_IMPORT_FIELDS,
  headerNames: COURT_IMPORT_HEADER_NAMES,
  required: [
    { field: 'name', needs: 'importNeedsName' },
    { field: 'kind', needs: 'importNeedsKind' },
  ],
  readCells: (raw) => ({ ...raw, showNameOnline: readYesNo(raw.showNameOnline), opens: readTime(raw.opens), closes: readTime(raw.closes) }),
  rowSchema: courtImportRowSchema,
  badField: { showNameOnline: 'importBadYesNo', opens: 'importBadTime', closes: 'importBadTime' },
  uniqueKeys: [
    { field: 'externalId', of: (row) => row.externalId, duplicate: 'importDuplicateExternalId' },
    // Without an id a row is found by its name: two such rows of one name would be one court.
    { field: 'name', of: (row) => (row.externalId ? '' : row.name.toLocaleLowerCase()), duplicate: 'importDuplicateName' },
  ],
  plan: (db, rows, ctx) => planCourtImport(db, ctx.now, ctx.language, rows),
  apply: (trx, plans, ctx) => applyCourtImport(trx, ctx.deps, accepted(plans), { actor: ctx.actor, language: ctx.language, now: ctx.now }),
};
