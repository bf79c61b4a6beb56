/** Interface languages of the portal (spec section 1). */
export const LANGUAGES = ['es-ES', 'en-US', 'es-MX', 'es-VE', 'fr-FR', 'it-IT'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'es-ES';
export const DEFAULT_CULTURE = 'en-US';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
