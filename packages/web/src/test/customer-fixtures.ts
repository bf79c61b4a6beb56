import type { Customer } from '@clubportal/contract/accounts';
import { STORAGE_KEYS } from '@clubportal/contract/http';

/** A customer as GET /api/publiccustomers/{id} returns it: custom fields of the three types, two children. */
export function demoCustomer(over: Partial<Customer> = {}): Customer {
  return {
    id: 7,
    name: 'Ana',
    surname: 'Ruiz',
    email: 'ana@example.com',
    email2: '',
    email3: '',
    phone: '600111222',
    phone2: '',
    phone3: '',
    gender: 1,
    birthDate: '1990-05-01',
    addressLine1: 'Calle Mayor 1',
    postalCode: '28001',
    city: 'Madrid',
    town: 'Madrid',
    country: 'España',
    acceptConditions: true,
    okRss: false,
    logo: '',
    status: 0,
    customFields: [
      {
        customFieldId: 1,
        name: 'shirtSize',
        label: 'Shirt size',
        value: 'M',
        fieldType: 'picklist',
        pickListValues: 'S,M,L',
        required: false,
      },
      {
        customFieldId: 2,
        name: 'federated',
        label: 'Federated player',
        value: 'false',
        fieldType: 'bool',
        pickListValues: '',
        required: false,
      },
      { customFieldId: 3, name: 'licence', label: 'Licence number', value: '', fieldType: 'text', pickListValues: '', required: true },
    ],
    customFieldValues: [
      { customFieldId: 1, value: 'M' },
      { customFieldId: 2, value: 'false' },
      { customFieldId: 3, value: '' },
    ],
    children: [
      { id: 21, name: 'Daniela', surname: 'Ruiz', status: 0 },
      { id: 22, name: 'Hugo', surname: 'Ruiz', status: 1 },
    ],
    parent: null,
    currentId: 7,
    ...over,
  };
}

/** Stores a session the way a login does (cc and ctk), plus a cart. */
export function storeSession(customer: Record<string, unknown> = { id: 7, name: 'Ana', surname: 'Ruiz', logo: '' }) {
  localStorage.setItem(STORAGE_KEYS.customer, JSON.stringify(customer));
  localStorage.setItem(STORAGE_KEYS.token, 'tok-7');
  localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ items: [1] }));
}
