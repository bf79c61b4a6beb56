import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { LANGUAGES } from './languages.js';
import { optionalText, requiredText } from './validation.js';

/**
 * The club's legal texts outside the go-live wizard (issue 32 §5): `/staff/legal` edits the four texts (HTML,
 * sanitised where shown) in the club's default language, each required, and per other offered language a
 * translation (the club texts of `legal`); an empty one is none: readers of that language get the default text.
 */
export const LEGAL_TEXT_LIMIT = 100_000;
export const LEGAL_TEXT_KEYS = ['generalConditions', 'waiver', 'privacyPolicyFull', 'cookiesPolicy'] as const;
export type LegalTextName = (typeof LEGAL_TEXT_KEYS)[number];

const legalTranslation = z.strictObject({
  generalConditions: optionalText(LEGAL_TEXT_LIMIT),
  waiver: optionalText(LEGAL_TEXT_LIMIT),
  privacyPolicyFull: optionalText(LEGAL_TEXT_LIMIT),
  cookiesPolicy: optionalText(LEGAL_TEXT_LIMIT),
});
export type LegalTranslation = z.infer<typeof legalTranslation>;

export const staffLegalBodySchema = z.strictObject({
  generalConditions: requiredText(LEGAL_TEXT_LIMIT),
  waiver: requiredText(LEGAL_TEXT_LIMIT),
  privacyPolicyFull: requiredText(LEGAL_TEXT_LIMIT),
  cookiesPolicy: requiredText(LEGAL_TEXT_LIMIT),
  translations: z.partialRecord(z.enum(LANGUAGES), legalTranslation).default({}),
});
export type StaffLegalBody = z.infer<typeof staffLegalBodySchema>;

export const staffLegalSchema = z.object({
  generalConditions: z.string(),
  waiver: z.string(),
  privacyPolicyFull: z.string(),
  cookiesPolicy: z.string(),
  /** Per other offered language, its translation of each text ('' where none). */
  translations: z.record(z.string(), legalTranslation),
  defaultLanguage: z.enum(LANGUAGES),
  languages: z.array(z.enum(LANGUAGES)),
});
export type StaffLegal = z.infer<typeof staffLegalSchema>;
export const staffLegalResponseSchema = okEnvelope({ model: staffLegalSchema });
