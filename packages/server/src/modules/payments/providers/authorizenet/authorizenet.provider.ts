import { PaymentMethodType } from '@clubportal/contract/enums';
import { money, toDecimalString, type CurrencyCode } from '@clubportal/contract/money';
import { ForgedNotification, type ChargeResult, type PaymentProvider, type StatusResult, type VerifiedNotification } from '../../payment-provider.js';

export type AuthorizeNetConfig = { apiLoginId: string; transactionKey: string; clientKey: string; prodMode: boolean; apiBase: string };

/** Accept.js's payment nonce (the card the page tokenised with the public client key). */
export const ACCEPT_DATA_DESCRIPTOR = 'COMMON.ACCEPT.INAPP.PAYMENT';

/** The currencies an Authorize.Net merchant account can be in (its documentation's list). */
const CURRENCIES = new Set(['USD', 'CAD', 'GBP', 'EUR', 'AUD', 'NZD', 'CHF', 'DKK', 'NOK', 'PLN', 'SEK']);

type ApiMessages = { resultCode?: string; message?: Array<{ code?: string; text?: string }> };
type TransactionResponse = { responseCode?: string; transId?: string; authCode?: string; messages?: Array<{ code?: string; description?: string }>; errors?: Array<{ errorCode?: string; errorText?: string }> };
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
  return {
    name: 'authorizenet',
    methodType: PaymentMethodType.AuthorizeNet,
    supports: (currency: CurrencyCode) => CURRENCIES.has(currency),
    async start() {
      return { type: 'error', message: 'Authorize.Net charges a card tokenised in the page' };
    },
    async charge(req, ref, cardToken): Promise<ChargeResult> {
      const answer = await call<{ transactionResponse?: TransactionResponse }>({
        createTransactionRequest: {
          merchantAuthentication: auth,
          refId: ref.slice(0, 20),
          transactionRequest: {
            transactionType: 'authCaptureTransaction',
            amount: toDecimalString(money(req.amount, req.currency)),
            currencyCode: req.currency,
            payment: { opaqueData: { dataDescriptor: ACCEPT_DATA_DESCRIPTOR, dataValue: cardToken } },
            order: { invoiceNumber: ref.slice(0, 20), description: req.description.slice(0, 255) },
            customer: { id: String(req.customer.id).slice(0, 20), ...(req.customer.email ? { email: req.customer.email } : {}) },
          },
        },
      });
      const t = answer.transactionResponse ?? {};
      const transId = t.transId && t.transId !== '0' ? t.transId : ref;
      const detail = { responseCode: t.responseCode, authCode: t.authCode, resultCode: answer.messages?.resultCode };
      if (t.responseCode === '1') return { notification: notification(transId, 'paid', { amount: req.amount, currency: req.currency }, 'charge', detail) };
      if (t.responseCode === '4') return { notification: notification(transId, 'pending', null, 'charge', detail) };
      const message = t.errors?.[0]?.errorText ?? t.messages?.[0]?.description ?? answer.messages?.message?.[0]?.text;
      return { notification: notification(transId, 'failed', null, 'charge', { ...detail, message }), ...(message ? { message } : {}) };
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
