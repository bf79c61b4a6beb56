import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idParam } from './ids.js';
import { LANGUAGES } from './languages.js';
import { BANNER_TEXT_LIMITS, CLUB_FILE_TEXT_LIMITS, PERSON_TEXT_LIMITS, POST_TEXT_LIMITS } from './staff-content.js';
import { LEGAL_TEXT_LIMIT } from './staff-legal.js';
import { requiredText, VALIDATION_MESSAGES } from './validation.js';

/**
 * The club's own texts in the member's language (issue 32 §6). An entity's own column holds its text in the
 * club's default language; a translation per (entity, id, field, language) is kept beside it, and members read
 * the one of their language, else the default text. These are the entity kinds and fields that have one, with
 * the most characters a translation may have (the base column's own limit).
 */
export const CLUB_TEXT_FIELDS = {
  /** A booking type: its card, the grid's note (anticipationText) and the cancellation terms. */
  'booking-type': { name: 100, category: 60, description: 1000, extendedDescription: 20000, anticipationText: 500, cancelText: 1000 },
  /** The club itself (one, id 1): the main settings' free texts. */
  club: { description: 2000, openHours: 1000, followUsText: 500 },
  /** A member's periodic fee: its name on the fees page. */
  fee: { description: 200 },
  /** An activity or registration: its name and description on the activities pages. */
  activity: { name: 200, description: 20000 },
  /** A blog post: what the blog list and the post page show. */
  post: POST_TEXT_LIMITS,
  /** A home banner. */
  banner: BANNER_TEXT_LIMITS,
  /** A testimonial on the home: the person's role and words (their name is theirs in every language). */
  testimonial: PERSON_TEXT_LIMITS,
  /** A member of the club's team on the home: role and bio. */
  'team-member': PERSON_TEXT_LIMITS,
  /** A shop article's variant (a size, a colour): its name on the product page and the order's line. */
  'product-variant': { name: 100 },
  /** A transport offered at checkout: its name and delivery time. */
  transport: { name: 100, deliveryTime: 100 },
  /** An activity's sign-up form: its title. */
  form: { title: 200 },
  /** A field of a sign-up form: its label. */
  'form-field': { label: 300 },
  /** An option of a sign-up form's pick list (the answer keeps the default-language option). */
  'form-option': { option: 100 },
  /** A photo of the home's gallery: its caption (the photo's alternative text). */
  'gallery-photo': CLUB_FILE_TEXT_LIMITS,
  /** The club's legal texts (one, id 1): HTML, sanitised where shown. */
  legal: {
    generalConditions: LEGAL_TEXT_LIMIT,
    waiver: LEGAL_TEXT_LIMIT,
    privacyPolicyFull: LEGAL_TEXT_LIMIT,
    cookiesPolicy: LEGAL_TEXT_LIMIT,
  },
  /** A team's training: what it is about and the coach's comments after it (the member's training page). */
  training: { description: 5000, publicComments: 5000 },
  /** A team that trains (a school group, a squad): its name on the member's trainings. */
  'training-team': { name: 200 },
} as const satisfies Record<string, Record<string, number>>;

export type ClubTextEntity = keyof typeof CLUB_TEXT_FIELDS;
export type ClubTextField<E extends ClubTextEntity = ClubTextEntity> = E extends ClubTextEntity
  ? keyof (typeof CLUB_TEXT_FIELDS)[E] & string
  : never;
export const CLUB_TEXT_ENTITIES = Object.keys(CLUB_TEXT_FIELDS) as ClubTextEntity[];

export const isClubTextEntity = (value: string): value is ClubTextEntity => Object.hasOwn(CLUB_TEXT_FIELDS, value);
export function isClubTextField<E extends ClubTextEntity>(entity: E, field: string): field is ClubTextField<E> {
  return Object.hasOwn(CLUB_TEXT_FIELDS[entity], field);
}
/** The most characters a translation of this field may have. */
export const clubTextMaxLength = (entity: ClubTextEntity, field: string): number =>
  (CLUB_TEXT_FIELDS[entity] as Record<string, number>)[field] ?? 0;

/** The longest field of all: the body's own bound (each field's is checked against its entity). */
const LONGEST = Math.max(...Object.values(CLUB_TEXT_FIELDS).flatMap((fields) => Object.values(fields)));

/** GET /api/staff/club-texts/{entity}: checked by the server (an unknown kind is refused with a sentence). */
export const clubTextsParamsSchema = z.object({ entity: z.string().max(40) });

/** PUT|DELETE /api/staff/club-texts/{entity}/{entityId}/{field}/{language} */
export const clubTextParamsSchema = z.object({
  entity: z.string().max(40),
  entityId: idParam,
  field: z.string().max(40),
  language: z.enum(LANGUAGES, { error: VALIDATION_MESSAGES.notAnOption }),
});

/** The translation as typed (trimmed, non-printable characters dropped); clearing it is DELETE, not an empty text. */
export const clubTextBodySchema = z.strictObject({ text: requiredText(LONGEST) });
export type ClubTextBody = z.infer<typeof clubTextBodySchema>;

const languageSchema = z.enum(LANGUAGES);

/** One text of one entity: its default-language text and, per other offered language, the translation or null (missing). */
export const clubTextRowSchema = z.object({
  entityId: z.number().int(),
  /** How staff know the entity (a booking type's name, a fee's member). */
  label: z.string(),
  field: z.string(),
  maxLength: z.number().int(),
  base: z.string(),
  translations: z.record(z.string(), z.string().nullable()),
  /** The offered languages (default apart) without a translation, for the editor's "missing" marks. */
  missing: z.array(languageSchema),
});
export type ClubTextRow = z.infer<typeof clubTextRowSchema>;

export const clubTextsResponseSchema = okEnvelope({
  model: z.object({
    entity: z.string(),
    /** The language of the base texts: the club's default. */
    defaultLanguage: languageSchema,
    /** The other languages the club offers: one translation each. */
    languages: z.array(languageSchema),
    texts: z.array(clubTextRowSchema),
  }),
});
export type ClubTexts = z.infer<typeof clubTextsResponseSchema>['model'];

/** GET /api/staff/translations/missing: every club text some offered language's readers get in another language. */
export const missingTranslationsResponseSchema = okEnvelope({
  model: z.object({
    defaultLanguage: languageSchema,
    languages: z.array(languageSchema),
    missing: z.array(
      z.object({
        entity: z.enum(CLUB_TEXT_ENTITIES as [ClubTextEntity, ...ClubTextEntity[]]),
        entityId: z.number().int(),
        /** How staff know the row (a post's title, a fee's member). */
        label: z.string(),
        field: z.string(),
        missing: z.array(languageSchema),
      }),
    ),
  }),
});
export type MissingTranslations = z.infer<typeof missingTranslationsResponseSchema>['model'];
