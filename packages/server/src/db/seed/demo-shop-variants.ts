import { DEFAULT_LANGUAGE, LANGUAGES } from '@clubportal/contract/languages';
import type { StaffVariantBody } from '@clubportal/contract/staff-shop';
import { systemActor } from '../audit-log.js';
import type { Tx } from '../unit-of-work.js';
import type { Instant } from '../../lib/clock.js';
import { moveStock, writeNewVariant } from '../../modules/shop/index.js';

/** The junior school shirt's sizes: each its own stock (received through the ledger); the largest at its own price. */
export const demoShirtSizes: Array<StaffVariantBody & { received: number }> = [
  { name: 'Talla 6', translations: { 'en-US': { name: 'Age 6' }, 'fr-FR': { name: 'Taille 6 ans' } }, received: 6 },
  { name: 'Talla 8', translations: { 'en-US': { name: 'Age 8' }, 'fr-FR': { name: 'Taille 8 ans' } }, received: 8 },
  { name: 'Talla 10', translations: { 'en-US': { name: 'Age 10' }, 'fr-FR': { name: 'Taille 10 ans' } }, received: 10 },
  { name: 'Talla 12', translations: { 'en-US': { name: 'Age 12' }, 'fr-FR': { name: 'Taille 12 ans' } }, received: 0 },
  {
    name: 'Talla 14',
    translations: { 'en-US': { name: 'Age 14' }, 'fr-FR': { name: 'Taille 14 ans' } },
    ownPrice: true,
    price: 20.9,
    received: 4,
  },
].map((v) => ({ ownPrice: false, price: 0, trackStock: true, published: true, ...v }));

/** Builds the demo's variants through the variants editor's own write, and receives their stock. */
export async function seedDemoShopVariants(trx: Tx, parentId: number, now: Instant): Promise<void> {
  const actor = systemActor('demo-seed');
  const ctx = { caches: null, choice: { offered: LANGUAGES, fallback: DEFAULT_LANGUAGE }, now };
  for (const { received, ...size } of demoShirtSizes) {
    const id = await writeNewVariant(trx, ctx, actor, parentId, size);
    if (received) await moveStock(trx, { productId: id, kind: 'received', quantity: received, actor, at: now });
  }
}
