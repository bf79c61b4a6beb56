import { PaymentMethodType } from '@clubportal/contract/enums';
import { money, toDecimalString, type CurrencyCode } from '@clubportal/contract/money';
import {
  ForgedNotification,
  refundReference,
  type ChargeResult,
  type PaymentProvider,
  type PaymentRequest,
  type RefundRequest,
  type RefundResult,
  type StatusResult,
  type VerifiedNotification,
} from '../../payment-provider.js';

export type AuthorizeNetConfig = { apiLoginId: string; transactionKey: string; clientKey: string; prodMode: boolean; apiBase: string };

/** Accept.js's payment nonce (the card the page tokenised with the public client key). */
export const ACCEPT_DATA_DESCRIPTOR = 'COMMON.ACCEPT.INAPP.PAYMENT';

/** The currencies an Authorize.Net merchant account can be in (its documentation's list). */
const CURRENCIES = new Set(['USD', 'CAD', 'GBP', 'EUR', 'AUD', 'NZD', 'CHF', 'DKK', 'NOK', 'PLN', 'SEK']);

type ApiMessages = { resultCode?: string; message?: Array<{ code?: string; text?: string }> };
type TransactionResponse = {
  responseCode?: string;
  transId?: string;
  authCode?: string;
  accountNumber?: string;
  messages?: Array<{ code?: string; description?: string }>;
  errors?: Array<{ errorCode?: string; errorText?: string }>;
};
type TransactionDetails = {
  transId?: string;
  transactionStatus?: string;
  authAmount?: number;
  settleAmount?: number;
  order?: { invoiceNumber?: string };
  payment?: { creditCard?: { cardNumber?: string } };
};

/** Statuses of a transaction's details that mean the money was taken, and those that mean it never will be. */
const COLLECTED = new Set(['capturedPendingSettlement', 'settledSuccessfully']);
const DEAD = new Set([
  'declined',
  'voided',
  'expired',
  'generalError',
  'failedReview',
  'settlementError',
  'communicationError',
  'couldNotVoid',
]);

/** Authorize.Net settles its batches once a day: a part of a charge not settled yet is asked for again this much later. */
const SETTLEMENT_WAIT_MINUTES = 6 * 60;

/**
 * Authorize.Net (payment method 15): Accept.js tokenises the card in the page with the public client key;
 * the server charges the nonce with `createTransactionRequest` (authCaptureTransaction, our amount, the
 * attempt's reference as refId and invoice number) on Authorize.Net's JSON API. responseCode 1 is paid,
 * 2 and 3 refused with its text, 4 (held for review) waits: `status` reads `getTransactionDetailsRequest`.
 * Authorize.Net answers JSON with a byte-order mark, and reads elements in its schema's order. Refunds
 * void a charge not settled yet, or refund a settled one (refundTransaction).
 */
export function authorizeNetProvider(config: AuthorizeNetConfig): PaymentProvider {
  const auth = { name: config.apiLoginId, transactionKey: config.transactionKey };
  async function call<T>(request: Record<string, unknown>): Promise<T & { messages?: ApiMessages }> {
    const res = await fetch(config.apiBase, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(20_000),
    });
    const text = (await res.text()).replace(/^\uFEFF/, '');
    if (!res.ok) throw new Error(`Authorize.Net: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as T & { messages?: ApiMessages };
  }
  const notification = (
    transId: string,
    outcome: VerifiedNotification['outcome'],
    paid: { amount: number; currency: CurrencyCode } | null,
    source: string,
    detail: object,
  ): VerifiedNotification => ({
    provider: 'authorizenet',
    transactionId: `${transId}:${outcome}`,
    providerRef: transId,
    outcome,
    amount: paid?.amount ?? null,
    currency: paid?.currency ?? null,
    payload: JSON.stringify({ source, transId, ...detail }),
  });
  /** createTransactionRequest, its elements in Authorize.Net's order: the card (a nonce) or a saved profile, then the order. */
  async function createTransaction(
    req: PaymentRequest,
    ref: string,
    source: { payment: object } | { profile: object },
    customer: boolean,
  ): Promise<ChargeResult> {
    const answer = await call<{ transactionResponse?: TransactionResponse }>({
      createTransactionRequest: {
        merchantAuthentication: auth,
        refId: ref.slice(0, 20),
        transactionRequest: {
          transactionType: 'authCaptureTransaction',
          amount: toDecimalString(money(req.amount, req.currency)),
          currencyCode: req.currency,
          ...source,
          order: { invoiceNumber: ref.slice(0, 20), description: req.description.slice(0, 255) },
          ...(customer
            ? { customer: { id: String(req.customer.id).slice(0, 20), ...(req.customer.email ? { email: req.customer.email } : {}) } }
            : {}),
        },
      },
    });
    const t = answer.transactionResponse ?? {};
    const transId = t.transId && t.transId !== '0' ? t.transId : ref;
    const detail = { responseCode: t.responseCode, authCode: t.authCode, resultCode: answer.messages?.resultCode };
    const cardNumber = t.accountNumber ? { cardNumber: t.accountNumber.replace(/^X+/, '**** ') } : {};
    if (t.responseCode === '1')
      return {
        notification: notification(transId, 'paid', { amount: req.amount, currency: req.currency }, 'charge', detail),
        ...cardNumber,
      };
    if (t.responseCode === '4') return { notification: notification(transId, 'pending', null, 'charge', detail) };
    const message = t.errors?.[0]?.errorText ?? t.messages?.[0]?.description ?? answer.messages?.message?.[0]?.text;
    return { notification: notification(transId, 'failed', null, 'charge', { ...detail, message }), ...(message ? { message } : {}) };
  }

  /** A void or refund transaction: responseCode 1 is done, anything else Authorize.Net's refusal. */
  async function refundTransaction(transactionRequest: Record<string, unknown>, req: RefundRequest): Promise<RefundResult> {
    const answer = await call<{ transactionResponse?: TransactionResponse }>({
      createTransactionRequest: { merchantAuthentication: auth, refId: refundReference(req), transactionRequest },
    });
    const t = answer.transactionResponse ?? {};
    if (t.responseCode === '1' && t.transId) return { type: 'done', providerRefundId: t.transId };
    return {
      type: 'refused',
      message: t.errors?.[0]?.errorText ?? answer.messages?.message?.[0]?.text ?? `Authorize.Net answered ${t.responseCode ?? 'nothing'}`,
    };
  }

  /**
   * The charge's state decides: not settled yet, the whole of it is voided (a part waits for the
   * settlement); settled, the amount is refunded to the card (its last four digits, as Authorize.Net
   * asks) under our refund's invoice number, which its duplicate window refuses to take twice.
   */
  async function refund(req: RefundRequest): Promise<RefundResult> {
    const refTransId = req.charge.providerRef;
    const details = await call<{ transaction?: TransactionDetails }>({
      getTransactionDetailsRequest: { merchantAuthentication: auth, transId: refTransId },
    });
    const t = details.transaction;
    if (!t?.transactionStatus)
      return { type: 'refused', message: details.messages?.message?.[0]?.text ?? 'Authorize.Net does not know this transaction' };
    if (t.transactionStatus === 'capturedPendingSettlement') {
      if (req.amount !== req.chargedAmount)
        return {
          type: 'retry',
          message: 'Not settled yet: a part is refunded once Authorize.Net settles the charge',
          afterMinutes: SETTLEMENT_WAIT_MINUTES,
        };
      return refundTransaction({ transactionType: 'voidTransaction', refTransId }, req);
    }
    if (t.transactionStatus !== 'settledSuccessfully')
      return { type: 'refused', message: `The charge is ${t.transactionStatus} at Authorize.Net` };
    return refundTransaction(
      {
        transactionType: 'refundTransaction',
        amount: toDecimalString(money(req.amount, req.currency)),
        payment: { creditCard: { cardNumber: (t.payment?.creditCard?.cardNumber ?? '').slice(-4), expirationDate: 'XXXX' } },
        refTransId,
        order: { invoiceNumber: refundReference(req), description: 'Refund' },
      },
      req,
    );
  }

  return {
    name: 'authorizenet',
    refund,
    methodType: PaymentMethodType.AuthorizeNet,
    supports: (currency: CurrencyCode) => CURRENCIES.has(currency),
    async start() {
      return { type: 'error', message: 'Authorize.Net charges a card tokenised in the page' };
    },
    charge(req, ref, cardToken) {
      return createTransaction(
        req,
        ref,
        { payment: { opaqueData: { dataDescriptor: ACCEPT_DATA_DESCRIPTOR, dataValue: cardToken } } },
        true,
      );
    },
    // A saved card is a customer profile and its payment profile ("profileId/paymentProfileId").
    chargeSaved(req, ref, savedRef) {
      const [customerProfileId, paymentProfileId] = savedRef.split('/');
      return createTransaction(req, ref, { profile: { customerProfileId, paymentProfile: { paymentProfileId } } }, false);
    },
    async saveCard(paid) {
      const answer = await call<{ customerProfileId?: string; customerPaymentProfileIdList?: string[] }>({
        createCustomerProfileFromTransactionRequest: { merchantAuthentication: auth, transId: paid.providerRef },
      });
      const paymentProfileId = answer.customerPaymentProfileIdList?.[0];
      if (answer.messages?.resultCode !== 'Ok' || !answer.customerProfileId || !paymentProfileId)
        throw new Error(`Authorize.Net kept no profile: ${answer.messages?.message?.[0]?.text ?? 'no answer'}`);
      return `${answer.customerProfileId}/${paymentProfileId}`;
    },
    verify(): VerifiedNotification {
      throw new ForgedNotification('Authorize.Net charges answer at once');
    },
    async status(transId): Promise<StatusResult> {
      const answer = await call<{ transaction?: TransactionDetails }>({
        getTransactionDetailsRequest: { merchantAuthentication: auth, transId },
      });
      const t = answer.transaction;
      if (!t?.transactionStatus) return { type: 'unknown' };
      if (COLLECTED.has(t.transactionStatus))
        return {
          type: 'known',
          notification: notification(transId, 'paid', null, 'status', {
            status: t.transactionStatus,
            amount: t.settleAmount ?? t.authAmount,
          }),
        };
      if (DEAD.has(t.transactionStatus))
        return { type: 'known', notification: notification(transId, 'failed', null, 'status', { status: t.transactionStatus }) };
      return { type: 'unknown' };
    },
  };
}
