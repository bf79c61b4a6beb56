import { z } from 'zod';
import { okEnvelope, okOnlySchema } from './api-result.js';
import { calendarDateSchema } from './calendar-date.js';
import { idNumber, idParam } from './ids.js';

/** Minimum length of a new password (spec section 9). */
export const PASSWORD_MIN_LENGTH = 5;
/** Lifetime of the temporary login stored after registration, and of sign-up tokens (spec section 9). */
export const TEMPORARY_LOGIN_MINUTES = 5;

/** Messages the customers already know (spec sections 2, 5, 8): spelling is the spec's. */
export const ACCOUNT_MESSAGES = {
  invalidCredentials: 'Invalid Email or Password',
  wrongPassword: 'Wrong password',
  required: 'Required',
  minLength: 'Minimun length is 5',
  passwordMismatch: 'Password does not match',
  fieldRequired: 'The field is required',
  acceptLegal: 'Please accept our legal conditions',
  activationExpired: 'Sorry your activation link is expired',
  dataModified: 'Data modified!',
  accountCreated: 'Your account has been successfully created',
  checkInbox: 'Please check your email inbox with a link to activate your account and log-in',
  registrationCompleted: 'Your registration has been completed!',
} as const;

/** Strips control and other non-printable characters (spec section 5) while keeping tabs and newlines. */
export function stripNonPrintable(value: string): string {
  return value.replace(/[^\P{C}\t\n\r]/gu, '');
}

const email = z
  .string()
  .trim()
  .max(254)
  .transform((v) => v.toLowerCase());
const password = z.string().min(1, { error: ACCOUNT_MESSAGES.required }).max(200);
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: ACCOUNT_MESSAGES.minLength })
  .max(200, { error: 'Maximum length is 200' });
const text = (max: number) => z.string().transform(stripNonPrintable).pipe(z.string().trim().max(max));

/** POST /api/publiccustomers/cauth */
export const loginBodySchema = z.object({
  email: email.pipe(z.string().includes('@', { error: 'The user name is the email' })),
  password,
  externalToken: z.string().max(2000).nullish(),
  /** With externalToken: the account-link page's urlOk and urlKo, which must be partner addresses. */
  urlOk: z.string().max(2000).nullish(),
  urlKo: z.string().max(2000).nullish(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/**
 * GET /api/publiccustomers/link-account-targets?urlOk&urlKo: where the account-link page sends the
 * customer back (bases to which it adds /link-account-response/{true|false}). Only partner sites the
 * club configured are allowed; a link without them goes to the default partner address. 400 otherwise.
 */
export const linkTargetsQuerySchema = z.object({ urlOk: z.string().max(2000).optional(), urlKo: z.string().max(2000).optional() });
export const linkTargetsResponseSchema = okEnvelope({ model: z.object({ urlOk: z.string(), urlKo: z.string() }) });
export type LinkTargets = z.infer<typeof linkTargetsResponseSchema>['model'];
export const NOT_A_PARTNER = 'This link does not come from a partner of the club';

export const loginModelSchema = z.object({
  token: z.string(),
  /** ISO instant after which the token is refused. */
  expiry: z.string(),
  id: z.number().int(),
  logo: z.string(),
  name: z.string(),
  surname: z.string(),
});
export type LoginModel = z.infer<typeof loginModelSchema>;
export const loginResponseSchema = okEnvelope({ model: loginModelSchema });
/** Failed login: `redirect: true` tells the dialog to switch to reset-password mode. */
export const loginFailureSchema = z.object({ ok: z.literal(false), errorMsg: z.string(), redirect: z.boolean().optional() });

/** POST /api/publiccustomers/register */
export const registerBodySchema = z.object({
  name: text(100).pipe(z.string().min(1, { error: ACCOUNT_MESSAGES.fieldRequired })),
  surname: text(150).pipe(z.string().min(1, { error: ACCOUNT_MESSAGES.fieldRequired })),
  email: email.pipe(z.email({ error: 'Please enter a valid email' })),
  password: newPassword,
  phone: text(30).default(''),
  okRss: z.boolean().default(false),
  acceptConditions: z.literal(true, { error: ACCOUNT_MESSAGES.acceptLegal }),
  /** Interface language the customer registered in: their mails are written in it. */
  language: z.string().max(10).optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;
/** The model is a temporary login (TEMPORARY_LOGIN_MINUTES) so the new customer can go on right away. */
export const registerResponseSchema = okEnvelope({ model: loginModelSchema });

/** POST /api/publiccustomers/activate */
export const activateBodySchema = z.object({ token: z.string().min(1).max(200) });
export const activateResponseSchema = okOnlySchema;

/** POST /api/publiccustomers/reset-password-request-cz */
export const resetRequestBodySchema = z.object({
  email: email.pipe(z.email({ error: 'Please enter a valid email' })),
  language: z.string().max(10).optional(),
});
/** 'temp': the account exists but is not activated yet; 'active'; 'unknown' is never revealed (answers 'active'). */
export const customerStatusSchema = z.enum(['active', 'temp']);
export const resetRequestResponseSchema = okEnvelope({ customerStatus: customerStatusSchema });

/** POST /api/publiccustomers/reset-password-cz */
export const resetPasswordBodySchema = z.object({ token: z.string().min(1).max(200), plainPassword: newPassword });
export const resetPasswordResponseSchema = okOnlySchema;

/** POST /api/publiccustomers/reset-password-by-old-json */
export const changePasswordBodySchema = z.object({
  customerId: idNumber,
  plainOldPass: password,
  plainNewPass: newPassword,
});
export const changePasswordResponseSchema = okOnlySchema;

/** Custom field types the club can define for customers (spec: text, bool, pick list). */
export const CUSTOM_FIELD_TYPES = ['text', 'bool', 'picklist'] as const;
export const customFieldSchema = z.object({
  customFieldId: z.number().int(),
  name: z.string(),
  label: z.string(),
  value: z.string(),
  fieldType: z.enum(CUSTOM_FIELD_TYPES),
  /** Comma-separated choices of a pick list. */
  pickListValues: z.string(),
  required: z.boolean(),
});
export type CustomField = z.infer<typeof customFieldSchema>;

export const childSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  /** CustomerStatus: 0 active, 1 waiting for activation. */
  status: z.number().int(),
});
export type ChildSummary = z.infer<typeof childSummarySchema>;

/** GET /api/publiccustomers/{id}: the customer as the account page shows it. */
export const customerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  email2: z.string(),
  email3: z.string(),
  phone: z.string(),
  phone2: z.string(),
  phone3: z.string(),
  /** Gender: 0 male, 1 female, null not given. */
  gender: z.number().int().nullable(),
  /** yyyy-MM-dd or null. */
  birthDate: z.string().nullable(),
  addressLine1: z.string(),
  postalCode: z.string(),
  city: z.string(),
  town: z.string(),
  country: z.string(),
  acceptConditions: z.boolean(),
  okRss: z.boolean(),
  logo: z.string(),
  status: z.number().int(),
  customFields: z.array(customFieldSchema),
  customFieldValues: z.array(z.object({ customFieldId: z.number().int(), value: z.string() })),
  children: z.array(childSummarySchema),
  /** The parent's id when this customer is a linked child. */
  parent: z.number().int().nullable(),
  /** The customer the session acts as (differs from id while a parent looks at a child). */
  currentId: z.number().int(),
});
export type Customer = z.infer<typeof customerSchema>;
export const customerResponseSchema = okEnvelope({ model: customerSchema });

export const customerIdParamsSchema = z.object({ id: idParam });

const requiredText = (max: number) => text(max).pipe(z.string().min(1, { error: ACCOUNT_MESSAGES.fieldRequired }));
const optionalText = (max: number) => text(max).default('');
const isoDate = calendarDateSchema;

/** POST /api/publicacademycustomers/put-json and PUT /api/publiccustomers/{id}: save personal data and address. */
export const saveCustomerBodySchema = z.object({
  id: idNumber,
  name: requiredText(100),
  surname: requiredText(150),
  /** Required for account holders; a dependent child may have neither email nor phone (checked by the server). */
  email: email.pipe(z.union([z.literal(''), z.email({ error: 'Please enter a valid email' })])),
  phone: optionalText(30),
  email2: email.pipe(z.union([z.literal(''), z.email({ error: 'Please enter a valid email' })])).default(''),
  email3: email.pipe(z.union([z.literal(''), z.email({ error: 'Please enter a valid email' })])).default(''),
  phone2: optionalText(30),
  phone3: optionalText(30),
  gender: z.union([z.literal(0), z.literal(1)]).nullable().default(null),
  birthDate: isoDate.nullable().default(null),
  addressLine1: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(100),
  town: optionalText(100),
  country: optionalText(100),
  okRss: z.boolean().default(false),
  customFieldValues: z.array(z.object({ customFieldId: z.number().int(), value: text(500) })).max(100).default([]),
});
export type SaveCustomerBody = z.input<typeof saveCustomerBodySchema>;

/** DELETE /api/children/{childId}/unlink-from/{parentId} */
export const unlinkParamsSchema = z.object({
  childId: idParam,
  parentId: idParam,
});

/** POST /api/publiccustomers/impersonate: act as a linked active child, or go back to the parent. */
export const impersonateBodySchema = z.object({ id: idNumber });
export const storedCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  logo: z.string(),
  children: z.array(childSummarySchema),
  parent: z.number().int().nullable(),
  currentId: z.number().int(),
});
export type StoredCustomer = z.infer<typeof storedCustomerSchema>;
export const impersonateResponseSchema = okEnvelope({ token: z.string(), expiry: z.string(), customer: storedCustomerSchema });

/** POST /api/publiccustomers/list: the player picker's live search (names only, never contact data). */
export const CUSTOMER_SEARCH_MIN_LENGTH = 3;
export const customerSearchBodySchema = z.object({
  search: text(100).pipe(z.string().min(CUSTOMER_SEARCH_MIN_LENGTH, { error: `Type at least ${CUSTOMER_SEARCH_MIN_LENGTH} characters` })),
});
export const customerSearchResultSchema = z.object({ id: z.number().int(), name: z.string(), logo: z.string() });
export const customerSearchResponseSchema = okEnvelope({ results: z.array(customerSearchResultSchema) });

/** Saved cards: GET /api/publicpaymentmethods/token-list/{id} and DELETE /api/publicpaymentmethods/{customerId}/{tokenId}. */
export const cardTokenSchema = z.object({ id: z.number().int(), cardNumber: z.string() });
export const tokenListResponseSchema = okEnvelope({ model: z.array(cardTokenSchema) });
export const deleteTokenParamsSchema = z.object({
  customerId: idParam,
  tokenId: idParam,
});

/**
 * Auto login (`/auto-login?t=...&back=...`). `t` is an opaque, random, single-use token valid for
 * TEMPORARY_LOGIN_MINUTES, issued to a logged-in customer by POST /api/publiccustomers/auto-login-token
 * (e.g. by the club's app to open the portal already signed in) and exchanged once by
 * POST /api/publiccustomers/auto-login for a normal session. It never carries a password.
 */
export const autoLoginTokenResponseSchema = okEnvelope({ t: z.string(), expiry: z.string() });
export const autoLoginBodySchema = z.object({ t: z.string().min(1).max(200) });
export const WRONG_ACCESS = 'Wrong access';
