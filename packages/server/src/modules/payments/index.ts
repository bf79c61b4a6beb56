/** The payments module's public face: other modules and the app import only this file. */
export { checkoutHoldReleaser, checkoutHoldUntil, renewCheckoutHold } from './abandoned-checkouts.service.js';
export { paymentCspSources } from './payment-csp.js';
export {
  createPayment,
  findPayment,
  firstSaleNumber,
  meansOfPayment,
  paidWith,
  paymentByGuid,
  retryPayment,
  settlePayment,
  type PaymentRow,
  type PaymentsDeps,
} from './payment-lifecycle.service.js';
export { reconcilePendingPayments } from './payment-reconcile.service.js';
export { startPayment, type CardSource } from './payment-start.service.js';
export {
  SANDBOX_METHOD_TYPE,
  METHOD_NAMES,
  onlineProviders,
  paymentProviderVariables,
  providerSettingsFromEnv,
  takesSharedPayments,
  type ProviderSettings,
} from './provider-registry.service.js';
export { cardRefundsSettled, sendPendingCardRefunds, type RefundsDeps } from './refunds.service.js';
export { refundOutcomeLines, type RefundOutcome } from './refund-outcome.js';
export { refundSaleAsPaid, type RefundLeg } from './sale-refunds.service.js';
