/** Interface languages of the portal (spec section 1). */
export const LANGUAGES = ['es-ES', 'en-US', 'es-MX', 'es-VE', 'fr-FR', 'it-IT'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'es-ES';
export const DEFAULT_CULTURE = 'en-US';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `value` when it is one of the portal's languages (a stored preference, a club setting), else the default. */
export const knownLanguage = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

/**
 * The portal language that best serves a browser's preferred languages (`navigator.languages`, or an
 * Accept-Language header through `acceptedLanguages`), in their order: the same tag (es-MX), else the
 * portal's one of that language (en-GB → en-US, fr-CA → fr-FR, es-AR → es-ES). Null when none is offered.
 * `offered`: the languages the club offers (its choice in the staff console; all of them until it chooses).
 */
export function preferredLanguage(preferred: readonly string[], offered: readonly Language[] = LANGUAGES): Language | null {
  for (const tag of preferred) {
    const wanted = tag.trim().toLowerCase();
    const exact = offered.find((l) => l.toLowerCase() === wanted);
    if (exact) return exact;
    const base = wanted.split('-')[0];
    const same = offered.find((l) => l.startsWith(`${base}-`));
    if (base && same) return same;
  }
  return null;
}

/** An Accept-Language header's tags, most wanted first (by `q`, then by order); `*` and q=0 left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => p.startsWith('q='));
      return { tag, index, q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((r) => r.tag !== '' && r.tag !== '*' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((r) => r.tag);
}

/** The languages a club offers and the one a visitor gets when none of theirs is offered (the club's default). */
export type LanguageChoice = { offered: readonly Language[]; fallback: Language };

/** Every language, es-ES first: a club that has not chosen yet (and the demo). */
export const ALL_LANGUAGES: LanguageChoice = { offered: LANGUAGES, fallback: DEFAULT_LANGUAGE };
