import { CustomerStatus } from '@clubportal/contract/enums';
import type { Executor } from '../../db/dialect.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { minutesFromNow, nowInstant, toInstant, type Instant } from '../../lib/clock.js';
import { newOneTimeToken, hashToken } from '../../lib/one-time-token.js';
import { queueCustomerEmail, renderMail } from '../comms/index.js';
import { memberConsent, newsletterDeps } from '../newsletter/index.js';
import { revokeDoorCredentials } from '../door/index.js';
import { getMainSettings } from '../settings/index.js';
import type { AccountDeps } from './accounts.service.js';
import { consumeToken, expireTokens, findTokenOwner, insertCustomerToken } from './customer-tokens.repository.js';
import {
  clearLoginFailures,
  endSessions,
  findCustomerByEmail,
  findCustomerById,
  updateCustomer,
  type CustomerRow,
} from './customers.repository.js';
import { hashPassword } from './passwords.js';

// The links an account's mailbox receives: activation and password reset, each single use, each proving the address.

export const ACTIVATION_LINK_HOURS = 72;
export const RESET_LINK_HOURS = 2;

/** Issues a fresh single-use link (older ones of the purpose stop working) and queues its mail, in `trx`. */
/**
 * Mails a one-time link for `customer`. With `parent`, the link for a dependant without an email of their
 * own goes to the parent, addressed to the parent about the child, and is kept on the parent's
 * Communications page (it is the parent who received it). Not `mailRecipients`: that one addresses the
 * child, and this mail speaks to the parent (name, language) in texts of its own.
 */
export async function mailLink(
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
