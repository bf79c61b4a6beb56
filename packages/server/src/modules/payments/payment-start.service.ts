import { lockRow, unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant } from '../../lib/clock.js';
import { findCustomer, saveCard } from '../accounts/index.js';
import type { PaymentProvider, PaymentRequest, StartResult, VerifiedNotification } from './payment-provider.js';
import { applyNotification, type PaymentsDeps } from './payment-lifecycle.service.js';
import { findPayment, findPaymentSales, insertPaymentRef, updatePayment, type PaymentRow } from './payments.repository.js';
import { onlineProviders } from './provider-registry.service.js';

/**
 * The card a card provider charges: a token the page made, or one of the customer's saved cards (its
 * reference at the provider, ownership already checked); `save` keeps the new card once it paid.
 */
export type CardSource = { token?: string | null; saved?: { providerRef: string } | null; save?: boolean };

/**
 * Asks the payment's provider how the browser continues. Outside any unit of work: a provider may call
 * out (Stripe), and a slow provider must not hold locks. Asking twice for one payment gives the same
 * order at the provider (see PaymentProvider.start), so a retried checkout never creates a second one.
 */
export async function startPayment(deps: PaymentsDeps, payment: PaymentRow, card: CardSource = {}): Promise<StartResult> {
  const provider = onlineProviders(deps.config, deps.clock).get(payment.method_type);
  if (!provider) throw new AppError('bad_request', 'paymentMethodUnavailable');
  if (provider.charge || (card.saved && provider.chargeSaved)) return chargeCard(deps, provider, payment, card);
  if (provider.resume && payment.provider_ref) return provider.resume(payment.provider_ref);
  const result = await provider.start(await paymentRequest(deps, payment));
  if (result.type !== 'error' && payment.provider_ref !== result.providerRef) {
    await unitOfWork(deps.db, async (trx) => {
      await insertPaymentRef(trx, provider.name, result.providerRef, payment.id);
      await updatePayment(trx, payment.id, { provider_ref: result.providerRef, updated_at: nowInstant(deps.clock) });
    });
  }
  return result;
}

async function paymentRequest(deps: PaymentsDeps, payment: PaymentRow): Promise<PaymentRequest> {
  const customer = await findCustomer(deps.db, payment.customer_id);
  const sales = await findPaymentSales(deps.db, payment.id);
  return {
    paymentId: payment.id,
    attempt: payment.attempt,
    amount: payment.amount,
    currency: payment.currency,
    description: sales.map((s) => s.title).join(', ') || 'Pedido',
    customer: { id: payment.customer_id, email: customer?.email ?? '', name: `${customer?.name ?? ''} ${customer?.surname ?? ''}`.trim() },
    publicUrl: deps.config.publicUrl,
  };
}

/** Our reference of a card charge attempt (the provider's order or invoice number). */
export function cardChargeRef(paymentId: number, attempt: number): string {
  return `CP${paymentId}A${attempt}`;
}

/**
 * A card the page tokenised (NetPay, Authorize.Net), charged once per attempt: the attempt is claimed
 * under the payment's row lock first (its reference recorded), so the same checkout arriving twice at
 * once charges once and the second is told the payment is under way. The provider's answer goes through
 * the exactly-once path; a refusal leaves the payment failed (the same cart with a new card is the next
 * attempt). A provider that cannot be reached fails the attempt too: if it charged after all, that
 * success still finds the payment by its reference and is flagged if it is the second.
 */
async function chargeCard(deps: PaymentsDeps, provider: PaymentProvider, payment: PaymentRow, card: CardSource): Promise<StartResult> {
  const saved = card.saved && provider.chargeSaved ? card.saved : null;
  if (!card.token && !saved) throw new AppError('bad_request', 'cardTokenMissing');
  const ref = cardChargeRef(payment.id, payment.attempt);
  const claimed = await unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'payments', payment.id);
    const now = await findPayment(trx, payment.id);
    if (now?.status !== 'pending' || now.provider_ref !== null) return false;
    await insertPaymentRef(trx, provider.name, ref, payment.id);
    await updatePayment(trx, payment.id, { provider_ref: ref, updated_at: nowInstant(deps.clock) });
    return true;
  });
  if (!claimed) {
    if ((await findPayment(deps.db, payment.id))?.status === 'paid')
      return { type: 'charged', providerRef: ref, paid: true, underReview: false, message: null };
    throw new AppError('conflict', 'paymentInProgress');
  }
  let result;
  try {
    const req = await paymentRequest(deps, payment);
    result = saved
      ? await (provider.chargeSaved as NonNullable<PaymentProvider['chargeSaved']>)(req, ref, saved.providerRef)
      : await (provider.charge as NonNullable<PaymentProvider['charge']>)(req, ref, card.token as string);
  } catch (err) {
    deps.log.warn({ err, paymentId: payment.id }, 'card charge failed to reach the provider');
    await applyNotification(deps, {
      provider: provider.name,
      transactionId: `${ref}:unreachable`,
      providerRef: ref,
      outcome: 'failed',
      amount: null,
      currency: null,
      payload: JSON.stringify({ source: 'charge', error: String(err) }),
    });
    throw new AppError('unavailable', 'technicalProblems');
  }
  const n = result.notification;
  if (n.providerRef !== ref) {
    await unitOfWork(deps.db, async (trx) => {
      await insertPaymentRef(trx, provider.name, n.providerRef, payment.id);
      await updatePayment(trx, payment.id, { provider_ref: n.providerRef, updated_at: nowInstant(deps.clock) });
    });
  }
  if (n.outcome === 'pending' && result.redirectUrl) return { type: 'redirect', providerRef: n.providerRef, url: result.redirectUrl };
  if (n.outcome !== 'pending') await applyNotification(deps, n);
  const paid = (await findPayment(deps.db, payment.id))?.status === 'paid';
  if (paid && card.save && !saved && provider.saveCard) await keepCard(deps, provider, payment, n, result.cardNumber);
  return {
    type: 'charged',
    providerRef: n.providerRef,
    paid,
    underReview: n.outcome === 'pending',
    message: paid ? null : (result.message ?? null),
  };
}

/** saveCreditCard: the paid card is kept at the provider and listed in the customer's cards. Best effort: the payment stands either way. */
async function keepCard(
  deps: PaymentsDeps,
  provider: PaymentProvider,
  payment: PaymentRow,
  paid: VerifiedNotification,
  cardNumber: string | undefined,
) {
  try {
    const providerRef = await (provider.saveCard as NonNullable<PaymentProvider['saveCard']>)(paid);
    await saveCard(
      deps.db,
      { customerId: payment.customer_id, provider: provider.name, cardNumber: (cardNumber ?? '****').slice(0, 30), providerRef },
      nowInstant(deps.clock),
    );
  } catch (err) {
    deps.log.warn({ err, paymentId: payment.id }, 'the card could not be saved');
  }
}
