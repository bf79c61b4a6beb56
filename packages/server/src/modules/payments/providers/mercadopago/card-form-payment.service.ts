import { AppError } from '../../../../lib/app-error.js';
import { findCustomer } from '../../../accounts/index.js';
import type { VerifiedNotification } from '../../payment-provider.js';
import type { PaymentsDeps } from '../../payment-lifecycle.service.js';
import { findPayment } from '../../payments.repository.js';
import type { ProviderRouteKit } from '../../provider-module.js';
import type { BrickPayment, mercadoPagoProvider } from './mercadopago.provider.js';

/**
 * Mercado Pago's brick posted the tokenised card (POST /api/publicmercadopago/process_payment): charge our
 * payment's own amount, one installment, with an idempotency key per attempt (a double submit charges
 * once), and apply the answer through the exactly-once path. Only the payment's customer (or a parent of
 * theirs) or the browser holding its cart guid may pay it. Answers whether it is paid.
 */
export async function payWithCardForm(
  deps: PaymentsDeps,
  kit: ProviderRouteKit,
  who: { customerId: number | null; guid: string | null | undefined },
  paymentId: number,
  card: BrickPayment,
): Promise<'paid' | 'pending' | 'failed'> {
  const provider = kit.provider(deps, 'mercadopago');
  const payment = await findPayment(deps.db, paymentId);
  if (!provider || !payment || payment.provider !== 'mercadopago') throw new AppError('not_found', 'paymentNotFound');
  const owner =
    who.customerId !== null &&
    (who.customerId === payment.customer_id || (await findCustomer(deps.db, payment.customer_id))?.parent_id === who.customerId);
  if (!owner && !(who.guid && payment.guid === who.guid))
    throw who.customerId === null && !who.guid ? new AppError('unauthorized', 'loginRequired') : new AppError('forbidden', 'ownDataOnly');
  if (payment.status === 'paid') return 'paid';
  if (payment.status !== 'pending' || !payment.provider_ref) throw new AppError('conflict', 'paymentFailed');
  const mp = provider as ReturnType<typeof mercadoPagoProvider>;
  let answer: VerifiedNotification;
  try {
    answer = await mp.pay(
      payment.provider_ref,
      `clubportal-payment-${payment.id}-${payment.attempt}`,
      payment.amount,
      payment.currency,
      card,
      `${deps.config.publicUrl}/api/mercadopago/webhook`,
    );
  } catch (err) {
    deps.log.warn({ err, paymentId }, 'Mercado Pago refused the payment request');
    throw new AppError('bad_request', 'paymentFailed');
  }
  if (answer.outcome !== 'pending') await kit.applyNotification(deps, answer);
  const now = await findPayment(deps.db, paymentId);
  return now?.status === 'paid' ? 'paid' : answer.outcome === 'pending' ? 'pending' : 'failed';
}
