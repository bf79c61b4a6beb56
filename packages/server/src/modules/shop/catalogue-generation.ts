/**
 * Bumped by every write of a product, a price or a stock in this instance, so the catalogue's cached answers
 * (shop.service.ts) are dropped at once here; other instances catch up within the cache's period.
 */
let generation = 0;

export const catalogueGeneration = (): number => generation;

export function catalogueChanged(): void {
  generation += 1;
}
