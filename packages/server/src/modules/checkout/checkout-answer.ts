import type { CheckoutModel } from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { AppError } from '../../lib/app-error.js';
import { findCustomer, type CustomerRow } from '../accounts/index.js';
import {
  firstSaleNumber,
  meansOfPayment,
  METHOD_NAMES,
  paidWith,
  renewCheckoutHold,
  retryPayment,
  startPayment,
  type CardSource,
  type PaymentRow,
} from '../payments/index.js';
import { dec } from './cart-pricing.service.js';
import type { CheckoutDeps } from './checkout-info.service.js';

/** A checkout sent again with the same guid: the same content answers from the first payment. */
export async function resume(
  deps: CheckoutDeps,
  payment: PaymentRow,
  hash: string,
  customer: CustomerRow | null,
  card: CardSource,
): Promise<CheckoutModel> {
  if (payment.request_hash !== hash || (customer && payment.customer_id !== customer.id))
    throw new AppError('conflict', 'checkoutGuidReused');
  // Back to the provider: the checkout's stock stays held while the customer pays.
  await renewCheckoutHold(deps, payment);
  if (payment.status === 'failed') {
    // Declined, and the customer tries again with the same cart: a new attempt (a new order at the provider).
    return answer(deps, await retryPayment(deps, payment.id), card);
  }
  return answer(deps, payment, card);
}

/** The checkout's answer for a payment: settled, at the club, or how the browser goes on to the provider. */
export async function answer(deps: CheckoutDeps, payment: PaymentRow, card: CardSource = {}): Promise<CheckoutModel> {
  const saleNumber = await firstSaleNumber(deps, payment.id);
  if (payment.status !== 'pending' && payment.status !== 'failed')
    return { errorMsg: null, saleNumber, paid: true, paidWith: paidWith(await meansOfPayment(deps.db, payment.id)) };
  if (payment.provider === 'none') return { errorMsg: null, saleNumber, paid: true, paidWith: [] };
  if (payment.provider === 'club')
    return {
      errorMsg: null,
      saleNumber,
      paid: true,
      paidWith: [{ kind: 'club', name: METHOD_NAMES[PaymentMethodType.Pending] ?? '', amount: dec(payment.amount, payment.currency) }],
    };
  const start = await startPayment(deps, payment, card);
  switch (start.type) {
    case 'form':
      return {
        errorMsg: null,
        saleNumber,
        paid: false,
        redsysData: {
          url: start.url,
          data: {
            Ds_SignatureVersion: start.fields.Ds_SignatureVersion ?? '',
            Ds_MerchantParameters: start.fields.Ds_MerchantParameters ?? '',
            Ds_Signature: start.fields.Ds_Signature ?? '',
          },
        },
      };
    case 'token-form':
      return { errorMsg: null, saleNumber, paid: false, transbank: { url: start.url, token: start.token } };
    case 'redirect':
      // A card's 3-D Secure page (NetPay).
      return { errorMsg: null, saleNumber, paid: false, redirectUrl: start.url };
    case 'gateway-page':
      return { errorMsg: null, saleNumber, paid: false, sandbox: { url: start.url } };
    case 'charged':
      if (start.paid) return { errorMsg: null, saleNumber, paid: true };
      // Held by the provider (Authorize.Net's fraud review): neither paid nor failed; the reconciliation
      // settles it when the provider decides, and the receipt mail tells the customer.
      if (start.underReview) throw new AppError('conflict', 'paymentUnderReview');
      throw start.message
        ? new AppError('bad_request', 'cardRefused', { message: start.message })
        : new AppError('bad_request', 'paymentFailed');
    case 'client-secret':
      return {
        errorMsg: null,
        saleNumber,
        paid: false,
        stripe: { clientSecret: start.clientSecret, paymentIntentId: start.providerRef },
        publicKey: start.publicKey,
      };
    case 'card-form': {
      const customer = await findCustomer(deps.db, payment.customer_id);
      return {
        errorMsg: null,
        saleNumber,
        paid: false,
        mercadoPago: {
          pk: start.publicKey,
          id: payment.id,
          amount: dec(payment.amount, payment.currency),
          email: customer?.email ?? '',
          currency: payment.currency,
        },
      };
    }
    case 'buttons':
      return { errorMsg: null, saleNumber, paid: false, paypal: { orderId: start.providerRef, clientId: start.clientId } };
    case 'error':
      deps.log.warn({ paymentId: payment.id, reason: start.message }, 'payment provider refused to start');
      throw new AppError('unavailable', 'technicalProblems');
  }
}
