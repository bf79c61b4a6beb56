import type { Db } from '../../db/dialect.js';
import { nowInstant } from '../../lib/clock.js';
import type { DbDeps } from '../../lib/route-types.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { authorizeCustomer } from './access.service.js';
import { deleteToken, findLiveTokens } from './payment-tokens.repository.js';

export async function listCards(db: Db, session: SessionClaims | null, customerId: number) {
  const c = await authorizeCustomer(db, session, customerId);
  return (await findLiveTokens(db, c.id)).map((t) => ({ id: t.id, cardNumber: t.card_number }));
}

export async function removeCard({ db, clock }: DbDeps, session: SessionClaims | null, customerId: number, tokenId: number): Promise<void> {
  const c = await authorizeCustomer(db, session, customerId);
  if (!(await deleteToken(db, c.id, tokenId, nowInstant(clock)))) throw new AppError('not_found', 'cardNotSaved');
}
