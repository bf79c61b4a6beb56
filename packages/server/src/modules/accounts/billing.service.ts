import type { Executor } from '../../db/dialect.js';
import { findCustomerById } from './customers.repository.js';

export type BillingDetails = {
  name: string;
  surname: string;
  email: string;
  addressLine1: string;
  postalCode: string;
  city: string;
  town: string;
  country: string;
};

/** Who an invoice or ticket is made out to (other modules print it; they never read customers themselves). */
export async function getBillingDetails(db: Executor, customerId: number): Promise<BillingDetails | undefined> {
  const c = await findCustomerById(db, customerId);
  if (!c) return undefined;
  return {
    name: c.name,
    surname: c.surname,
    email: c.email ?? '',
    addressLine1: c.address_line1,
    postalCode: c.postal_code,
    city: c.city,
    town: c.town,
    country: c.country,
  };
}
