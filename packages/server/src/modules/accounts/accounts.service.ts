import type { z } from 'zod';
import { TEMPORARY_LOGIN_MINUTES, type LoginModel, type registerBodySchema } from '@clubportal/contract/accounts';
import { CustomerStatus } from '@clubportal/contract/enums';
import type { AppConfig } from '../../config.js';
import type { Db, Executor } from '../../db/dialect.js';
import { lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import type { MessageKey, MessageParams } from '../../lib/messages.js';
import { minutesFromNow, nowInstant, toInstant, type Clock, type Instant } from '../../lib/clock.js';
import { issueSession, type SessionClaims } from '../../lib/session-token.js';
import { queueCustomerEmail, type MailDeps, renderMail } from '../comms/index.js';
import { memberConsent, newsletterDeps } from '../newsletter/index.js';
import { revokeDoorCredentials } from '../door/index.js';
import { getMainSettings } from '../settings/index.js';
import { authorizeCustomer, requireCustomer } from './access.service.js';
import { consumeToken, deleteDeadTokens, expireTokens, findTokenOwner, insertCustomerToken } from './customer-tokens.repository.js';
import {
  clearLoginFailures,
  countChildrenCreatedSince,
  countRecentLoginFailures,
  deleteLoginFailuresBefore,
  endSessions,
  findChildren,
  findCustomerByEmail,
  findCustomerById,
  insertCustomer,
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
/** Dependants one account may add per rolling day. */
export const MAX_DEPENDANTS_PER_DAY = 5;
export const ACTIVATION_LINK_HOURS = 72;
export const RESET_LINK_HOURS = 2;

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

async function loginModel(deps: AccountDeps, c: CustomerRow, ttlSeconds?: number): Promise<LoginModel> {
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

/** Issues a fresh single-use link (older ones of the purpose stop working) and queues its mail, in `trx`. */
/**
 * Mails a one-time link for `customer`. With `parent`, the link for a dependant without an email of their
 * own goes to the parent, addressed to the parent about the child, and is kept on the parent's
 * Communications page (it is the parent who received it). Not `mailRecipients`: that one addresses the
 * child, and this mail speaks to the parent (name, language) in texts of its own.
 */
async function mailLink(
  trx: Executor,
  deps: AccountDeps,
  customer: CustomerRow,
  purpose: 'activation' | 'reset',
  parent?: CustomerRow,
): Promise<void> {
  const addressee = parent ?? customer;
  const to = addressee.email;
  if (!to) return;
  const now = nowInstant(deps.clock);
  await expireTokens(trx, customer.id, purpose, now);
  const { token, hash } = newOneTimeToken();
  const hours = purpose === 'activation' ? ACTIVATION_LINK_HOURS : RESET_LINK_HOURS;
  await insertCustomerToken(
    trx,
    { customerId: customer.id, purpose, tokenHash: hash, expiresAt: minutesFromNow(deps.clock, hours * 60) },
    now,
  );
  const settings = await getMainSettings(trx);
  const path = purpose === 'activation' ? 'customer/activate' : 'customer/reset-password';
  const kind = purpose === 'reset' ? 'reset' : parent ? 'dependantActivation' : 'activation';
  const render = (link: string | null) =>
    renderMail(
      kind,
      addressee.language,
      { name: addressee.name, child: customer.name, clubName: settings.name, link },
      settings.buttonsColor,
    );
  // The Communications page keeps a copy without the link: the link must prove the mailbox.
  await queueCustomerEmail(trx, deps, { id: addressee.id, email: to }, render(`${deps.config.publicUrl}/${path}/${token}`), render(null));
}

/**
 * The account's address has just been proven (its activation or reset link was followed): a newsletter
 * tick given with it (registration, guest checkout) becomes a confirmed subscription, with no second mail.
 */
async function mailboxProven(trx: Executor, deps: AccountDeps, customerId: number): Promise<void> {
  await proveAddress(trx, customerId, nowInstant(deps.clock));
  const customer = await findCustomerById(trx, customerId);
  if (customer?.email && customer.ok_rss === 1)
    await memberConsent(trx, newsletterDeps(deps), { email: customer.email, language: customer.language, wants: true, proven: true });
}

async function proveAddress(trx: Executor, customerId: number, now: Instant): Promise<void> {
  const customer = await findCustomerById(trx, customerId);
  if (customer?.email) await updateCustomer(trx, customerId, { proven_email: customer.email.toLowerCase() }, now);
}

export async function register(deps: AccountDeps, body: z.output<typeof registerBodySchema>): Promise<LoginModel> {
  const settings = await getMainSettings(deps.db);
  if (!settings.RegisterOn) throw new AppError('forbidden', 'registrationClosed');
  if (await findCustomerByEmail(deps.db, body.email)) throw new AppError('conflict', 'emailTaken');
  const passwordHash = await hashPassword(body.password);
  let customer: CustomerRow;
  try {
    customer = await unitOfWork(deps.db, async (trx) => {
      const id = await insertCustomer(
        trx,
        {
          email: body.email,
          password_hash: passwordHash,
          name: body.name,
          surname: body.surname,
          phone: body.phone,
          ok_rss: body.okRss ? 1 : 0,
          accept_conditions: 1,
          status: CustomerStatus.NotActivated,
          language: body.language ?? 'es-ES',
        },
        nowInstant(deps.clock),
      );
      const created = (await findCustomerById(trx, id)) as CustomerRow;
      await mailLink(trx, deps, created, 'activation');
      return created;
    });
  } catch (err) {
    // Two registrations racing for one email: the unique index decides.
    if (await findCustomerByEmail(deps.db, body.email)) throw new AppError('conflict', 'emailTaken');
    throw err;
  }
  return loginModel(deps, customer, TEMPORARY_LOGIN_MINUTES * 60);
}

export async function activate(deps: AccountDeps, token: string): Promise<'activated' | 'alreadyActive'> {
  return unitOfWork(deps.db, async (trx) => {
    const now = nowInstant(deps.clock);
    const hash = hashToken(token);
    const customerId = await consumeToken(trx, 'activation', hash, now);
    if (customerId) {
      await updateCustomer(trx, customerId, { status: CustomerStatus.Active }, now);
      await mailboxProven(trx, deps, customerId);
      return 'activated';
    }
    // The mail's link clicked again once the account is active (issue 20): not an error, the member logs in.
    const owner = await findTokenOwner(trx, 'activation', hash);
    if (owner !== undefined && (await findCustomerById(trx, owner))?.status === CustomerStatus.Active) return 'alreadyActive';
    throw new AppError('bad_request', 'activationExpired');
  });
}

/**
 * Mails a reset link to an active account, or a fresh activation link to one not activated yet ('temp').
 * An unknown email answers like an active one, so the call does not tell who is a customer; the link
 * and its mail are made after the answer (outbox.defer), so it takes the same time either way.
 */
export async function requestPasswordReset(deps: AccountDeps, email: string): Promise<'active' | 'temp'> {
  const customer = await findCustomerByEmail(deps.db, email);
  if (!customer) return 'active';
  const purpose = customer.status === CustomerStatus.Active ? 'reset' : 'activation';
  deps.outbox.defer(() => unitOfWork(deps.db, (trx) => mailLink(trx, deps, customer, purpose)));
  return purpose === 'reset' ? 'active' : 'temp';
}

/** A reset link proves the mailbox: it sets the password, activates the account and ends older sessions. */
export async function resetPassword(deps: AccountDeps, token: string, plainPassword: string): Promise<void> {
  const passwordHash = await hashPassword(plainPassword);
  await unitOfWork(deps.db, async (trx) => {
    const now = deps.clock.now();
    const customerId = await consumeToken(trx, 'reset', hashToken(token), toInstant(now));
    if (!customerId) throw new AppError('bad_request', 'resetLinkExpired');
    const wasActive = (await findCustomerById(trx, customerId))?.status === CustomerStatus.Active;
    await updateCustomer(trx, customerId, { password_hash: passwordHash, status: CustomerStatus.Active }, toInstant(now));
    await endSessions(trx, customerId, null, toInstant(now));
    await revokeDoorCredentials(trx, deps.clock, { customerId });
    // The reset link came to the account's address: it is proven. Only the tick of an account not active
    // until now waited for that; an active one's new address confirms through the newsletter's own mail.
    if (!wasActive) await mailboxProven(trx, deps, customerId);
    else await proveAddress(trx, customerId, toInstant(now));
    const customer = await findCustomerById(trx, customerId);
    if (customer?.email) await clearLoginFailures(trx, 'login', customer.email);
    await clearLoginFailures(trx, 'change-password', `#${customerId}`);
  });
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

export async function isEmailRegistered(db: Db, email: string): Promise<boolean> {
  return (await findCustomerByEmail(db, email)) !== undefined;
}

/**
 * The account a guest's earlier checkout created, when the same guest checks out again (a declined card
 * tried with another method): still not activated, and the same password, so it is the same person. Any
 * other registered email is taken (the caller answers 'emailTaken').
 */
export async function returningCheckoutGuest(db: Db, email: string, password: string): Promise<CustomerRow | null> {
  const found = await findCustomerByEmail(db, email);
  if (!found || found.status !== CustomerStatus.NotActivated || !found.password_hash) return null;
  return (await verifyPassword(found.password_hash, password)) ? found : null;
}

/** Whether the holder added MAX_DEPENDANTS_PER_DAY dependants in the last 24 hours. */
export async function dependantCapReached(db: Executor, clock: Clock, holderId: number): Promise<boolean> {
  return (await countChildrenCreatedSince(db, holderId, minutesFromNow(clock, -24 * 60))) >= MAX_DEPENDANTS_PER_DAY;
}

/**
 * A dependent customer linked to `parent`, waiting for activation, in the caller's unit of work; the
 * activation link goes to the child's own email, or to the parent's inbox.
 */
export async function createDependentCustomer(
  trx: Tx,
  deps: AccountDeps,
  parent: CustomerRow,
  child: { email: string | null; name: string; surname: string; phone: string; birthDate: string | null; logo: string },
): Promise<number> {
  // One at a time per parent, so two concurrent forms cannot both pass the daily cap.
  await lockRow(trx, 'customers', parent.id);
  if (await dependantCapReached(trx, deps.clock, parent.id)) throw new AppError('too_many_requests', 'dependantsDailyCap');
  const id = await insertCustomer(
    trx,
    {
      email: child.email,
      password_hash: null,
      name: child.name,
      surname: child.surname,
      phone: child.phone,
      birth_date: child.birthDate,
      logo: child.logo,
      parent_id: parent.id,
      status: CustomerStatus.NotActivated,
      accept_conditions: parent.accept_conditions,
      language: parent.language,
    },
    nowInstant(deps.clock),
  );
  const created = (await findCustomerById(trx, id)) as CustomerRow;
  await mailLink(trx, deps, created, 'activation', child.email ? undefined : parent);
  return id;
}

/** Scheduled: forgets dead links (kept a day for support questions) and login failures past their window. */
export async function purgeExpiredAccessRecords(deps: { db: Db; clock: Clock }): Promise<void> {
  await deleteDeadTokens(deps.db, minutesFromNow(deps.clock, -24 * 60));
  await deleteLoginFailuresBefore(deps.db, minutesFromNow(deps.clock, -LOGIN_FAILURE_WINDOW_MINUTES));
}

export type { CustomerRow };

export type CheckoutCustomerFields = {
  email: string;
  password: string;
  name: string;
  surname: string;
  phone: string;
  addressLine1: string;
  city: string;
  town: string;
  country: string;
  postalCode: string;
  okRss: boolean;
  language?: string;
};

/**
 * The customer a guest checkout creates (spec: guests set a password): an account like a registration's,
 * not activated until the emailed link proves the address, with the delivery details of the checkout.
 * Runs in the checkout's unit of work; the unique email index refuses a registered address.
 */
export async function createCheckoutCustomer(trx: Tx, deps: AccountDeps, f: CheckoutCustomerFields): Promise<CustomerRow> {
  const id = await insertCustomer(
    trx,
    {
      email: f.email.trim().toLowerCase(),
      password_hash: await hashPassword(f.password),
      name: f.name,
      surname: f.surname,
      phone: f.phone,
      address_line1: f.addressLine1,
      city: f.city,
      town: f.town,
      country: f.country,
      postal_code: f.postalCode,
      ok_rss: f.okRss ? 1 : 0,
      accept_conditions: 1,
      status: CustomerStatus.NotActivated,
      language: f.language ?? 'es-ES',
    },
    nowInstant(deps.clock),
  );
  const created = (await findCustomerById(trx, id)) as CustomerRow;
  await mailLink(trx, deps, created, 'activation');
  // A guest may never follow the activation link: the newsletter's own confirmation mail asks for the address.
  if (f.okRss && created.email)
    await memberConsent(trx, newsletterDeps(deps), { email: created.email, language: created.language, wants: true, proven: false });
  return created;
}

/** The customer's linked children (not deleted), for other modules (the calendar feed holds theirs too). */
export function findLinkedChildren(db: Executor, parentId: number): Promise<CustomerRow[]> {
  return findChildren(db, parentId);
}

/** A customer by id, for other modules (the payment's receipt, say). */
export function findCustomer(db: Executor, id: number): Promise<CustomerRow | undefined> {
  return findCustomerById(db, id);
}
