import { AppError } from '../../../../lib/app-error.js';
import { ForgedNotification, type VerifiedNotification } from '../../payment-provider.js';
import type { PaymentsDeps } from '../../payment-lifecycle.service.js';
import { findPayment, findPaymentIdByRef, type PaymentRow } from '../../payments.repository.js';
import type { ProviderRouteKit } from '../../provider-module.js';
import type { paypalProvider } from './paypal.provider.js';

/**
 * PayPal's buttons approved and authorised the order (POST /api/paypal/callback): the order is read from
 * PayPal itself (an order we never created is 404, an authorisation not of that order or for another
 * amount is refused), captured once, and the answer applied through the exactly-once path. The order id
 * is the proof, as the Webpay token is: guests have no session. Answers whether the payment is paid.
 */
export async function completePayPalOrder(
  deps: PaymentsDeps,
  kit: ProviderRouteKit,
  orderId: string,
  authorizationId: string,
): Promise<boolean> {
  const provider = kit.provider(deps, 'paypal') as ReturnType<typeof paypalProvider> | undefined;
  const paymentId = provider ? await findPaymentIdByRef(deps.db, 'paypal', orderId) : undefined;
  if (!provider || paymentId === undefined) throw new AppError('not_found', 'paymentNotFound');
  const payment = (await findPayment(deps.db, paymentId)) as PaymentRow;
  if (payment.status === 'paid') return true;
  let answer: VerifiedNotification;
  try {
    answer = await provider.complete(orderId, authorizationId, { amount: payment.amount, currency: payment.currency });
  } catch (err) {
    if (err instanceof ForgedNotification) {
      deps.log.warn({ paymentId, reason: err.message }, 'PayPal callback refused');
      throw new AppError('bad_request', 'notificationRefused');
    }
    deps.log.warn({ err, paymentId }, 'PayPal did not answer the callback');
    throw new AppError('unavailable', 'technicalProblems');
  }
  if (answer.outcome !== 'pending') await kit.applyNotification(deps, answer);
  return (await findPayment(deps.db, paymentId))?.status === 'paid';
}
