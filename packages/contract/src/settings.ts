import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { timeZoneSchema } from './club-time.js';
import { dateFormatMessage, isUsableDateFormat } from './date-format.js';
import { currencyCodeMessage, DEFAULT_CURRENCY_CODE, isCurrencyCode } from './money.js';

/** Zod schema of a currency code, with a message that names the wrong value. */
export const currencyCodeSchema = z
  .string({ error: (issue) => currencyCodeMessage(issue.input) })
  .refine(isCurrencyCode, { error: (issue) => currencyCodeMessage(issue.input) });

const hexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'must be a hex colour such as #0a7d4f');

export const galleryImageSchema = z.object({
  url: z.string(),
  description: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/**
 * The club's main settings (spec section 3, "Settings"). Field names follow the spec: the ones it spells
 * in PascalCase (HeaderImage, Uploads, Mainlogo, AllowDependentCustomerRegistration, CurrencySymbol,
 * Culture, RegisterOn) keep that spelling; the rest are camelCase.
 * Image fields hold a file name under `Uploads` (or an absolute URL).
 */
export const mainSettingsSchema = z.object({
  name: z.string().min(1),
  description: z.string(),
  phone: z.string(),
  email: z.string(),
  /** Opening hours as free text, one line per range ("Lunes a viernes: 8:00 - 23:00"). */
  openHours: z.string(),
  address: z.string(),
  facebook: z.string(),
  instagram: z.string(),
  twitter: z.string(),
  buttonsColor: hexColor,
  footerColor: hexColor,
  fontFamily: z.string(),
  gallery: z.array(galleryImageSchema),
  followUsText: z.string(),
  CurrencySymbol: z.string().min(1),
  /**
   * ISO 4217 code of the club's currency (EUR, MXN, CLP): it fixes how many decimals amounts have.
   * Defaults to EUR (the spec's default currency), so settings stored before the field existed still read.
   */
  currencyCode: currencyCodeSchema.default(DEFAULT_CURRENCY_CODE),
  decimalSeparator: z.enum([',', '.']),
  /** IANA time zone of the club, e.g. Europe/Madrid. */
  timeZone: timeZoneSchema,
  Culture: z.string().min(2),
  Mainlogo: z.string(),
  /** Date display format in Luxon/Unicode tokens, e.g. dd/MM/yyyy. */
  dateFormat: z
    .string({ error: (issue) => dateFormatMessage(issue.input) })
    .refine(isUsableDateFormat, { error: (issue) => dateFormatMessage(issue.input) }),
  /** Base path of uploaded files, ending in a slash. */
  Uploads: z.string(),
  RegisterOn: z.boolean(),
  HeaderImage: z.string(),
  hasShop: z.boolean(),
  priceWithTaxes: z.boolean(),
  /** "latitude,longitude" */
  coords: z.string(),
  hasBookings: z.boolean(),
  AllowDependentCustomerRegistration: z.boolean(),
});
export type MainSettings = z.infer<typeof mainSettingsSchema>;

/** Legal texts, HTML (spec section 3, "Legal settings"). Sanitised before rendering. */
export const legalSettingsSchema = z.object({
  generalConditions: z.string(),
  waiver: z.string(),
  privacyPolicyFull: z.string(),
  cookiesPolicy: z.string(),
});
export type LegalSettings = z.infer<typeof legalSettingsSchema>;
export type LegalTextKey = keyof LegalSettings;

/** Home template configuration (spec section 3, "Home template config"); the spelling is the spec's. */
export const templateConfigSchema = z.object({
  image1: z.string(),
  textColor1: z.string(),
  textSlideInLeft1: z.string(),
  textSlideInUp1: z.string(),
  textSmall1: z.string(),
  textButton1: z.string(),
  urlButton1: z.string(),
  image2: z.string(),
  textColor2: z.string(),
  textSlideInLeft2: z.string(),
  textSlideInUp2: z.string(),
  textSmall2: z.string(),
  textButton2: z.string(),
  urlButton2: z.string(),
  image3: z.string(),
  textColor3: z.string(),
  textSlideInLeft3: z.string(),
  textSlideInUp3: z.string(),
  textSmall3: z.string(),
  textButton3: z.string(),
  urlButton3: z.string(),
  wellcomeImageCustom: z.string(),
  wicTextTitle1: z.string(),
  wicTextDescription1: z.string(),
  wicTextButton1: z.string(),
  wicUrlButton1: z.string(),
  wellcomeImage: z.string(),
  wiTextTitle1: z.string(),
  wiTextDescription1: z.string(),
  wiTextButton1: z.string(),
  wiUrlButton1: z.string(),
  mainTrandingProductImage: z.string(),
  number1: z.string(),
  number2: z.string(),
  number3: z.string(),
  number4: z.string(),
  textNumbers1: z.string(),
  textNumbers2: z.string(),
  textNumbers3: z.string(),
  textNumbers4: z.string(),
});
export type TemplateConfig = z.infer<typeof templateConfigSchema>;

export const mainSettingsResponseSchema = okEnvelope({ data: mainSettingsSchema });
export const legalSettingsResponseSchema = okEnvelope({ data: legalSettingsSchema });
export const templateResponseSchema = okEnvelope({ data: templateConfigSchema });
export type MainSettingsResponse = z.infer<typeof mainSettingsResponseSchema>;
export type LegalSettingsResponse = z.infer<typeof legalSettingsResponseSchema>;
export type TemplateResponse = z.infer<typeof templateResponseSchema>;
