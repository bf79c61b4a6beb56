import { z } from 'zod';
import {
  customerFieldRules,
  customFieldsFormSchema,
  holderContactSchema,
  type Customer,
  type SaveCustomerBody,
} from '@clubportal/contract/accounts';
import { fieldKey } from '@clubportal/contract/validation';

/**
 * The Personal Data tab's rules: the contract's customer fields (the save call checks the same), email
 * and phone required for account holders only, and the club's custom fields by their definitions.
 */
export function personalDataSchema(customer: Customer) {
  const holder = customer.parent === null;
  const { name, surname, email2, email3, phone2, phone3, birthDate } = customerFieldRules;
  return z.object({
    name,
    surname,
    email: holder ? holderContactSchema.shape.email : customerFieldRules.email,
    phone: holder ? holderContactSchema.shape.phone : customerFieldRules.phone,
    email2,
    email3,
    phone2,
    phone3,
    /** '' not given, '0' male, '1' female (spec: gender 0 male, 1 female). */
    gender: z.enum(['', '0', '1']),
    birthDate,
    /** Custom field values by fieldKey; checkboxes hold 'true' or 'false'. */
    custom: customFieldsFormSchema(customer.customFields),
  });
}
export type PersonalValues = z.input<ReturnType<typeof personalDataSchema>>;

const { addressLine1, postalCode, city, town, country } = customerFieldRules;
/** The Address tab's rules, the contract's as well. */
export const addressSchema = z.object({ addressLine1, postalCode, city, town, country });
export type AddressValues = z.input<typeof addressSchema>;

export function personalValuesOf(customer: Customer): PersonalValues {
  const custom: Record<string, string> = {};
  for (const field of customer.customFields) {
    custom[fieldKey(field.customFieldId)] = field.fieldType === 'bool' ? (field.value === 'true' ? 'true' : 'false') : field.value;
  }
  return {
    name: customer.name,
    surname: customer.surname,
    email: customer.email,
    email2: customer.email2,
    email3: customer.email3,
    phone: customer.phone,
    phone2: customer.phone2,
    phone3: customer.phone3,
    gender: customer.gender === 0 ? '0' : customer.gender === 1 ? '1' : '',
    birthDate: customer.birthDate ?? '',
    custom,
  };
}

export function addressValuesOf(customer: Customer): AddressValues {
  return {
    addressLine1: customer.addressLine1,
    postalCode: customer.postalCode,
    city: customer.city,
    town: customer.town,
    country: customer.country,
  };
}

/**
 * The put-json body: the whole customer (the call replaces everything), with one tab's checked values on
 * top. Custom field values are always sent, taken from the edits when the personal tab is saved.
 */
export function saveBodyOf(customer: Customer, edits: { personal?: PersonalValues; address?: AddressValues }): SaveCustomerBody {
  const personal = edits.personal ?? personalValuesOf(customer);
  const address = edits.address ?? addressValuesOf(customer);
  return {
    id: customer.id,
    name: personal.name,
    surname: personal.surname,
    email: personal.email,
    email2: personal.email2,
    email3: personal.email3,
    phone: personal.phone,
    phone2: personal.phone2,
    phone3: personal.phone3,
    gender: personal.gender === '0' ? 0 : personal.gender === '1' ? 1 : null,
    birthDate: personal.birthDate || null,
    ...address,
    okRss: customer.okRss,
    customFieldValues: customer.customFields.map((field) => ({
      customFieldId: field.customFieldId,
      value: personal.custom[fieldKey(field.customFieldId)] ?? '',
    })),
  };
}
