import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  customFieldValueSchema,
  customFieldValuesSchema,
  holderContactSchema,
  loginBodySchema,
  resetPasswordFormSchema,
  resetRequestFormSchema,
  saveCustomerBodySchema,
} from './accounts.js';
import { VALIDATION_MESSAGES } from './validation.js';

const issues = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('login and password forms', () => {
  it('refuses a phone number as user name, and an empty one as missing', () => {
    expect(issues(loginBodySchema.safeParse({ email: '600123123', password: 'x' }))).toEqual([
      ['email', VALIDATION_MESSAGES.emailIsUserName],
    ]);
    expect(issues(loginBodySchema.safeParse({ email: ' ', password: '' }))).toEqual([
      ['email', VALIDATION_MESSAGES.fieldRequired],
      ['password', VALIDATION_MESSAGES.fieldRequired],
    ]);
    expect(loginBodySchema.parse({ email: ' Ana@Club.es', password: 'secret' }).email).toBe('ana@club.es');
  });

  it('asks the forgot-password form for an email', () => {
    expect(issues(resetRequestFormSchema.safeParse({ email: '600123123' }))).toEqual([['email', VALIDATION_MESSAGES.emailIsUserName]]);
    expect(issues(resetRequestFormSchema.safeParse({ email: 'ana@club' }))).toEqual([['email', VALIDATION_MESSAGES.invalidEmail]]);
  });

  it('checks the reset form: both required, each at least 5, and equal (spec section 5)', () => {
    expect(issues(resetPasswordFormSchema.safeParse({ password: '', repeat: '' }))).toEqual([
      ['password', 'Required'],
      ['repeat', 'Required'],
    ]);
    expect(issues(resetPasswordFormSchema.safeParse({ password: 'abcde', repeat: 'abc' }))).toEqual([['repeat', 'Minimun length is 5']]);
    expect(issues(resetPasswordFormSchema.safeParse({ password: 'abcde', repeat: 'abcdf' }))).toEqual([
      ['repeat', 'Password does not match'],
    ]);
    expect(resetPasswordFormSchema.safeParse({ password: 'abcde', repeat: 'abcde' }).success).toBe(true);
  });

  it("checks the change form: both 'Required', the new one at least 5", () => {
    expect(issues(changePasswordFormSchema.safeParse({ current: '', next: '' }))).toEqual([
      ['current', 'Required'],
      ['next', 'Required'],
    ]);
    expect(issues(changePasswordFormSchema.safeParse({ current: 'old', next: '1234' }))).toEqual([['next', 'Minimun length is 5']]);
  });
});

describe('customer data', () => {
  const body = { id: 1, name: 'Ana', surname: 'Gil', email: 'ana@club.es', phone: '600' };

  it('requires email and phone of account holders only', () => {
    expect(issues(holderContactSchema.safeParse({ email: '', phone: ' ' }))).toEqual([
      ['email', VALIDATION_MESSAGES.fieldRequired],
      ['phone', VALIDATION_MESSAGES.fieldRequired],
    ]);
    expect(saveCustomerBodySchema.safeParse({ ...body, email: '', phone: '' }).success).toBe(true);
  });

  it('refuses a birth date that is no calendar day', () => {
    expect(issues(saveCustomerBodySchema.safeParse({ ...body, birthDate: '2023-02-29' }))).toEqual([
      ['birthDate', VALIDATION_MESSAGES.notADate],
    ]);
    expect(saveCustomerBodySchema.parse({ ...body, birthDate: '2024-02-29' }).birthDate).toBe('2024-02-29');
  });
});

describe('custom fields', () => {
  const shirt = { customFieldId: 1, label: 'Shirt size', fieldType: 'picklist' as const, pickListValues: 'S, M,L', required: true };
  const federated = { customFieldId: 2, label: 'Federated', fieldType: 'bool' as const, pickListValues: '', required: true };
  const club = { customFieldId: 3, label: 'Club', fieldType: 'text' as const, pickListValues: '', required: false };

  it('checks one value by its type', () => {
    expect(customFieldValueSchema(shirt).safeParse('M').success).toBe(true);
    expect(issues(customFieldValueSchema(shirt).safeParse('XL'))).toEqual([['', VALIDATION_MESSAGES.notAnOption]]);
    expect(issues(customFieldValueSchema(shirt).safeParse(''))).toEqual([['', VALIDATION_MESSAGES.fieldRequired]]);
    expect(issues(customFieldValueSchema(federated).safeParse('false'))).toEqual([['', VALIDATION_MESSAGES.fieldRequired]]);
    expect(issues(customFieldValueSchema({ ...federated, required: false }).safeParse('yes'))).toEqual([
      ['', VALIDATION_MESSAGES.notAnOption],
    ]);
    expect(customFieldValueSchema(club).parse(' Real\u0000 ')).toBe('Real');
  });

  it('checks a save against the definitions: unknown fields, every rule, labels in the messages', () => {
    const schema = customFieldValuesSchema([shirt, federated, club]);
    expect(
      schema.parse([
        { customFieldId: 1, value: 'L' },
        { customFieldId: 2, value: 'true' },
        { customFieldId: 3, value: '' },
      ]),
    ).toEqual([
      { customFieldId: 1, value: 'L' },
      { customFieldId: 2, value: 'true' },
    ]);
    expect(issues(schema.safeParse([{ customFieldId: 9, value: 'x' }]))).toEqual([
      ['', 'Unknown custom field 9'],
      ['', 'Shirt size: The field is required'],
      ['', 'Federated: The field is required'],
    ]);
  });
});
