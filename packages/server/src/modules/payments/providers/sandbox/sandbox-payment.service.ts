import { findPayment, findPaymentIdByRef, findPaymentSales } from '../../payments.repository.js';
import type { PaymentsDeps } from '../../payment-lifecycle.service.js';

/** The payment the sandbox gateway page shows for its reference (only while the sandbox is on). */
export async function sandboxPayment(deps: PaymentsDeps, ref: string) {
  if (!deps.config.payments.sandbox) return undefined;
  const id = await findPaymentIdByRef(deps.db, 'sandbox', ref);
  const payment = id === undefined ? undefined : await findPayment(deps.db, id);
  if (!payment) return undefined;
  const sales = await findPaymentSales(deps.db, payment.id);
  return { payment, description: sales.map((s) => `${s.number} ${s.title}`).join(', '), current: payment.provider_ref === ref };
}
