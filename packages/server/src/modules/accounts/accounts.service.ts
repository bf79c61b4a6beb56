import type { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  TEMPORARY_LOGIN_MINUTES,
  WRONG_ACCESS,
  type LoginModel,
  type registerBodySchema,
} from '@clubportal/contract/accounts';
import { CustomerStatus } from '@clubportal/contract/enums';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { issueSession, type SessionClaims } from '../../lib/session-token.js';
import { sendCustomerEmail, type MailDeps } from '../comms/customer-mail.service.js';
import { renderMail } from '../comms/mail-templates.js';
import { getMainSettings } from '../settings/settings.service.js';
import { authorizeCustomer, requireCustomer } from './access.service.js';
import { consumeToken, expireTokens, insertToken } from './customer-tokens.repository.js';
import {
  clearLoginFailures,
  countRecentLoginFailures,
  findCustomerByEmail,
  findCustomerById,
  insertCustomer,
  recordLoginFailure,
  updateCustomer,
  upsertExternalLink,
  type CustomerRow,
} from './customers.repository.js';
import { newOneTimeToken, hashToken } from './one-time-token.js';
import { burnVerifyTime, hashPassword, verifyPassword } from './passwords.js';

export type AccountDeps = MailDeps & { config: AppConfig };

/** Failed logins allowed per account in the window before it is throttled. */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const ACTIVATION_LINK_HOURS = 72;
export const RESET_LINK_HOURS = 2;

export const NOT_ACTIVATED_MESSAGE =
  'Your account is not activated yet. Check your inbox for the activation link, or ask for a new one here.';
export const TOO_MANY_FAILURES_MESSAGE = `Too many failed attempts. Please try again in ${LOGIN_FAILURE_WINDOW_MINUTES} minutes or reset your password.`;
export const EMAIL_TAKEN_MESSAGE = 'This email is already registered. Log in or reset your password.';

export class LoginFailure extends AppError {
  constructor(
    message: string,
    readonly redirect: boolean,
    code: 'bad_request' | 'forbidden' | 'too_many_requests' = 'bad_request',
  ) {
    super(code, message);
  }
}

async function loginModel(deps: AccountDeps, c: CustomerRow, claims: { parentId?: number }, ttlSeconds?: number): Promise<LoginModel> {
  const { token, expiry } = await issueSession(deps.config.jwtSecret, { customerId: c.id, ...claims }, ttlSeconds);
  return { token, expiry, id: c.id, logo: c.logo, name: c.name, surname: c.surname };
}

/**
 * Email + password login. With `externalToken` (the account-link page) the partner's token is also
 * linked to the customer, so the partner can recognise them from then on.
 */
export async function login(deps: AccountDeps, email: string, password: string, externalToken?: string | null): Promise<LoginModel> {
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000).toISOString();
  if ((await countRecentLoginFailures(deps.db, email, since)) >= MAX_LOGIN_FAILURES) {
    throw new LoginFailure(TOO_MANY_FAILURES_MESSAGE, false, 'too_many_requests');
  }
  const customer = await findCustomerByEmail(deps.db, email);
  const passwordOk = customer?.password_hash ? await verifyPassword(customer.password_hash, password) : (await burnVerifyTime(password), false);
  if (!customer || !passwordOk) {
    await recordLoginFailure(deps.db, email);
    throw new LoginFailure(ACCOUNT_MESSAGES.invalidCredentials, false);
  }
  if (customer.status !== CustomerStatus.Active) throw new LoginFailure(NOT_ACTIVATED_MESSAGE, true, 'forbidden');
  await clearLoginFailures(deps.db, email);
  if (externalToken) await upsertExternalLink(deps.db, customer.id, hashToken(externalToken));
  return loginModel(deps, customer, {});
}

async function mailLink(deps: AccountDeps, customer: CustomerRow, purpose: 'activation' | 'reset', to = customer.email): Promise<void> {
  if (!to) return;
  await expireTokens(deps.db, customer.id, purpose);
  const { token, hash } = newOneTimeToken();
  const hours = purpose === 'activation' ? ACTIVATION_LINK_HOURS : RESET_LINK_HOURS;
  await insertToken(deps.db, { customerId: customer.id, purpose, tokenHash: hash, expiresAt: new Date(Date.now() + hours * 3_600_000).toISOString() });
  const settings = await getMainSettings(deps.db);
  const path = purpose === 'activation' ? 'customer/activate' : 'customer/reset-password';
  const mail = renderMail(
    purpose === 'activation' ? 'activation' : 'reset',
    customer.language,
    { name: customer.name, clubName: settings.name, link: `${deps.config.publicUrl}/${path}/${token}` },
    settings.buttonsColor,
  );
  await sendCustomerEmail(deps, { id: customer.id, email: to }, mail);
}

/** Activation link for a new account; a child without an email gets it in the parent's inbox. */
export function mailActivationLink(deps: AccountDeps, customer: CustomerRow, to: string | null): Promise<void> {
  return mailLink(deps, customer, 'activation', to);
}

export async function register(deps: AccountDeps, body: z.output<typeof registerBodySchema>): Promise<LoginModel> {
  const settings = await getMainSettings(deps.db);
  if (!settings.RegisterOn) throw new AppError('forbidden', 'Registration is closed. Please contact the club.');
  if (await findCustomerByEmail(deps.db, body.email)) throw new AppError('conflict', EMAIL_TAKEN_MESSAGE);
  const passwordHash = await hashPassword(body.password);
  let id: number;
  try {
    id = await insertCustomer(deps.db, {
      email: body.email,
      password_hash: passwordHash,
      name: body.name,
      surname: body.surname,
      phone: body.phone,
      ok_rss: body.okRss ? 1 : 0,
      accept_conditions: 1,
      status: CustomerStatus.NotActivated,
      language: body.language ?? 'es-ES',
    });
  } catch (err) {
    // Two registrations racing for one email: the unique index decides.
    if (await findCustomerByEmail(deps.db, body.email)) throw new AppError('conflict', EMAIL_TAKEN_MESSAGE);
    throw err;
  }
  const customer = (await findCustomerById(deps.db, id)) as CustomerRow;
  await mailLink(deps, customer, 'activation');
  return loginModel(deps, customer, {}, TEMPORARY_LOGIN_MINUTES * 60);
}

export async function activate(deps: AccountDeps, token: string): Promise<void> {
  const customerId = await consumeToken(deps.db, 'activation', hashToken(token));
  if (!customerId) throw new AppError('bad_request', ACCOUNT_MESSAGES.activationExpired);
  await updateCustomer(deps.db, customerId, { status: CustomerStatus.Active });
}

/**
 * Mails a reset link to an active account, or a fresh activation link to one not activated yet ('temp').
 * An unknown email answers like an active one, so the call does not tell who is a customer.
 */
export async function requestPasswordReset(deps: AccountDeps, email: string): Promise<'active' | 'temp'> {
  const customer = await findCustomerByEmail(deps.db, email);
  if (!customer) return 'active';
  if (customer.status !== CustomerStatus.Active) {
    await mailLink(deps, customer, 'activation');
    return 'temp';
  }
  await mailLink(deps, customer, 'reset');
  return 'active';
}

/** A reset link proves the mailbox: it sets the password, activates the account and ends older sessions. */
export async function resetPassword(deps: AccountDeps, token: string, plainPassword: string): Promise<void> {
  const customerId = await consumeToken(deps.db, 'reset', hashToken(token));
  if (!customerId) throw new AppError('bad_request', 'This password reset link is expired or has already been used');
  await updateCustomer(deps.db, customerId, {
    password_hash: await hashPassword(plainPassword),
    status: CustomerStatus.Active,
    // Whole seconds, like the tokens' iat: a login right after the reset must not count as older.
    sessions_valid_after: new Date(Math.floor(Date.now() / 1000) * 1000).toISOString(),
  });
  const customer = await findCustomerById(deps.db, customerId);
  if (customer?.email) await clearLoginFailures(deps.db, customer.email);
}

/** A single-use link that signs the session's customer in elsewhere (the app opening the portal). */
export async function issueAutoLoginToken(deps: AccountDeps, session: SessionClaims | null): Promise<{ t: string; expiry: string }> {
  const customer = await requireCustomer(deps.db, session);
  const { token, hash } = newOneTimeToken();
  const expiry = new Date(Date.now() + TEMPORARY_LOGIN_MINUTES * 60_000).toISOString();
  await insertToken(deps.db, { customerId: customer.id, purpose: 'autologin', tokenHash: hash, expiresAt: expiry });
  return { t: token, expiry };
}

export async function autoLogin(deps: AccountDeps, t: string): Promise<LoginModel> {
  const customerId = await consumeToken(deps.db, 'autologin', hashToken(t));
  const customer = customerId ? await findCustomerById(deps.db, customerId) : undefined;
  if (!customer || customer.status !== CustomerStatus.Active) throw new AppError('bad_request', WRONG_ACCESS);
  return loginModel(deps, customer, {});
}

export async function changePassword(
  deps: AccountDeps,
  session: SessionClaims | null,
  body: { customerId: number; plainOldPass: string; plainNewPass: string },
): Promise<void> {
  const customer = await authorizeCustomer(deps.db, session, body.customerId);
  if (!customer.password_hash || !(await verifyPassword(customer.password_hash, body.plainOldPass))) {
    throw new AppError('bad_request', ACCOUNT_MESSAGES.wrongPassword);
  }
  await updateCustomer(deps.db, customer.id, { password_hash: await hashPassword(body.plainNewPass) });
}
