import { randomBytes } from 'node:crypto';
import { unitOfWork } from '../../../../db/unit-of-work.js';
import { AppError } from '../../../../lib/app-error.js';
import { nowInstant } from '../../../../lib/clock.js';
import { saveCard } from '../../../accounts/index.js';
import type { PaymentProvider } from '../../payment-provider.js';
import type { PaymentsDeps } from '../../payment-lifecycle.service.js';
import { findCardInscription, insertCardInscription, setInscriptionCard, setInscriptionToken } from '../../payments.repository.js';

/** Transbank as configured (the routes hand it in), when it saves cards on its own page (Oneclick); else 400. */
function inscriptionProvider(
  provider: PaymentProvider | undefined,
): PaymentProvider & { inscription: NonNullable<PaymentProvider['inscription']> } {
  if (!provider?.inscription) throw new AppError('bad_request', 'paymentMethodUnavailable');
  return provider as PaymentProvider & { inscription: NonNullable<PaymentProvider['inscription']> };
}

/**
 * POST /api/transbank/tokenize/{customerId}: the customer saves a card on Transbank's page (Oneclick
 * inscription). The inscription is recorded first, so Transbank's return to
 * /transbank/process-tokenization/{requestId} is matched to who started it.
 */
export async function startCardInscription(
  deps: PaymentsDeps,
  transbank: PaymentProvider | undefined,
  customer: { id: number; email: string | null },
): Promise<{ redirectUrl: string; url: string; token: string }> {
  const provider = inscriptionProvider(transbank);
  const now = nowInstant(deps.clock);
  const requestId = await insertCardInscription(
    deps.db,
    { customerId: customer.id, provider: provider.name, token: `pending-${randomBytes(16).toString('hex')}` },
    now,
  );
  let started: { token: string; url: string };
  try {
    started = await provider.inscription.start(
      customer.id,
      customer.email ?? '',
      `${deps.config.publicUrl}/transbank/process-tokenization/${requestId}`,
    );
  } catch (err) {
    deps.log.warn({ err, customerId: customer.id }, 'card inscription could not start');
    throw new AppError('unavailable', 'technicalProblems');
  }
  await setInscriptionToken(deps.db, requestId, started.token);
  return { redirectUrl: `${started.url}?TBK_TOKEN=${encodeURIComponent(started.token)}`, url: started.url, token: started.token };
}

/**
 * POST /api/transbank/process-tokenization/{requestId}?TBK_TOKEN: Transbank's return. The token must be
 * the one this inscription started with (it is the proof); an aborted inscription comes back with
 * TBK_ORDEN_COMPRA and TBK_ID_SESION and saves nothing. Answers the saved card's id (`tokenId` for the
 * checkout to resume with); asked again, the same id.
 */
export async function finishCardInscription(
  deps: PaymentsDeps,
  transbank: PaymentProvider | undefined,
  requestId: number,
  q: { TBK_TOKEN?: string | undefined; TBK_ORDEN_COMPRA?: string | undefined; TBK_ID_SESION?: string | undefined },
): Promise<number | null> {
  const provider = inscriptionProvider(transbank);
  const row = await findCardInscription(deps.db, requestId);
  if (!row || row.provider !== provider.name || !q.TBK_TOKEN || row.token !== q.TBK_TOKEN) throw new AppError('not_found', 'cardNotSaved');
  if (q.TBK_ORDEN_COMPRA && q.TBK_ID_SESION) return null;
  if (row.payment_token_id !== null) return row.payment_token_id;
  let done: Awaited<ReturnType<NonNullable<PaymentProvider['inscription']>['finish']>>;
  try {
    done = await provider.inscription.finish(row.customer_id, row.token);
  } catch (err) {
    deps.log.warn({ err, requestId }, 'card inscription could not finish');
    return null;
  }
  if (!done.ok) return null;
  return unitOfWork(deps.db, async (trx) => {
    const tokenId = await saveCard(
      trx,
      { customerId: row.customer_id, provider: provider.name, cardNumber: done.cardNumber, providerRef: done.savedRef },
      nowInstant(deps.clock),
    );
    await setInscriptionCard(trx, row.id, tokenId);
    return tokenId;
  });
}
