/** The shop module's public face: other modules and the app import only this file. */
export { createPromo, findApplicablePromo, normalizePromoCode, spreadDiscount, usePromo, releasePromoUse } from './promos.service.js';
export { lineStock } from './sale-line-stock.service.js';
export { CATALOGUE_CACHE_MS, getProduct } from './shop.service.js';
export { productsToSell, type ProductToSell } from './product-stock.service.js';
export { moveStock, takeSaleStock, returnSaleStock, returnSaleLines } from './stock-ledger.service.js';
export { createProduct, setCustomerPrice, type NewProduct } from './product-writes.service.js';
export { listTransports, findTransport, type TransportReader } from './transports.service.js';
export { writeNewVariant } from './variant-admin.service.js';
export { clubTextsOfVariants } from './variant-list.service.js';
export { clubTextsOfTransports, writeNewTransport } from './transport-admin.service.js';
export { applyProductImport, newProductTypesOf, planProductImport, type ProductImportPlan } from './product-import.service.js';
