import type { StoredCustomer } from '../api/session';
import { useSession } from './use-session';

/**
 * The customer id the portal acts for: the stored `currentId` (set by the child selector while acting as a
 * linked child), else the stored id. Null when nobody is logged in or the stored record is unusable.
 */
export function actingCustomerId(customer: StoredCustomer | null): number | null {
  if (!customer) return null;
  const id = customer.currentId ?? Number(customer.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function useCustomerId(): number | null {
  const { customer, token } = useSession();
  return token ? actingCustomerId(customer) : null;
}
