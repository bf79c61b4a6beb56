import type { Db } from '../../db/dialect.js';
import { nowInstant } from '../../lib/clock.js';
import type { DbDeps } from '../../lib/route-types.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { authorizeCustomer } from './access.service.js';
import { deleteToken, findLiveTokens, insertPaymentToken, findTokenOwner } from './payment-tokens.repository.js';
import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

export async function listCards(db: Db, session: SessionClaims | null, customerId: number) {
  const c = await authorizeCustomer(db, session, customerId);
  return (await findLiveTokens(db, c.id)).map((t) => ({ id: t.id, cardNumber: t.card_number }));
}

export async function removeCard({ db, clock }: DbDeps, session: SessionClaims | null, customerId: number, tokenId: number): Promise<void> {
  const c = await authorizeCustomer(db, session, customerId);
  if (!(await deleteToken(db, c.id, tokenId, nowInstant(clock)))) throw new AppError('not_found', 'cardNotSaved');
}

/** The customer's saved cards with the provider that keeps each (for the checkout; never sent as is). */
export function savedCards(db: Executor, customerId: number) {
  return findLiveTokens(db, customerId);
}

/** A saved card of this customer, or 403 (someone else's) / 404 (forgotten) as every foreign id. */
export async function savedCardOf(db: Executor, customerId: number, tokenId: number) {
  const card = (await findLiveTokens(db, customerId)).find((t) => t.id === tokenId);
  if (card) return card;
  const owner = await findTokenOwner(db, tokenId);
  throw owner !== undefined && owner !== customerId ? new AppError('forbidden', 'ownDataOnly') : new AppError('not_found', 'cardNotSaved');
}

/** Keeps a card a provider saved for the customer (its masked number and the provider's reference). */
export function saveCard(
  db: Executor,
  card: { customerId: number; provider: string; cardNumber: string; providerRef: string },
  now: Instant,
): Promise<number> {
  return insertPaymentToken(db, card, now);
}
