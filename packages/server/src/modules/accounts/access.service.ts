import { CustomerStatus } from '@clubportal/contract/enums';
import type { Db } from '../../db/dialect.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { findCustomerById, type CustomerRow } from './customers.repository.js';

export type AccessOptions = {
  /** Lets a not-yet-activated account through: only for what finishing registration needs. */
  allowNotActivated?: boolean;
};

/**
 * Whether the account's sessions were ended (password reset or change, deletion) since this one was issued
 * under `version`: by identity, the account's session version against the token's, never by comparing
 * instants (a token's `iat` has whole seconds). The session that changed the password is kept by its id.
 */
function sessionEnded(c: CustomerRow, version: number | undefined, session: SessionClaims): boolean {
  if (version === c.session_version) return false;
  return !(c.kept_session_id && c.kept_session_id === session.sessionId);
}

/**
 * The customer behind a session, re-checked against the database on every call: a deleted account, a
 * token issued before the account's sessions were ended, and a parent's switch into a child that is no
 * longer linked, or whose parent's sessions ended, no longer open anything. A not-yet-activated account
 * gets 403 unless the caller allows it.
 */
export async function requireCustomer(db: Db, session: SessionClaims | null, opts: AccessOptions = {}): Promise<CustomerRow> {
  if (!session) throw new AppError('unauthorized', 'loginRequired');
  const customer = await findCustomerById(db, session.customerId);
  if (!customer || sessionEnded(customer, session.version, session)) throw new AppError('unauthorized', 'loginRequired');
  if (session.parentId !== undefined) {
    // A switch into a child lives only as long as the parent's own sessions and the link between them.
    const parent = await findCustomerById(db, session.parentId);
    const linked = parent && customer.parent_id === parent.id && parent.status === CustomerStatus.Active;
    if (!linked || sessionEnded(parent, session.parentVersion, session)) throw new AppError('unauthorized', 'loginRequired');
  }
  if (customer.status !== CustomerStatus.Active && !opts.allowNotActivated) throw new AppError('forbidden', 'activateFirst');
  return customer;
}

/**
 * The one authorisation rule for every call that names a customer id: a session may act for its own
 * customer or for that customer's linked children; anything else is 403 and changes nothing.
 */
export async function authorizeCustomer(
  db: Db,
  session: SessionClaims | null,
  customerId: number,
  opts: AccessOptions = {},
): Promise<CustomerRow> {
  const acting = await requireCustomer(db, session, opts);
  if (customerId === acting.id) return acting;
  const target = await findCustomerById(db, customerId);
  if (target && target.parent_id === acting.id && acting.status === CustomerStatus.Active) return target;
  throw new AppError('forbidden', 'ownDataOnly');
}
