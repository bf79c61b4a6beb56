import {
  PRODUCT_IMPORT_FIELDS,
  PRODUCT_IMPORT_HEADER_NAMES,
  productImportRowSchema,
  readBasis,
  readDecimal,
  readYesNo,
  type ProductImportField,
  type ProductImportRow,
} from '@clubportal/contract/staff-imports';
import { renderMessage } from '../../lib/messages.js';
import { applyProductImport, newProductTypesOf, planProductImport, type ProductImportPlan } from '../shop/index.js';
import { accepted, type ImportKindRules } from './import-engine.js';

/** A percentage as written (21, 21 %, 21,0): its whole number, or the cell as typed. */
const readPercent = (cell: string) => readDecimal(cell.replace(/%$/, '').trim()).replace(/\.0{1,2}$/, '');

/**
 * The shop's products (issue 32 §7): the shop module decides which article each row is (external id, else exact
 * name) and writes it through the staff editor's writes. A row needs a name and a price; a product's price is in the
 * club's currency as the file writes it (decimal comma or point), tax included unless the basis says net.
 */
export const productImportRules: ImportKindRules<ProductImportField, ProductImportRow, ProductImportPlan, { newProductTypes: string[] }> = {
  kind: 'products',
  fields: PRODUCT_IMPORT_FIELDS,
  headerNames: PRODUCT_IMPORT_HEADER_NAMES,
  required: [
    { field: 'name', needs: 'importNeedsName' },
    { field: 'price', needs: 'importNeedsPrice' },
  ],
  readCells: (raw) => ({
    ...raw,
    price: readDecimal(raw.price),
    basis: readBasis(raw.basis),
    taxPercent: readPercent(raw.taxPercent),
    published: readYesNo(raw.published),
    trackStock: readYesNo(raw.trackStock),
    stock: readDecimal(raw.stock).replace(/\.0{1,2}$/, ''),
    lowStockThreshold: readDecimal(raw.lowStockThreshold).replace(/\.0{1,2}$/, ''),
  }),
  rowSchema: productImportRowSchema,
  badField: {
    price: 'importBadAmount',
    basis: 'importBadBasis',
    taxPercent: 'importBadPercent',
    published: 'importBadYesNo',
    trackStock: 'importBadYesNo',
    stock: 'importBadWholeNumber',
    lowStockThreshold: 'importBadWholeNumber',
  },
  uniqueKeys: [
    { field: 'externalId', of: (row) => row.externalId, duplicate: 'importDuplicateExternalId' },
    // Without an id a row is found by its name: two such rows of one name would be one product.
    { field: 'name', of: (row) => (row.externalId ? '' : row.name.toLocaleLowerCase()), duplicate: 'importDuplicateName' },
  ],
  plan: (db, rows) => planProductImport(db, rows),
  // The dry run names the types it would create: a previous system's families land in the shop's filter.
  extra: (plans) => ({ newProductTypes: newProductTypesOf(accepted(plans)) }),
  apply: (trx, plans, ctx) =>
    applyProductImport(trx, accepted(plans), {
      actor: ctx.actor,
      // The ledger's reason is read by staff later: in the club's language, as the staff would have typed it.
      stockReason: renderMessage('importStockReason', {}, ctx.clubLanguage),
      now: ctx.now,
      caches: ctx.deps.caches,
      staffAlerts: ctx.deps.staffAlerts,
    }),
};
