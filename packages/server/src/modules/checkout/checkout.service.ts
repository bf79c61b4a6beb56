import type { CheckoutBody, CheckoutModel } from '@clubportal/contract/checkout';
import { isUniqueViolation } from '../../db/errors.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { isEmailRegistered, saveCheckoutNewsletterTick } from '../accounts/index.js';
import { findPayment, paymentByGuid, type PaymentRow } from '../payments/index.js';
import { answer, resume } from './checkout-answer.js';
import type { CheckoutDeps } from './checkout-info.service.js';
import { persistCheckout } from './checkout-persist.js';
import { planCheckout } from './checkout-plan.js';
import { payByVoucher } from './voucher-checkout.js';

/**
 * POST /api/shop/checkout (guest) and /api/shop/checkout-customer. Every amount is computed here: a plan from
 * reads (checkout-plan.ts, where every refusal is), then one unit of work that writes it (checkout-persist.ts).
 * The cart's guid makes it idempotent (the same checkout sent twice answers from the first: one sale, one
 * payment), and a declined payment tried again with the same cart becomes a new attempt at the provider.
 */
export async function checkout(
  deps: CheckoutDeps,
  session: SessionClaims | null,
  body: CheckoutBody,
  byCustomer: boolean,
): Promise<CheckoutModel> {
  const plan = await planCheckout(deps, session, body, byCustomer);
  if (plan.kind === 'resume') return resume(deps, plan.payment, plan.hash, plan.customer, plan.card);
  // A logged-in member's tick (a guest's is their new account's, made with the payment).
  if (plan.customer && typeof body.customer.okRss === 'boolean') await saveCheckoutNewsletterTick(deps, plan.customer, body.customer.okRss);
  if (plan.kind === 'voucher') return payByVoucher(deps, plan.customer, body, plan.cart, plan.hash, plan.now);
  let paymentId: number;
  try {
    paymentId = await unitOfWork(deps.db, (trx) => persistCheckout(trx, deps, plan, body));
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // The same checkout racing itself (double click): the guid's unique index let one through; answer from it.
    const existing = body.guid ? await paymentByGuid(deps.db, body.guid) : undefined;
    if (existing) return resume(deps, existing, plan.hash, plan.customer, plan.card);
    // Two guest checkouts racing for one new email: the unique index let one through.
    if (!plan.customer && (await isEmailRegistered(deps.db, (body.customer.email ?? '').trim().toLowerCase())))
      throw new AppError('conflict', 'emailTaken');
    throw err;
  }
  return answer(deps, (await findPayment(deps.db, paymentId)) as PaymentRow, plan.card);
}
