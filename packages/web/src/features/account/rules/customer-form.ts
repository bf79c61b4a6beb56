import { stripNonPrintable, type Customer, type CustomField, type SaveCustomerBody } from '@clubportal/contract/accounts';

/** Form key of a custom field: not numeric, so the form library keeps an object rather than an array. */
export const customKey = (customFieldId: number) => `f${customFieldId}`;

export type PersonalValues = {
  name: string;
  surname: string;
  email: string;
  email2: string;
  email3: string;
  phone: string;
  phone2: string;
  phone3: string;
  /** '' not given, '0' male, '1' female (spec: gender 0 male, 1 female). */
  gender: '' | '0' | '1';
  /** yyyy-MM-dd or ''. */
  birthDate: string;
  /** Custom field values by customKey; checkboxes hold 'true' or 'false'. */
  custom: Record<string, string>;
};

export type AddressValues = {
  addressLine1: string;
  postalCode: string;
  city: string;
  town: string;
  country: string;
};

/** Spec section 5: first name, last name, email and phone are required. */
export const REQUIRED_PERSONAL_FIELDS = ['name', 'surname', 'email', 'phone'] as const;

export const isBlank = (value: string | undefined | null) => !value || value.trim() === '';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const looksLikeEmail = (value: string) => EMAIL_SHAPE.test(value.trim());

/** A required custom field is filled: a checkbox must be ticked, anything else non-empty. */
export function customFieldFilled(field: CustomField, value: string | undefined): boolean {
  if (field.fieldType === 'bool') return value === 'true';
  return !isBlank(value);
}

/** Choices of a pick list (comma-separated in the definition). */
export function pickListOptions(field: CustomField): string[] {
  return field.pickListValues
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
}

export function personalValuesOf(customer: Customer): PersonalValues {
  const custom: Record<string, string> = {};
  for (const field of customer.customFields) {
    custom[customKey(field.customFieldId)] = field.fieldType === 'bool' ? (field.value === 'true' ? 'true' : 'false') : field.value;
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

const clean = (value: string) => stripNonPrintable(value).trim();

/**
 * The put-json body: the whole customer (the call replaces everything), with one tab's edits on top.
 * Custom field values are always sent, taken from the edits when the personal tab is saved.
 */
export function saveBodyOf(customer: Customer, edits: { personal?: PersonalValues; address?: AddressValues }): SaveCustomerBody {
  const personal = edits.personal ?? personalValuesOf(customer);
  const address = edits.address ?? addressValuesOf(customer);
  return {
    id: customer.id,
    name: clean(personal.name),
    surname: clean(personal.surname),
    email: clean(personal.email),
    email2: clean(personal.email2),
    email3: clean(personal.email3),
    phone: clean(personal.phone),
    phone2: clean(personal.phone2),
    phone3: clean(personal.phone3),
    gender: personal.gender === '0' ? 0 : personal.gender === '1' ? 1 : null,
    birthDate: personal.birthDate || null,
    addressLine1: clean(address.addressLine1),
    postalCode: clean(address.postalCode),
    city: clean(address.city),
    town: clean(address.town),
    country: clean(address.country),
    okRss: customer.okRss,
    customFieldValues: customer.customFields.map((field) => ({
      customFieldId: field.customFieldId,
      value: clean(personal.custom[customKey(field.customFieldId)] ?? ''),
    })),
  };
}
