import { describe, expect, it } from 'vitest';
import type { Customer, CustomField } from '@clubportal/contract/accounts';
import { saveCustomerBodySchema } from '@clubportal/contract/accounts';
import { demoCustomer } from '../../../test/customer-fixtures';
import { fieldKey } from '@clubportal/contract/validation';
import { personalDataSchema, personalValuesOf, saveBodyOf } from './customer-form';

const field = (over: Partial<CustomField>): CustomField => ({
  customFieldId: 1,
  name: 'x',
  label: 'X',
  value: '',
  fieldType: 'text',
  pickListValues: '',
  required: false,
  ...over,
});

// The shared fixture with the custom fields these rules exercise: a pick list with spaces and an empty checkbox.
const customer: Customer = demoCustomer({
  okRss: true,
  customFields: [
    field({ customFieldId: 3, fieldType: 'picklist', pickListValues: 'S, M ,L', value: 'M' }),
    field({ customFieldId: 4, fieldType: 'bool', value: '' }),
  ],
  customFieldValues: [{ customFieldId: 3, value: 'M' }],
  children: [],
});

describe('account form rules', () => {
  it('reads the customer into form values (gender as text, checkbox as true/false)', () => {
    const values = personalValuesOf(customer);
    expect(values.gender).toBe('1');
    expect(values.custom).toEqual({ [fieldKey(3)]: 'M', [fieldKey(4)]: 'false' });
    expect(personalValuesOf({ ...customer, gender: null, birthDate: null })).toMatchObject({ gender: '', birthDate: '' });
  });

  it('builds a put-json body the contract accepts, with every field and the custom values', () => {
    const personal = personalDataSchema(customer).parse({
      ...personalValuesOf(customer),
      name: '  Ana María\u0000 ',
      gender: '',
      custom: { [fieldKey(3)]: 'L', [fieldKey(4)]: 'true' },
    });
    const body = saveBodyOf(customer, { personal });
    expect(body).toMatchObject({ id: 7, name: 'Ana María', gender: null, city: 'Madrid', okRss: true });
    expect(body.customFieldValues).toEqual([
      { customFieldId: 3, value: 'L' },
      { customFieldId: 4, value: 'true' },
    ]);
    expect(saveCustomerBodySchema.safeParse(body).success).toBe(true);
  });

  it('keeps the saved personal data when only the address changes', () => {
    const body = saveBodyOf(customer, {
      address: { addressLine1: 'Calle Nueva 2', postalCode: '28002', city: 'Madrid', town: '', country: 'España' },
    });
    expect(body).toMatchObject({
      name: 'Ana',
      email: 'ana@example.com',
      addressLine1: 'Calle Nueva 2',
      town: '',
      birthDate: '1990-05-01',
      gender: 1,
    });
    expect(body.customFieldValues).toEqual([
      { customFieldId: 3, value: 'M' },
      { customFieldId: 4, value: 'false' },
    ]);
  });

  it("checks with the contract's rules: email and phone required of holders only, custom fields by type", () => {
    const messages = (c: Customer, values: ReturnType<typeof personalValuesOf>) =>
      personalDataSchema(c)
        .safeParse(values)
        .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    const values = {
      ...personalValuesOf(customer),
      email: '',
      phone: ' ',
      birthDate: '2023-02-29',
      custom: { [fieldKey(3)]: 'XL', [fieldKey(4)]: 'false' },
    };
    expect(messages(customer, values)).toEqual([
      'email: The field is required',
      'phone: The field is required',
      'birthDate: This date does not exist',
      `custom.${fieldKey(3)}: Choose one of the listed options`,
    ]);
    expect(
      messages({ ...customer, parent: 1 }, { ...values, birthDate: '', custom: { [fieldKey(3)]: '', [fieldKey(4)]: 'false' } }),
    ).toEqual([]);
  });
});
