import { z } from 'zod';
import { okEnvelope, okOnlySchema } from './api-result.js';

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
});
export type LoginBody = z.input<typeof loginBodySchema>;

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
  customerId: z.number().int().positive(),
  plainOldPass: password,
  plainNewPass: newPassword,
});
export const changePasswordResponseSchema = okOnlySchema;
