/** The shop module's public face: other modules and the app import only this file. */
export { createPromo, findApplicablePromo, normalizePromoCode, spreadDiscount, usePromo, releasePromoUse } from './promos.service.js';
export { lineStock } from './sale-line-stock.service.js';
export { productsToSell, type ProductToSell, createProduct, takeStock, getProduct, returnStock } from './shop.service.js';
export { listTransports, findTransport } from './transports.service.js';
