import { TEMPORARY_LOGIN_MINUTES, type LoginModel } from '@clubportal/contract/accounts';
import { CustomerStatus } from '@clubportal/contract/enums';
import type { AppConfig } from '../../config.js';
import type { Db, Executor } from '../../db/dialect.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import type { MessageKey, MessageParams } from '../../lib/messages.js';
import { minutesFromNow, nowInstant, toInstant, type Clock } from '../../lib/clock.js';
import { issueSession, type SessionClaims } from '../../lib/session-token.js';
import type { MailDeps } from '../comms/index.js';
import { revokeDoorCredentials } from '../door/index.js';
import { authorizeCustomer, requireCustomer } from './access.service.js';
import { consumeToken, deleteDeadTokens, insertCustomerToken } from './customer-tokens.repository.js';
import {
  clearLoginFailures,
  countRecentLoginFailures,
  deleteLoginFailuresBefore,
  endSessions,
  findChildren,
  findCustomerByEmail,
  findCustomerById,
  recordLoginFailure,
  updateCustomer,
  upsertExternalLink,
  type CustomerRow,
} from './customers.repository.js';
import { newOneTimeToken, hashToken } from '../../lib/one-time-token.js';
import { linkAccountTargets } from './partner-links.js';
import { burnVerifyTime, hashPassword, verifyPassword } from './passwords.js';

export type AccountDeps = MailDeps & { db: Db; config: AppConfig };

/**
 * Failed logins allowed per account from one address in the window before that address is throttled
 * for the account: someone else's guesses from elsewhere never lock a member out.
 */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/** Failed logins per account from all addresses together (distributed guessing) before logins stop; a reset opens it again. */
export const ACCOUNT_FAILURE_CEILING = 50;
/** Wrong current passwords per account in the window on the change-password call. */
export const MAX_PASSWORD_CHANGE_FAILURES = 5;

/** A refused login; `redirect` tells the client to offer the activation path (spec: not activated). */
export class LoginFailure extends AppError {
  constructor(
    key: MessageKey,
    readonly redirect: boolean,
    code: 'bad_request' | 'forbidden' | 'too_many_requests' = 'bad_request',
    params: MessageParams = {},
  ) {
    super(code, key, params);
  }
}

/** The session a signed-in customer gets (a fresh registration's is short). */
export async function loginModel(deps: AccountDeps, c: CustomerRow, ttlSeconds?: number): Promise<LoginModel> {
  const { token, expiry } = await issueSession(
    deps.config.jwtSecret,
    { customerId: c.id, version: c.session_version },
    deps.clock.now(),
    ttlSeconds,
  );
  return { token, expiry, id: c.id, logo: c.logo, name: c.name, surname: c.surname };
}

/**
 * Email + password login from the caller's address `ip`. With `externalToken` (the account-link page)
 * the partner's token is also linked to the customer, so the partner can recognise them from then on;
 * only when the page's return addresses are partner sites (a foreign urlOk would tell a stranger).
 */
export async function login(
  deps: AccountDeps,
  body: {
    email: string;
    password: string;
    externalToken?: string | null | undefined;
    urlOk?: string | null | undefined;
    urlKo?: string | null | undefined;
  },
  ip: string,
): Promise<LoginModel> {
  const { email, password, externalToken } = body;
  if (externalToken) linkAccountTargets(deps.config, body);
  const since = minutesFromNow(deps.clock, -LOGIN_FAILURE_WINDOW_MINUTES);
  if ((await countRecentLoginFailures(deps.db, { kind: 'login', email, ip }, since)) >= MAX_LOGIN_FAILURES) {
    throw new LoginFailure('tooManyLoginFailures', false, 'too_many_requests', { minutes: LOGIN_FAILURE_WINDOW_MINUTES });
  }
  if ((await countRecentLoginFailures(deps.db, { kind: 'login', email }, since)) >= ACCOUNT_FAILURE_CEILING) {
    // Guessed at from many addresses: the mailbox is the way in (redirect: the dialog opens the reset form).
    throw new LoginFailure('accountLockedUseReset', true, 'too_many_requests');
  }
  const customer = await findCustomerByEmail(deps.db, email);
  const passwordOk = customer?.password_hash
    ? await verifyPassword(customer.password_hash, password)
    : (await burnVerifyTime(password), false);
  if (!customer || !passwordOk) {
    await recordLoginFailure(deps.db, { kind: 'login', email, ip }, nowInstant(deps.clock));
    throw new LoginFailure('invalidCredentials', false);
  }
  if (customer.status !== CustomerStatus.Active) throw new LoginFailure('notActivated', true, 'forbidden');
  await clearLoginFailures(deps.db, 'login', email);
  if (externalToken) await upsertExternalLink(deps.db, customer.id, hashToken(externalToken), nowInstant(deps.clock));
  return loginModel(deps, customer);
}

/** A single-use link that signs the session's customer in elsewhere (the app opening the portal). */
export async function issueAutoLoginToken(deps: AccountDeps, session: SessionClaims | null): Promise<{ t: string; expiry: string }> {
  const customer = await requireCustomer(deps.db, session);
  const { token, hash } = newOneTimeToken();
  const expiry = minutesFromNow(deps.clock, TEMPORARY_LOGIN_MINUTES);
  await insertCustomerToken(
    deps.db,
    { customerId: customer.id, purpose: 'autologin', tokenHash: hash, expiresAt: expiry },
    nowInstant(deps.clock),
  );
  return { t: token, expiry };
}

export async function autoLogin(deps: AccountDeps, t: string): Promise<LoginModel> {
  const customerId = await consumeToken(deps.db, 'autologin', hashToken(t), nowInstant(deps.clock));
  const customer = customerId ? await findCustomerById(deps.db, customerId) : undefined;
  if (!customer || customer.status !== CustomerStatus.Active) throw new AppError('bad_request', 'wrongAccess');
  return loginModel(deps, customer);
}

/**
 * Changes the password with the current one. Ends every other session of the account (switches into
 * children included) and keeps the one that made the change. Wrong current passwords are throttled per
 * account, so a stolen session cannot guess the password it does not know.
 */
export async function changePassword(
  deps: AccountDeps,
  session: SessionClaims | null,
  body: { customerId: number; plainOldPass: string; plainNewPass: string },
  ip: string,
): Promise<void> {
  const customer = await authorizeCustomer(deps.db, session, body.customerId);
  const key = { kind: 'change-password' as const, email: `#${customer.id}` };
  if (
    (await countRecentLoginFailures(deps.db, key, minutesFromNow(deps.clock, -LOGIN_FAILURE_WINDOW_MINUTES))) >=
    MAX_PASSWORD_CHANGE_FAILURES
  ) {
    throw new AppError('too_many_requests', 'tooManyLoginFailures', { minutes: LOGIN_FAILURE_WINDOW_MINUTES });
  }
  if (!customer.password_hash || !(await verifyPassword(customer.password_hash, body.plainOldPass))) {
    await recordLoginFailure(deps.db, { ...key, ip }, nowInstant(deps.clock));
    throw new AppError('bad_request', 'wrongPassword');
  }
  const passwordHash = await hashPassword(body.plainNewPass);
  const now = deps.clock.now();
  await unitOfWork(deps.db, async (trx) => {
    await updateCustomer(trx, customer.id, { password_hash: passwordHash }, toInstant(now));
    // A parent changing a child's password keeps no session of the child's.
    await endSessions(trx, customer.id, session?.customerId === customer.id ? session.sessionId : null, toInstant(now));
    // Door codes go with the sessions: a phone that was logged in no longer opens the club with them.
    await revokeDoorCredentials(trx, deps.clock, { customerId: customer.id });
    await clearLoginFailures(trx, 'change-password', key.email);
  });
}

/** Scheduled: forgets dead links (kept a day for support questions) and login failures past their window. */
export async function purgeExpiredAccessRecords(deps: { db: Db; clock: Clock }): Promise<void> {
  await deleteDeadTokens(deps.db, minutesFromNow(deps.clock, -24 * 60));
  await deleteLoginFailuresBefore(deps.db, minutesFromNow(deps.clock, -LOGIN_FAILURE_WINDOW_MINUTES));
}

export type { CustomerRow };

/** The customer's linked children (not deleted), for other modules (the calendar feed holds theirs too). */
export function findLinkedChildren(db: Executor, parentId: number): Promise<CustomerRow[]> {
  return findChildren(db, parentId);
}

/** A customer by id, for other modules (the payment's receipt, say). */
export function findCustomer(db: Executor, id: number): Promise<CustomerRow | undefined> {
  return findCustomerById(db, id);
}
