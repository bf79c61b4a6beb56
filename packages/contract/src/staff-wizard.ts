import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { timeZoneSchema } from './club-time.js';
import { dateFormatMessage, isUsableDateFormat } from './date-format.js';
import { idNumber } from './ids.js';
import { LANGUAGES } from './languages.js';
import { currencyCodeSchema } from './settings.js';
import { optionalText, requiredEmail, requiredText, VALIDATION_MESSAGES } from './validation.js';

/**
 * The go-live wizard (issue 31 §5): one body per step, each saved on the server by `PUT /api/staff/setup-wizard/<step>`,
 * so the wizard resumes where it was left; `GET /api/staff/setup-wizard` answers every step with what is saved.
 */
export const WIZARD_STEPS = ['identity', 'languages', 'region', 'features', 'legal', 'payments', 'courts'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

const colour = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, VALIDATION_MESSAGES.notAColour);
const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, VALIDATION_MESSAGES.notATime);

/** Who the club is: what the portal's header, footer and contact page show. */
export const wizardIdentitySchema = z.object({
  name: requiredText(120),
  description: optionalText(2000).default(''),
  /** An uploaded file's name (under the uploads folder) or an absolute URL; '' for none. */
  logo: optionalText(500).default(''),
  headerImage: optionalText(500).default(''),
  buttonsColor: colour,
  footerColor: colour,
  fontFamily: optionalText(80).default(''),
  email: requiredEmail,
  phone: optionalText(40).default(''),
  address: optionalText(300).default(''),
  /** "latitude,longitude", or '' when the club shows no map. */
  coords: z
    .string()
    .trim()
    .regex(/^$|^-?\d{1,2}(?:\.\d+)?,\s*-?\d{1,3}(?:\.\d+)?$/, VALIDATION_MESSAGES.notAnOption)
    .default(''),
  /** Opening hours as the contact page shows them, one line per range. */
  openHours: optionalText(1000).default(''),
  facebook: optionalText(300).default(''),
  instagram: optionalText(300).default(''),
  twitter: optionalText(300).default(''),
  followUsText: optionalText(300).default(''),
});

export const wizardLanguagesSchema = z.object({
  offered: z.array(z.enum(LANGUAGES, { error: VALIDATION_MESSAGES.notAnOption })).min(1, VALIDATION_MESSAGES.fieldRequired),
  default: z.enum(LANGUAGES, { error: VALIDATION_MESSAGES.notAnOption }),
});

export const wizardRegionSchema = z.object({
  timeZone: timeZoneSchema,
  currencyCode: currencyCodeSchema,
  currencySymbol: requiredText(8),
  decimalSeparator: z.enum([',', '.'], { error: VALIDATION_MESSAGES.notAnOption }),
  dateFormat: z
    .string({ error: (issue) => dateFormatMessage(issue.input) })
    .refine(isUsableDateFormat, { error: (issue) => dateFormatMessage(issue.input) }),
  pricesIncludeTaxes: z.boolean(),
});

/** What the portal offers its visitors. */
export const wizardFeaturesSchema = z.object({
  registrationOpen: z.boolean(),
  childAccounts: z.boolean(),
  bookings: z.boolean(),
  shop: z.boolean(),
});

/** The four legal texts (HTML, sanitised when shown). */
export const wizardLegalSchema = z.object({
  privacyPolicyFull: requiredText(100_000),
  cookiesPolicy: requiredText(100_000),
  generalConditions: requiredText(100_000),
  waiver: requiredText(100_000),
});

/**
 * Which configured payment methods are offered: the online providers by name (the server lists the configured
 * ones; their secrets stay in its environment) and paying at the club.
 */
export const wizardPaymentsSchema = z.object({
  offered: z.array(z.string().trim().min(1).max(40)).max(20),
  payAtClub: z.boolean(),
});

/**
 * The first courts: one sport, its courts, their weekly hours and a base price (in the currency's units) per
 * duration. Saved again, it edits the courts it created (those with their `id`) and adds those without one.
 */
export const wizardCourtsSchema = z.object({
  sport: requiredText(60),
  players: z.number().int().min(1).max(30),
  courts: z
    .array(z.object({ id: idNumber.optional(), name: requiredText(80) }))
    .min(1, VALIDATION_MESSAGES.fieldRequired)
    .max(30),
  hours: z
    .array(z.object({ weekday: z.number().int().min(1).max(7), open: time, close: time }))
    .min(1, VALIDATION_MESSAGES.fieldRequired)
    .refine((list) => list.every((h) => h.open < h.close), VALIDATION_MESSAGES.notATime),
  prices: z
    .array(z.object({ durationMinutes: z.number().int().min(15).max(600), price: z.number().min(0).max(100_000) }))
    .min(1, VALIDATION_MESSAGES.fieldRequired)
    .refine((list) => new Set(list.map((p) => p.durationMinutes)).size === list.length, VALIDATION_MESSAGES.notAnOption),
});

export const WIZARD_BODIES = {
  identity: wizardIdentitySchema,
  languages: wizardLanguagesSchema,
  region: wizardRegionSchema,
  features: wizardFeaturesSchema,
  legal: wizardLegalSchema,
  payments: wizardPaymentsSchema,
  courts: wizardCourtsSchema,
} as const satisfies Record<WizardStep, z.ZodType>;
export type WizardBodies = { [S in WizardStep]: z.infer<(typeof WIZARD_BODIES)[S]> };

/** One step as the wizard shows it: saved or not (when), what it holds (else starting values), what it misses. */
export const wizardStepSchema = z.object({
  step: z.enum(WIZARD_STEPS),
  savedAt: z.string().nullable(),
  values: z.record(z.string(), z.unknown()),
  missing: z.array(z.string()),
});
export const setupWizardSchema = z.object({
  live: z.boolean(),
  steps: z.array(wizardStepSchema),
  /** The online payment providers this server is configured for (the secrets stay in its environment). */
  configuredPaymentProviders: z.array(z.string()),
});
export type SetupWizard = z.infer<typeof setupWizardSchema>;
export const setupWizardResponseSchema = okEnvelope({ model: setupWizardSchema });

export const goLiveChecklistSchema = z.object({ live: z.boolean(), missing: z.array(z.string()) });
export const goLiveChecklistResponseSchema = okEnvelope({ model: goLiveChecklistSchema });

/** The identity step's uploaded logo: the stored file's name, now the main settings' logo. */
export const wizardLogoResponseSchema = okEnvelope({ model: z.object({ logo: z.string() }) });
