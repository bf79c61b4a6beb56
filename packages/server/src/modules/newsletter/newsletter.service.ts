import { NEWSLETTER_CONFIRM_DAYS, type NewsletterSubscribeBody } from '@clubportal/contract/newsletter';
import type { MainSettings } from '@clubportal/contract/settings';
import type { AppConfig } from '../../config.js';
import type { Db, Executor } from '../../db/dialect.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import type { MailOutbox } from '../../lib/mail-outbox.js';
import { getMainSettings } from '../settings/index.js';
import { confirmationMail } from './newsletter-mail.js';
import { signNewsletterToken, verifyNewsletterToken } from './newsletter-links.js';
import {
  findSubscriber,
  findSubscriberByEmail,
  insertConfirmedSubscriber,
  insertPendingSubscriber,
  markConfirmed,
  markConsentConfirmed,
  markPending,
  markUnsubscribed,
} from './newsletter.repository.js';

export type NewsletterDeps = { db: Db; clock: Clock; outbox: MailOutbox; secret: string; publicUrl: string };

/**
 * A member's account with this address follows the list (its "news and offers by email" tick), in the link's
 * unit of work. The accounts keep that tick: the app hands their setter to the newsletter's routes, so the
 * newsletter, which the accounts use for a member's consent, never imports them back.
 */
export type FollowAccountTick = (trx: Executor, email: string, on: boolean, now: Instant) => Promise<void>;

/** The newsletter's deps from the app's (its routes, and the accounts that follow a member's tick). */
export function newsletterDeps(deps: {
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  config: Pick<AppConfig, 'jwtSecret' | 'publicUrl'>;
}): NewsletterDeps {
  return { db: deps.db, clock: deps.clock, outbox: deps.outbox, secret: deps.config.jwtSecret, publicUrl: deps.config.publicUrl };
}

const seconds = (clock: Clock) => Math.floor(clock.now().getTime() / 1000);

/**
 * The unsubscribe address every newsletter mail carries (a sender of newsletters takes it from here). The
 * web page at that address asks the API, so a mail scanner following links unsubscribes nobody.
 */
export function unsubscribeUrl(deps: Pick<NewsletterDeps, 'secret' | 'publicUrl'>, subscriberId: number): string {
  return `${deps.publicUrl}/newsletter/unsubscribe/${signNewsletterToken(deps.secret, subscriberId, 'unsubscribe', 0)}`;
}

/**
 * A visitor subscribes an email with consent (double opt-in): the address is stored pending with the
 * consent's date and a mail with a signed confirmation link is queued in the same unit of work. An address
 * already confirmed gets no mail; the answer is the same either way, so the form tells nobody who is on
 * the list.
 */
export async function subscribe(deps: NewsletterDeps, body: NewsletterSubscribeBody, language: string): Promise<void> {
  const settings = await getMainSettings(deps.db);
  const email = body.email.trim().toLowerCase();
  const now = nowInstant(deps.clock);
  await unitOfWork(deps.db, (trx) => requestConfirmation(trx, deps, settings, email, language, now));
}

/** Stores the address pending with the consent's date and queues the confirmation mail; a confirmed one is left as it is. */
async function requestConfirmation(
  trx: Executor,
  deps: NewsletterDeps,
  settings: MainSettings,
  email: string,
  language: string,
  now: Instant,
): Promise<void> {
  const existing = await findSubscriberByEmail(trx, email);
  if (existing?.status === 'confirmed') return;
  // Anyone can type an address: it gets a few confirmations an hour, the rest are not sent (the answer is the same).
  if (!(await deps.outbox.recipientAllows('newsletterConfirmation', email))) return;
  const id = existing ? existing.id : await insertPendingSubscriber(trx, { email, language }, now);
  if (existing) await markPending(trx, existing.id, language, now);
  const expiresAt = seconds(deps.clock) + NEWSLETTER_CONFIRM_DAYS * 86_400;
  const confirmUrl = `${deps.publicUrl}/newsletter/confirm/${signNewsletterToken(deps.secret, id, 'confirm', expiresAt)}`;
  await deps.outbox.enqueue(
    trx,
    confirmationMail(email, language, {
      clubName: settings.name,
      confirmUrl,
      unsubscribeUrl: unsubscribeUrl(deps, id),
      buttonColor: settings.buttonsColor,
    }),
  );
}

/**
 * A member's own "news and offers by email" tick (registration, checkout, account) is their consent to the
 * newsletter for their account's address; the one rule for it, run in the caller's unit of work. Ticked on
 * an address the account has proven (an activated account: the activation or reset link came to it), the
 * address is confirmed at once, dated; ticked on an address not proven yet (a guest checkout's, a changed
 * one), it gets the newsletter's own confirmation mail. Unticked, the subscription ends, dated. An address
 * already confirmed keeps its first consent's date.
 */
export async function memberConsent(
  trx: Executor,
  deps: NewsletterDeps,
  c: { email: string; language: string; wants: boolean; proven: boolean },
): Promise<void> {
  const email = c.email.trim().toLowerCase();
  if (!email) return;
  const now = nowInstant(deps.clock);
  const existing = await findSubscriberByEmail(trx, email);
  if (!c.wants) {
    if (existing) await markUnsubscribed(trx, existing.id, now);
    return;
  }
  if (existing?.status === 'confirmed') return;
  if (!c.proven) return requestConfirmation(trx, deps, await getMainSettings(trx), email, c.language, now);
  if (existing) await markConsentConfirmed(trx, existing.id, c.language, now);
  else await insertConfirmedSubscriber(trx, { email, language: c.language }, now);
}

/** The confirmation link: the address becomes a confirmed subscriber, dated. Following it twice is fine. */
export async function confirmSubscription(deps: NewsletterDeps, followAccountTick: FollowAccountTick, token: string): Promise<void> {
  const id = verifyNewsletterToken(deps.secret, token, 'confirm', seconds(deps.clock));
  await unitOfWork(deps.db, async (trx) => {
    const subscriber = id === null ? undefined : await findSubscriber(trx, id);
    // A link from before an unsubscription does not subscribe again: that takes a new request.
    if (!subscriber || subscriber.status === 'unsubscribed') throw new AppError('bad_request', 'newsletterLinkInvalid');
    await markConfirmed(trx, subscriber.id, nowInstant(deps.clock));
    // A member's account with this address shows its newsletter tick on.
    await followAccountTick(trx, subscriber.email, true, nowInstant(deps.clock));
  });
}

/**
 * The unsubscribe link (or mail program button) of every newsletter mail: no more mail, dated, and a member's
 * account with this address has its newsletter tick cleared. Following it twice is fine.
 */
export async function unsubscribe(deps: NewsletterDeps, followAccountTick: FollowAccountTick, token: string): Promise<void> {
  const id = verifyNewsletterToken(deps.secret, token, 'unsubscribe', seconds(deps.clock));
  await unitOfWork(deps.db, async (trx) => {
    const subscriber = id === null ? undefined : await findSubscriber(trx, id);
    if (!subscriber) throw new AppError('bad_request', 'newsletterLinkInvalid');
    await markUnsubscribed(trx, subscriber.id, nowInstant(deps.clock));
    await followAccountTick(trx, subscriber.email, false, nowInstant(deps.clock));
  });
}
