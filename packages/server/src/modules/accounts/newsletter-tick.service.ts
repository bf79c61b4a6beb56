import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';
import { setOkRssByEmail } from './customers.repository.js';

/**
 * The account's "news and offers by email" tick (`okRss`) follows the newsletter list: the newsletter module
 * (which owns the rule, `memberConsent`) sets it when an address confirms and clears it when it unsubscribes.
 * A file of its own so the newsletter reaches accounts without importing what imports the newsletter.
 */
export async function setNewsletterTick(trx: Executor, email: string, on: boolean, now: Instant): Promise<void> {
  await setOkRssByEmail(trx, email, on ? 1 : 0, now);
}
