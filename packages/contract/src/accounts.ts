import { z } from 'zod';
import { okEnvelope, okOnlySchema } from './api-result.js';
import {
  VALIDATION_MESSAGES,
  acceptedConditions,
  calendarDate,
  currentPassword,
  fieldKey,
  listOptions,
  newPassword,
  optionalCalendarDate,
  optionalEmail,
  optionalText,
  requiredEmail,
  requiredText,
} from './validation.js';
import { idNumber, idParam } from './ids.js';

/** Lifetime of the temporary login stored after registration, and of sign-up tokens (spec section 9). */
export const TEMPORARY_LOGIN_MINUTES = 5;

/** Server answers the customers already know (spec section 8): spelling is the spec's. Form rules' messages are VALIDATION_MESSAGES. */
export const ACCOUNT_MESSAGES = {
  invalidCredentials: 'Invalid Email or Password',
  wrongPassword: 'Wrong password',
  activationExpired: 'Sorry your activation link is expired',
} as const;

/** The user name is the email (spec section 5): a phone number, without '@', is refused before any lookup. */
const loginEmail = z
  .string()
  .trim()
  .max(254, { error: VALIDATION_MESSAGES.tooLong })
  .transform((v) => v.toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { error: VALIDATION_MESSAGES.fieldRequired, abort: true })
      .includes('@', { error: VALIDATION_MESSAGES.emailIsUserName }),
  );

/** The login dialog's and the link-account page's form. */
export const loginFormSchema = z.object({
  email: loginEmail,
  password: currentPassword(VALIDATION_MESSAGES.fieldRequired),
});

/** POST /api/publiccustomers/cauth */
export const loginBodySchema = loginFormSchema.extend({
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
/** An answer to a field of the club's registration form: the field (its id in the form's definition) and what was answered. */
export const registrationAnswerSchema = z.object({ fieldId: idNumber, value: z.string().max(5000) });

export const registerBodySchema = z.object({
  name: requiredText(100),
  surname: requiredText(150),
  email: requiredEmail,
  password: newPassword,
  phone: optionalText(30).default(''),
  okRss: z.boolean().default(false),
  acceptConditions: acceptedConditions,
  /** Interface language the customer registered in: their mails are written in it. */
  language: z.string().max(10).optional(),
  /**
   * Ours: the answers to the club's own fields of the registration form (each by its field's id), checked by the
   * form's own schema and kept in the customer's file.
   */
  answers: z.array(registrationAnswerSchema).max(200).optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;
/** The model is a temporary login (TEMPORARY_LOGIN_MINUTES) so the new customer can go on right away. */
export const registerResponseSchema = okEnvelope({ model: loginModelSchema });

/** POST /api/publiccustomers/activate */
export const activateBodySchema = z.object({ token: z.string().min(1).max(200) });
/** Spec: response ok. `alreadyActive` (ours): the link was used before and the account is already active. */
export const activateResponseSchema = okOnlySchema.extend({ alreadyActive: z.boolean().optional() });

/** POST /api/publiccustomers/reset-password-request-cz */
export const resetRequestBodySchema = z.object({
  email: loginEmail.pipe(requiredEmail),
  language: z.string().max(10).optional(),
});
/** The forgot-password form of the login dialog. */
export const resetRequestFormSchema = resetRequestBodySchema.pick({ email: true });
/** 'temp': the account exists but is not activated yet; 'active'; 'unknown' is never revealed (answers 'active'). */
export const customerStatusSchema = z.enum(['active', 'temp']);
export const resetRequestResponseSchema = okEnvelope({ customerStatus: customerStatusSchema });

/** POST /api/publiccustomers/reset-password-cz */
export const resetPasswordBodySchema = z.object({ token: z.string().min(1).max(200), plainPassword: newPassword });
/** The reset page's form: both required, each at least 5 long, and equal (spec section 5). */
export const resetPasswordFormSchema = z.object({ password: newPassword, repeat: newPassword }).refine((v) => v.password === v.repeat, {
  error: VALIDATION_MESSAGES.passwordMismatch,
  path: ['repeat'],
  // Compared even when the first one is wrong, but a repeat that is itself wrong says that first.
  when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === 'repeat'),
});
export const resetPasswordResponseSchema = okOnlySchema;

/** POST /api/publiccustomers/reset-password-by-old-json */
export const changePasswordBodySchema = z.object({
  customerId: idNumber,
  plainOldPass: currentPassword(),
  plainNewPass: newPassword,
});
/** The change-password page's form: both required ('Required'), the new one at least 5 long. */
export const changePasswordFormSchema = z.object({ current: currentPassword(), next: newPassword });
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

/**
 * The rules of the customer's own fields, shared by the save call and the account forms. Email and phone
 * are optional here: only account holders must give them (holderContactSchema).
 */
export const customerFieldRules = {
  name: requiredText(100),
  surname: requiredText(150),
  email: optionalEmail,
  phone: optionalText(30),
  email2: optionalEmail,
  email3: optionalEmail,
  phone2: optionalText(30),
  phone3: optionalText(30),
  birthDate: optionalCalendarDate,
  addressLine1: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(100),
  town: optionalText(100),
  country: optionalText(100),
};
/** Account holders log in and get mail with these (spec section 5: required); a linked child may have neither. */
export const holderContactSchema = z.object({ email: requiredEmail, phone: requiredText(30) });

const CUSTOM_VALUE_MAX = 500;
type CustomFieldRule = Pick<CustomField, 'fieldType' | 'pickListValues' | 'required'>;

/** One custom field's value: a ticked checkbox is 'true'; a pick list takes a listed choice; '' when not given. */
export function customFieldValueSchema(field: CustomFieldRule) {
  const required = VALIDATION_MESSAGES.fieldRequired;
  if (field.fieldType === 'bool') {
    return z
      .enum(['', 'true', 'false'], { error: VALIDATION_MESSAGES.notAnOption })
      .refine((v) => !field.required || v === 'true', { error: required });
  }
  const given = field.required ? requiredText(CUSTOM_VALUE_MAX) : optionalText(CUSTOM_VALUE_MAX);
  if (field.fieldType === 'text') return given;
  const options = listOptions(field.pickListValues);
  return given.refine((v) => v === '' || options.includes(v), { error: VALIDATION_MESSAGES.notAnOption });
}

/**
 * The custom-field values of a save, checked against the club's definitions: no unknown field, each value
 * by its field's rule. Issues read "Label: message"; the output keeps the values given.
 */
export function customFieldValuesSchema(fields: Array<CustomFieldRule & Pick<CustomField, 'customFieldId' | 'label'>>) {
  return z.array(z.object({ customFieldId: idNumber, value: z.string() })).transform((values, ctx) => {
    const given = new Map(values.map((v) => [v.customFieldId, v.value]));
    for (const id of given.keys()) {
      if (!fields.some((f) => f.customFieldId === id))
        ctx.issues.push({ code: 'custom', input: id, message: `Unknown custom field ${id}` });
    }
    const kept: Array<{ customFieldId: number; value: string }> = [];
    for (const field of fields) {
      const parsed = customFieldValueSchema(field).safeParse(given.get(field.customFieldId) ?? '');
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          ctx.issues.push({ code: 'custom', input: given.get(field.customFieldId), message: `${field.label}: ${issue.message}` });
      } else if (parsed.data !== '') kept.push({ customFieldId: field.customFieldId, value: parsed.data });
    }
    return kept;
  });
}

/** The custom fields as the account form holds them: one value per fieldKey(customFieldId). */
export function customFieldsFormSchema(fields: Array<CustomFieldRule & Pick<CustomField, 'customFieldId'>>) {
  return z.object(Object.fromEntries(fields.map((field) => [fieldKey(field.customFieldId), customFieldValueSchema(field)])));
}

/** POST /api/publicacademycustomers/put-json and PUT /api/publiccustomers/{id}: save personal data and address. */
export const saveCustomerBodySchema = z.object({
  ...customerFieldRules,
  id: idNumber,
  phone: customerFieldRules.phone.default(''),
  email2: customerFieldRules.email2.default(''),
  email3: customerFieldRules.email3.default(''),
  phone2: customerFieldRules.phone2.default(''),
  phone3: customerFieldRules.phone3.default(''),
  gender: z
    .union([z.literal(0), z.literal(1)])
    .nullable()
    .default(null),
  birthDate: calendarDate.nullable().default(null),
  addressLine1: customerFieldRules.addressLine1.default(''),
  postalCode: customerFieldRules.postalCode.default(''),
  city: customerFieldRules.city.default(''),
  town: customerFieldRules.town.default(''),
  country: customerFieldRules.country.default(''),
  okRss: z.boolean().default(false),
  /** Checked against the club's custom fields by the server (customFieldValuesSchema). */
  customFieldValues: z
    .array(z.object({ customFieldId: idNumber, value: optionalText(CUSTOM_VALUE_MAX) }))
    .max(100)
    .default([]),
});
export type SaveCustomerBody = z.input<typeof saveCustomerBodySchema>;

/** DELETE /api/children/{childId}/unlink-from/{parentId} */
export const unlinkParamsSchema = z.object({
  childId: idParam,
  parentId: idParam,
});

/** POST /api/publiccustomers/impersonate: act as a linked active child, or go back to the parent. */
export const impersonateBodySchema = z.object({ id: idNumber });
/** The customer `impersonate` switches to, as the portal stores it (spec: the switch answer). */
export const impersonatedCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  logo: z.string(),
  children: z.array(childSummarySchema),
  parent: z.number().int().nullable(),
  currentId: z.number().int(),
});
export type ImpersonatedCustomer = z.infer<typeof impersonatedCustomerSchema>;
export const impersonateResponseSchema = okEnvelope({ token: z.string(), expiry: z.string(), customer: impersonatedCustomerSchema });

/** POST /api/publiccustomers/list: the player picker's live search (names only, never contact data). */
export const CUSTOMER_SEARCH_MIN_LENGTH = 3;
export const customerSearchBodySchema = z.object({
  search: optionalText(100).pipe(
    z.string().min(CUSTOMER_SEARCH_MIN_LENGTH, { error: `Type at least ${CUSTOMER_SEARCH_MIN_LENGTH} characters` }),
  ),
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
