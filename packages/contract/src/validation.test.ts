import { describe, expect, it } from 'vitest';
import {
  VALIDATION_MESSAGES,
  calendarDate,
  isCalendarDate,
  newPassword,
  optionalCalendarDate,
  optionalEmail,
  requiredEmail,
  requiredText,
  stripNonPrintable,
  validationMessageKey,
} from './validation.js';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('calendar dates', () => {
  it.each(['2024-02-29', '2000-02-29', '1990-05-17', '0001-01-01', '2023-12-31', '9999-12-31'])('accepts the real day %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
    expect(calendarDate.parse(value)).toBe(value);
  });

  it.each([
    '2024-02-31',
    '2023-02-29',
    '1900-02-29',
    '2024-06-00',
    '2024-01-32',
    '0000-00-00',
    '0000-01-01',
    '2024-13-01',
    '2024-04-31',
    '2024-00-10',
  ])('refuses %s, which is no day of the calendar', (value) => {
    expect(isCalendarDate(value)).toBe(false);
    expect(messages(calendarDate.safeParse(value))).toEqual([VALIDATION_MESSAGES.notADate]);
  });

  it.each(['17/05/1990', '2024-2-1', '20240201', 'tomorrow', ''])('refuses %j, not written yyyy-MM-dd', (value) => {
    expect(messages(calendarDate.safeParse(value))).toEqual([VALIDATION_MESSAGES.dateFormat]);
  });

  it('takes nothing as an optional date, but not a wrong one', () => {
    expect(optionalCalendarDate.parse('')).toBe('');
    expect(messages(optionalCalendarDate.safeParse('2024-02-31'))).toEqual([VALIDATION_MESSAGES.notADate]);
  });
});

describe('text, email and password rules', () => {
  it('drops non-printable characters, trims, and requires something to be left', () => {
    expect(stripNonPrintable('a\u0000b\u200Bc\td\n')).toBe('abc\td\n');
    expect(requiredText(10).parse('  Ana\u0007 ')).toBe('Ana');
    expect(messages(requiredText(10).safeParse(' \u0000 '))).toEqual([VALIDATION_MESSAGES.fieldRequired]);
    expect(messages(requiredText(3).safeParse('Anabel'))).toEqual([VALIDATION_MESSAGES.tooLong]);
  });

  it('lower-cases emails and words the two ways they fail', () => {
    expect(requiredEmail.parse(' Ana@Club.ES ')).toBe('ana@club.es');
    expect(messages(requiredEmail.safeParse(''))).toEqual([VALIDATION_MESSAGES.fieldRequired]);
    expect(messages(requiredEmail.safeParse('ana@club'))).toEqual([VALIDATION_MESSAGES.invalidEmail]);
    expect(optionalEmail.parse('  ')).toBe('');
    expect(messages(optionalEmail.safeParse('ana'))).toEqual([VALIDATION_MESSAGES.invalidEmail]);
  });

  it("says 'Required' for an empty new password and only then its minimum length", () => {
    expect(messages(newPassword.safeParse(''))).toEqual(['Required']);
    expect(messages(newPassword.safeParse('abcd'))).toEqual(['Minimun length is 5']);
    expect(newPassword.parse('abcde')).toBe('abcde');
  });

  it('finds the key of a shared message and nothing for other texts', () => {
    expect(validationMessageKey('Password does not match')).toBe('passwordMismatch');
    expect(validationMessageKey('This email is already registered.')).toBeUndefined();
  });
});
