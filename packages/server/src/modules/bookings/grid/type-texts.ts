import type { Executor } from '../../../db/dialect.js';
import type { AppCaches } from '../../../lib/app-caches.js';
import { overlayTexts, type TextLanguages } from '../../club-texts/index.js';
import type { BookingTypeEntry, Catalogue } from '../core/booking-catalogue.service.js';

/** A booking type's texts a club writes per language, and the catalogue's properties holding them. */
const TYPE_TEXTS = {
  name: 'name',
  category: 'category',
  description: 'description',
  extendedDescription: 'extended_description',
  anticipationText: 'anticipation_text',
  cancelText: 'cancel_text',
} as const;

/**
 * The types with their texts in the reader's language (the catalogue's copy is the club's default language;
 * translations are laid over it after its cache). Without `languages`, the default texts.
 */
export function typesIn(
  deps: { db: Executor; caches?: AppCaches | null },
  types: readonly BookingTypeEntry[],
  languages: TextLanguages | undefined,
): Promise<BookingTypeEntry[]> {
  if (!languages) return Promise.resolve([...types]);
  return overlayTexts({ db: deps.db, caches: deps.caches ?? null }, 'booking-type', types, (t) => t.id, TYPE_TEXTS, languages);
}

/** The catalogue with its types' texts in the reader's `languages` (the same catalogue without). */
export async function catalogueIn(
  deps: { db: Executor; caches?: AppCaches | null },
  cat: Catalogue,
  languages: TextLanguages | undefined,
): Promise<Catalogue> {
  if (!languages) return cat;
  const types = await typesIn(deps, cat.types, languages);
  return { ...cat, types, typeById: new Map(types.map((t) => [t.id, t])) };
}
