import { PaymentMethodType } from '@clubportal/contract/enums';
import { money, toDecimalString, type CurrencyCode } from '@clubportal/contract/money';
import { ForgedNotification, type ChargeResult, type PaymentProvider, type PaymentRequest, type StatusResult, type VerifiedNotification } from '../../payment-provider.js';

export type AuthorizeNetConfig = { apiLoginId: string; transactionKey: string; clientKey: string; prodMode: boolean; apiBase: string };

/** Accept.js's payment nonce (the card the page tokenised with the public client key). */
export const ACCEPT_DATA_DESCRIPTOR = 'COMMON.ACCEPT.INAPP.PAYMENT';

/** The currencies an Authorize.Net merchant account can be in (its documentation's list). */
const CURRENCIES = new Set(['USD', 'CAD', 'GBP', 'EUR', 'AUD', 'NZD', 'CHF', 'DKK', 'NOK', 'PLN', 'SEK']);

type ApiMessages = { resultCode?: string; message?: Array<{ code?: string; text?: string }> };
type TransactionResponse = { responseCode?: string; transId?: string; authCode?: string; accountNumber?: string; messages?: Array<{ code?: string; description?: string }>; errors?: Array<{ errorCode?: string; errorText?: string }> };
type TransactionDetails = { transId?: string; transactionStatus?: string; authAmount?: number; settleAmount?: number; order?: { invoiceNumber?: string } };

/** Statuses of a transaction's details that mean the money was taken, and those that mean it never will be. */
const COLLECTED = new Set(['capturedPendingSettlement', 'settledSuccessfully']);
const DEAD = new Set(['declined', 'voided', 'expired', 'generalError', 'failedReview', 'settlementError', 'communicationError', 'couldNotVoid']);

/**
 * Authorize.Net (payment method 15): Accept.js tokenises the card in the page with the public client key;
 * the server charges the nonce with `createTransactionRequest` (authCaptureTransaction, our amount, the
 * attempt's reference as refId and invoice number) on Authorize.Net's JSON API. responseCode 1 is paid,
 * 2 and 3 refused with its text, 4 (held for review) waits: `status` reads `getTransactionDetailsRequest`.
 * Authorize.Net answers JSON with a byte-order mark, and reads elements in its schema's order.
 */
export function authorizeNetProvider(config: AuthorizeNetConfig): PaymentProvider {
  const auth = { name: config.apiLoginId, transactionKey: config.transactionKey };
  async function call<T>(request: Record<string, unknown>): Promise<T & { messages?: ApiMessages }> {
    const res = await fetch(config.apiBase, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request), signal: AbortSignal.timeout(20_000) });
    const text = (await res.text()).replace(/^\uFEFF/, '');
    if (!res.ok) throw new Error(`Authorize.Net: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as T & { messages?: ApiMessages };
  }
  const notification = (transId: string, outcome: VerifiedNotification['outcome'], paid: { amount: number; currency: CurrencyCode } | null, source: string, detail: object): VerifiedNotification => ({
    provider: 'authorizenet',
    transactionId: `${transId}:${outcome}`,
    providerRef: transId,
    outcome,
    amount: paid?.amount ?? null,
    currency: paid?.currency ?? null,
    payload: JSON.stringify({ source, transId, ...detail }),
  });
  /** createTransactionRequest, its elements in Authorize.Net's order: the card (a nonce) or a saved profile, then the order. */
  async function createTransaction(req: PaymentRequest, ref: string, source: { payment: object } | { profile: object }, customer: boolean): Promise<ChargeResult> {
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
          ...(customer ? { customer: { id: String(req.customer.id).slice(0, 20), ...(req.customer.email ? { email: req.customer.email } : {}) } } : {}),
        },
      },
    });
    const t = answer.transactionResponse ?? {};
    const transId = t.transId && t.transId !== '0' ? t.transId : ref;
    const detail = { responseCode: t.responseCode, authCode: t.authCode, resultCode: answer.messages?.resultCode };
    const cardNumber = t.accountNumber ? { cardNumber: t.accountNumber.replace(/^X+/, '**** ') } : {};
    if (t.responseCode === '1') return { notification: notification(transId, 'paid', { amount: req.amount, currency: req.currency }, 'charge', detail), ...cardNumber };
    if (t.responseCode === '4') return { notification: notification(transId, 'pending', null, 'charge', detail) };
    const message = t.errors?.[0]?.errorText ?? t.messages?.[0]?.description ?? answer.messages?.message?.[0]?.text;
    return { notification: notification(transId, 'failed', null, 'charge', { ...detail, message }), ...(message ? { message } : {}) };
  }

  return {
    name: 'authorizenet',
    methodType: PaymentMethodType.AuthorizeNet,
    supports: (currency: CurrencyCode) => CURRENCIES.has(currency),
    async start() {
      return { type: 'error', message: 'Authorize.Net charges a card tokenised in the page' };
    },
    charge(req, ref, cardToken) {
      return createTransaction(req, ref, { payment: { opaqueData: { dataDescriptor: ACCEPT_DATA_DESCRIPTOR, dataValue: cardToken } } }, true);
    },
    // A saved card is a customer profile and its payment profile ("profileId/paymentProfileId").
    chargeSaved(req, ref, savedRef) {
      const [customerProfileId, paymentProfileId] = savedRef.split('/');
      return createTransaction(req, ref, { profile: { customerProfileId, paymentProfile: { paymentProfileId } } }, false);
    },
    async saveCard(paid) {
      const answer = await call<{ customerProfileId?: string; customerPaymentProfileIdList?: string[] }>({ createCustomerProfileFromTransactionRequest: { merchantAuthentication: auth, transId: paid.providerRef } });
      const paymentProfileId = answer.customerPaymentProfileIdList?.[0];
      if (answer.messages?.resultCode !== 'Ok' || !answer.customerProfileId || !paymentProfileId) throw new Error(`Authorize.Net kept no profile: ${answer.messages?.message?.[0]?.text ?? 'no answer'}`);
      return `${answer.customerProfileId}/${paymentProfileId}`;
    },
    verify(): VerifiedNotification {
      throw new ForgedNotification('Authorize.Net charges answer at once');
    },
    async status(transId): Promise<StatusResult> {
      const answer = await call<{ transaction?: TransactionDetails }>({ getTransactionDetailsRequest: { merchantAuthentication: auth, transId } });
      const t = answer.transaction;
      if (!t?.transactionStatus) return { type: 'unknown' };
      if (COLLECTED.has(t.transactionStatus)) return { type: 'known', notification: notification(transId, 'paid', null, 'status', { status: t.transactionStatus, amount: t.settleAmount ?? t.authAmount }) };
      if (DEAD.has(t.transactionStatus)) return { type: 'known', notification: notification(transId, 'failed', null, 'status', { status: t.transactionStatus }) };
      return { type: 'unknown' };
    },
  };
}
