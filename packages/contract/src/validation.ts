import { z } from 'zod';
import { isCalendarDate } from './calendar-date.js';

/**
 * Messages of the rules the server and the web both check (spec sections 5 and 8; the spec's spelling).
 * The server answers with the English text (its error handler translates the known ones); the web
 * looks the text up here and shows its own translation, keyed by the property name.
 */
export const VALIDATION_MESSAGES = {
  required: 'Required',
  fieldRequired: 'The field is required',
  minLength: 'Minimun length is 5',
  passwordMismatch: 'Password does not match',
  acceptLegal: 'Please accept our legal conditions',
  invalidEmail: 'Please enter a valid email',
  emailIsUserName: 'The user name is the email',
  dateFormat: 'Use the date format yyyy-MM-dd',
  notADate: 'This date does not exist',
  tooLong: 'This text is too long',
  notAnOption: 'Choose one of the listed options',
  notAnAmount: 'Enter an amount such as 12.50',
  notATime: 'Enter a time such as 18:30',
  notAColour: 'Enter a colour such as #0a7d4f',
  fileType: 'Only images and pdf, docx, doc, txt and xslx files are accepted',
  fileSize: 'Each file must be 5 MB or smaller',
} as const;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

const KEY_OF_MESSAGE = new Map(Object.entries(VALIDATION_MESSAGES).map(([key, text]) => [text as string, key as ValidationMessageKey]));
/** Which shared message a text is (the web translates by key); undefined for any other text. */
export function validationMessageKey(message: string): ValidationMessageKey | undefined {
  return KEY_OF_MESSAGE.get(message);
}

/** Minimum length of a new password (spec section 9). */
export const PASSWORD_MIN_LENGTH = 5;

/** Strips control and other non-printable characters (spec section 5) while keeping tabs and newlines. */
export function stripNonPrintable(value: string): string {
  return value.replace(/[^\P{C}\t\n\r]/gu, '');
}

/** The choices of a pick list, written comma-separated by the club: trimmed, without empties. */
export function listOptions(commaSeparated: string): string[] {
  return commaSeparated
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);
}

/** Form key of a field known by a numeric id: not numeric itself, so form libraries keep an object, not an array. */
export const fieldKey = (id: number) => `f${id}`;

const tooLong = { error: VALIDATION_MESSAGES.tooLong } as const;
/** `abort` stops the checks after this one, so an empty value reads 'required', not also 'too short'. */
const notEmpty = (error: string) => z.string().min(1, { error, abort: true });

/** Typed text: non-printable characters dropped, trimmed, at most `max` characters; may be empty. */
export const optionalText = (max: number) => z.string().transform(stripNonPrintable).pipe(z.string().trim().max(max, tooLong));
/** Typed text that must not be empty ('The field is required'). */
export const requiredText = (max: number, error: string = VALIDATION_MESSAGES.fieldRequired) => optionalText(max).pipe(notEmpty(error));

const emailShape = z.email({ error: VALIDATION_MESSAGES.invalidEmail });
const typedEmail = z
  .string()
  .trim()
  .max(254, tooLong)
  .transform((v) => v.toLowerCase());
/** An email address, required: trimmed and lower-cased. */
export const requiredEmail = typedEmail.pipe(notEmpty(VALIDATION_MESSAGES.fieldRequired)).pipe(emailShape);
/** An email address or nothing (''). */
export const optionalEmail = typedEmail.pipe(z.union([z.literal(''), emailShape]));

// Where the forms' date rule is read with the other rules; its home is calendar-date.ts.
export { isCalendarDate };
/** A calendar date, yyyy-MM-dd, that exists. */
export const calendarDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: VALIDATION_MESSAGES.dateFormat, abort: true })
  .refine(isCalendarDate, { error: VALIDATION_MESSAGES.notADate });
/** A calendar date or nothing (''). */
export const optionalCalendarDate = z.union([z.literal(''), calendarDate]);

/** A password being checked (login, current password): only required. */
export const currentPassword = (error: string = VALIDATION_MESSAGES.required) => notEmpty(error).max(200, tooLong);
/** A new password: required ('Required'), at least PASSWORD_MIN_LENGTH characters ('Minimun length is 5'). */
export const newPassword = notEmpty(VALIDATION_MESSAGES.required)
  .min(PASSWORD_MIN_LENGTH, { error: VALIDATION_MESSAGES.minLength })
  .max(200, tooLong);

/** The legal checkbox: must be ticked ('Please accept our legal conditions'). */
export const acceptedConditions = z.literal(true, { error: VALIDATION_MESSAGES.acceptLegal });
