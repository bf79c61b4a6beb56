import type { Db } from '../../db/dialect.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { findCustomerById, type CustomerRow } from './customers.repository.js';

/**
 * The customer behind a session, re-checked against the database: a deleted account or a token issued
 * before the password was reset no longer opens anything.
 */
export async function requireCustomer(db: Db, session: SessionClaims | null): Promise<CustomerRow> {
  if (!session) throw new AppError('unauthorized', 'loginRequired');
  const customer = await findCustomerById(db, session.customerId);
  const revoked = customer?.sessions_valid_after && session.issuedAt * 1000 < Date.parse(customer.sessions_valid_after);
  if (!customer || revoked) throw new AppError('unauthorized', 'loginRequired');
  return customer;
}

/**
 * The one authorisation rule for every call that names a customer id: a session may act for its own
 * customer or for that customer's linked children; anything else is 403 and changes nothing.
 */
export async function authorizeCustomer(db: Db, session: SessionClaims | null, customerId: number): Promise<CustomerRow> {
  const acting = await requireCustomer(db, session);
  if (customerId === acting.id) return acting;
  const target = await findCustomerById(db, customerId);
  if (target && target.parent_id === acting.id) return target;
  throw new AppError('forbidden', 'ownDataOnly');
}
