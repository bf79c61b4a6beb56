import { cacheSlot, Generation, type AppCaches } from '../../lib/app-caches.js';

/**
 * Bumped by every write of a product, a price or a stock through an app, so that app's cached catalogue answers
 * (shop.service.ts) are dropped at once; other apps and instances catch up within the cache's period.
 */
const catalogueGenerations = cacheSlot('catalogue generation', () => new Generation());

export const catalogueGeneration = (caches: AppCaches): number => caches.of(catalogueGenerations).value;

/** `null`: a write no app serves yet (the demo seed of a fresh database). */
export function catalogueChanged(caches: AppCaches | null): void {
  caches?.of(catalogueGenerations).bump();
}
