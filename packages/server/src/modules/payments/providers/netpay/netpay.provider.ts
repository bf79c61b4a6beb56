import { PaymentMethodType } from '@clubportal/contract/enums';
import { fromDecimal, money, toDecimal, type CurrencyCode } from '@clubportal/contract/money';
import {
  ForgedNotification,
  type ChargeResult,
  type PaymentProvider,
  type RefundResult,
  type StatusResult,
  type VerifiedNotification,
} from '../../payment-provider.js';

export type NetPayConfig = { secretKey: string; publicKey: string; prodMode: boolean; apiBase: string };

/** NetPay's answer to a charge and its transaction detail (the fields we read). */
type NetPayCharge = {
  status?: string;
  transactionTokenId?: string;
  returnUrl?: string | null;
  amount?: number;
  currency?: string;
  error?: unknown;
  merchantReferenceCode?: string;
};

/** NetPay charges Mexican pesos (and dollars). */
const CURRENCIES = new Set(['MXN', 'USD']);

const upper = (s: string | undefined) => (s ?? '').toUpperCase();
/** Transaction states (NetPay's list): DONE is collected; these will never be. */
const FINAL_FAILURES = new Set(['FAILED', 'REJECT', 'INSECURE', 'CANCELED']);
/** Authorised once 3-D Secure has passed, collected only when the merchant confirms the charge. */
const AWAITING_CONFIRMATION = new Set(['CHARGEABLE', 'WAIT_THREEDS']);

function errorText(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (error && typeof error === 'object') {
    const e = error as { message?: unknown; description?: unknown };
    if (typeof e.message === 'string') return e.message;
    if (typeof e.description === 'string') return e.description;
  }
  return undefined;
}

/**
 * NetPay (payment method 10), checkout custom over its REST API: NetPay.js tokenises the card in the page
 * (sandbox unless NETPAY_PROD_MODE), the server charges the single-use token (`POST /v3/charges`, private
 * key in Authorization). `success` is paid, `failed` refused with NetPay's text; `review` means 3-D Secure:
 * the customer goes to `returnUrl`, and NetPay sends them back to /netpay-callback?id=..&transaction_token=..,
 * where the transaction is read from NetPay (`GET /v3/transactions/{id}`), never taken from the query. One
 * that passed 3-D Secure waits (CHARGEABLE, or WAIT_THREEDS) until the merchant confirms it
 * (`POST /v3/charges/{id}/confirm`): done then, on the customer's return, and read again (DONE is paid).
 * The reconciliation job only reads: money is never collected for a checkout nobody came back to.
 * A refund is `POST /v3/transactions/{id}/refund` of the collected transaction.
 */
export function netPayProvider(config: NetPayConfig): PaymentProvider {
  const base = config.apiBase.replace(/\/$/, '');
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<NetPayCharge> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: config.secretKey, 'content-type': 'application/json', accept: 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    const answer = (text ? JSON.parse(text) : {}) as NetPayCharge;
    // A refused charge is an answer (its status says so); anything else that is not 2xx is a failure to talk.
    if (!res.ok && !answer.status) throw new Error(`NetPay ${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return answer;
  }
  const notification = (t: NetPayCharge, outcome: VerifiedNotification['outcome'], source: string): VerifiedNotification => {
    const currency = upper(t.currency);
    return {
      provider: 'netpay',
      // One outcome per NetPay transaction: the charge's answer and a later status reading agree.
      transactionId: `${t.transactionTokenId ?? ''}:${outcome}`,
      providerRef: t.transactionTokenId ?? '',
      outcome,
      amount:
        outcome === 'paid' && typeof t.amount === 'number' && currency
          ? fromDecimal(t.amount, currency, { rounding: 'halfUp' }).amount
          : null,
      currency: outcome === 'paid' && currency ? currency : null,
      payload: JSON.stringify({
        source,
        status: t.status,
        transactionTokenId: t.transactionTokenId,
        amount: t.amount,
        currency: t.currency,
        error: errorText(t.error) ?? null,
      }),
    };
  };
  const fromTransaction = (t: NetPayCharge, source: string): VerifiedNotification | null => {
    const status = upper(t.status);
    // CHARGEABLE (and WAIT_THREEDS) are authorised but not collected until the merchant confirms: never paid here.
    if (status === 'DONE' || status === 'SUCCESS') return notification(t, 'paid', source);
    if (FINAL_FAILURES.has(status)) return notification(t, 'failed', source);
    return null;
  };
  return {
    name: 'netpay',
    methodType: PaymentMethodType.NetPay,
    supports: (currency: CurrencyCode) => CURRENCIES.has(currency),
    async start() {
      return { type: 'error', message: 'NetPay charges a card tokenised in the page' };
    },
    async charge(req, ref, cardToken): Promise<ChargeResult> {
      const [firstName = '', ...rest] = req.customer.name.trim().split(/\s+/);
      const answer = await call('POST', '/v3/charges', {
        description: req.description.slice(0, 250),
        source: cardToken,
        paymentMethod: 'card',
        amount: toDecimal(money(req.amount, req.currency)),
        currency: req.currency,
        billing: { firstName, lastName: rest.join(' '), email: req.customer.email, merchantReferenceCode: ref },
        redirect3dsUri: `${req.publicUrl}/netpay-callback?id=${req.paymentId}`,
      });
      const status = upper(answer.status);
      if (status === 'REVIEW' && answer.returnUrl && answer.transactionTokenId) {
        return { notification: notification(answer, 'pending', 'charge'), redirectUrl: answer.returnUrl };
      }
      if (status === 'SUCCESS' && answer.transactionTokenId) return { notification: notification(answer, 'paid', 'charge') };
      const message = errorText(answer.error);
      return {
        notification: notification({ ...answer, transactionTokenId: answer.transactionTokenId ?? ref }, 'failed', 'charge'),
        ...(message ? { message } : {}),
      };
    },
    verify(): VerifiedNotification {
      throw new ForgedNotification('NetPay payments complete on the return to /netpay-callback');
    },
    async confirm(transactionTokenId) {
      const path = `/v3/transactions/${encodeURIComponent(transactionTokenId)}`;
      let transaction = await call('GET', path);
      if (AWAITING_CONFIRMATION.has(upper(transaction.status))) {
        // A repeated return may find it confirmed meanwhile: NetPay refuses the second confirmation, and
        // the reading after it tells either way.
        await call('POST', `/v3/charges/${encodeURIComponent(transactionTokenId)}/confirm`).catch(() => undefined);
        transaction = await call('GET', path);
      }
      const answer = fromTransaction(transaction, 'callback');
      if (!answer) throw new Error('NetPay has not finished this transaction');
      return answer;
    },
    // POST /v3/transactions/{id}/refund on the same gateway and key as the charge. NetPay takes no
    // idempotency key: the refunds job asks once per claim, and a refusal (`failed`) is not asked again.
    async refund(req): Promise<RefundResult> {
      const id = req.charge.providerRef;
      const answer = await call('POST', `/v3/transactions/${encodeURIComponent(id)}/refund`, {
        amount: toDecimal(money(req.amount, req.currency)),
      });
      const status = upper(answer.status);
      if (status === 'FAILED' || FINAL_FAILURES.has(status))
        return { type: 'refused', message: errorText(answer.error) ?? `NetPay refund ${status.toLowerCase()}` };
      return { type: 'done', providerRefundId: answer.transactionTokenId ?? `${id}:refund` };
    },
    async status(transactionTokenId): Promise<StatusResult> {
      const answer = fromTransaction(await call('GET', `/v3/transactions/${encodeURIComponent(transactionTokenId)}`), 'status');
      return answer ? { type: 'known', notification: answer } : { type: 'unknown' };
    },
  };
}
