import * as accounts from '@clubportal/contract/accounts';
import * as checkout from '@clubportal/contract/checkout';
import * as comms from '@clubportal/contract/comms';
import * as forms from '@clubportal/contract/dynamic-forms';
import { LANGUAGES } from '@clubportal/contract/languages';
import * as newsletter from '@clubportal/contract/newsletter';
import { describe, expect, it } from 'vitest';
import { validationSentences, type SchemaIssue } from './validation-messages.js';

const one = (issue: SchemaIssue, language: Parameters<typeof validationSentences>[1] = 'en-US') =>
  validationSentences([issue], language)[0]?.message;

describe('schema issues as sentences', () => {
  it('names the field in words, never by its schema path', () => {
    expect(
      one({ keyword: 'invalid_type', instancePath: '/customer/email', message: 'Invalid input: expected string, received undefined' }),
    ).toBe('The field “email” is required');
    expect(
      one({
        keyword: 'invalid_type',
        instancePath: '/saleItems/0/stockParentId',
        message: 'Invalid input: expected number, received string',
      }),
    ).toBe('The field “stock parent id” is not valid');
    expect(one({ keyword: 'custom', instancePath: '/bookingToken', message: 'not a booking token' })).toBe(
      'This booking link is not valid',
    );
    expect(one({ keyword: 'custom', instancePath: '/payment_intent', message: 'not a PaymentIntent id' })).toBe(
      'The field “payment intent” is not valid',
    );
  });

  it("keeps the contract's and the spec's words, after the field", () => {
    expect(one({ keyword: 'custom', instancePath: '/email', message: 'Please enter a valid email' })).toBe(
      'Email: Please enter a valid email',
    );
    expect(one({ keyword: 'custom', instancePath: '/guid', message: 'guid must be 8 to 64 letters, digits or dashes' })).toBe(
      'The field “guid” must be 8 to 64 letters, digits or dashes',
    );
    expect(one({ keyword: 'custom', instancePath: '/customFieldValues', message: 'Shirt size: The field is required' }, 'es-ES')).toBe(
      'Shirt size: El campo es obligatorio',
    );
  });

  it("replaces zod's own wording of sizes by the rule's", () => {
    expect(
      one({
        keyword: 'too_small',
        instancePath: '/units',
        message: 'Too small: expected number to be >=1',
        params: { origin: 'number', minimum: 1 },
      }),
    ).toBe('The field “units” must be at least 1');
    expect(
      one({
        keyword: 'too_big',
        instancePath: '/search',
        message: 'Too big: expected string to have <=100 characters',
        params: { origin: 'string', maximum: 100 },
      }),
    ).toBe('The field “search” must have at most 100 characters');
    expect(
      one({
        keyword: 'too_small',
        instancePath: '/saleItemsDto',
        message: 'Too small: expected array to have >=1 items',
        params: { origin: 'array', minimum: 1 },
      }),
    ).toBe('The field “sale items dto” must have at least 1 items');
    expect(
      one({ keyword: 'too_small', instancePath: '/password', message: 'Minimun length is 5', params: { origin: 'string', minimum: 5 } }),
    ).toBe('Password: Minimun length is 5');
  });

  it("speaks the caller's language", () => {
    const id = { keyword: 'custom', instancePath: '/customerId', message: 'must be a positive whole number' };
    expect(one(id)).toBe('The field “customer” must be a positive whole number written in plain digits, such as 12');
    expect(one(id, 'fr-FR')).toBe('Le champ « client » doit être un nombre entier positif écrit en chiffres, par exemple 12');
    expect(
      one({ keyword: 'unrecognized_keys', instancePath: '', message: 'Unrecognized key: "x"', params: { keys: ['x'] } }, 'it-IT'),
    ).toBe('Questa richiesta contiene campi non ammessi: x');
  });

  it('says one sentence per field', () => {
    const issues: SchemaIssue[] = [
      { keyword: 'invalid_type', instancePath: '/name', message: 'Invalid input: expected string, received undefined' },
      { keyword: 'custom', instancePath: '/name', message: 'The field is required' },
      { keyword: 'invalid_type', instancePath: '/phone', message: 'Invalid input: expected string, received number' },
    ];
    expect(validationSentences(issues, 'es-ES')).toEqual([
      { field: 'name', message: 'El campo «nombre» es obligatorio' },
      { field: 'phone', message: 'El campo «teléfono» no es válido' },
    ]);
  });

  it('names every field of the forms a member fills in, in words of the form, in every language (issue 29)', () => {
    const memberForms = [
      accounts.registerBodySchema,
      accounts.saveCustomerBodySchema,
      accounts.changePasswordBodySchema,
      accounts.changePasswordFormSchema,
      accounts.resetPasswordBodySchema,
      accounts.resetPasswordFormSchema,
      accounts.resetRequestBodySchema,
      accounts.loginFormSchema,
      checkout.checkoutRequestCustomerSchema,
      comms.infoRequestBodySchema,
      newsletter.newsletterSubscribeBodySchema,
      forms.formSaveFieldsSchema,
    ];
    for (const schema of memberForms)
      for (const key of Object.keys(schema.shape))
        for (const language of LANGUAGES) {
          const said = one({ keyword: 'custom', instancePath: `/${key}`, message: 'Please accept our legal conditions' }, language);
          // Named by a label of the form ("New password: …"), never "Plain new pass: …" (the key in words).
          expect(said, `${key} in ${language}`).toMatch(/^[^:]+: /);
          const inWords = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
          if (language === 'es-ES' && inWords.includes(' ')) expect(said?.split(':')[0]?.toLowerCase()).not.toBe(inWords);
        }
  });

  it("says a contract sentence alone for a field without a member's name", () => {
    expect(one({ keyword: 'custom', instancePath: '/plainNewPass', message: 'Minimun length is 5' })).toBe(
      'New password: Minimun length is 5',
    );
    expect(one({ keyword: 'custom', instancePath: '/acceptConditions', message: 'Please accept our legal conditions' }, 'es-ES')).toMatch(
      /^Condiciones legales: /,
    );
    expect(one({ keyword: 'custom', instancePath: '/someTechnicalKey', message: 'Please accept our legal conditions' })).toBe(
      'Please accept our legal conditions',
    );
  });
});
