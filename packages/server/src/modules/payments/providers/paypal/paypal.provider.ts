import { PaymentMethodType } from '@clubportal/contract/enums';
import { fromDecimal, money, toDecimalString, type CurrencyCode } from '@clubportal/contract/money';
import type { Clock } from '../../../../lib/clock.js';
import {
  ForgedNotification,
  refundIdempotencyKey,
  refundReference,
  refusedForGood,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
  type StatusResult,
  type VerifiedNotification,
} from '../../payment-provider.js';

export type PayPalConfig = { clientId: string; clientSecret: string; apiBase: string };

/** The parts of PayPal's Orders v2 and Payments v2 answers we read. */
type Amount = { currency_code: string; value: string };
type Authorization = { id: string; status: string; amount?: Amount };
type Capture = { id: string; status: string; amount?: Amount };
type Order = {
  id: string;
  status: string;
  intent?: string;
  purchase_units?: Array<{
    reference_id?: string;
    custom_id?: string;
    amount?: Amount;
    payments?: { authorizations?: Authorization[]; captures?: Capture[] };
  }>;
};

/** An HTTP answer of PayPal that is not a success; `status` 404 means PayPal does not know the resource. */
export class PayPalApiError extends Error {
  override name = 'PayPalApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The currencies PayPal's REST API takes (its documented list); CLP, ARS, COP... are not among them. */
const CURRENCIES = new Set([
  'AUD',
  'BRL',
  'CAD',
  'CNY',
  'CZK',
  'DKK',
  'EUR',
  'HKD',
  'HUF',
  'ILS',
  'JPY',
  'MYR',
  'MXN',
  'TWD',
  'NZD',
  'NOK',
  'PHP',
  'PLN',
  'GBP',
  'SGD',
  'SEK',
  'CHF',
  'THB',
  'USD',
]);

/** Our reference of an attempt, PayPal's `custom_id`: the order names the payment it was made for. */
export function paypalRef(paymentId: number, attempt: number): string {
  return `CP${paymentId}A${attempt}`;
}

const minorUnits = (a: Amount | undefined): { amount: number; currency: CurrencyCode } | null => {
  if (!a) return null;
  try {
    return { amount: fromDecimal(a.value, a.currency_code).amount, currency: a.currency_code };
  } catch {
    return null;
  }
};

/**
 * PayPal (payment method 9), Orders v2 with intent AUTHORIZE, over PayPal's documented REST API with
 * `fetch` (the official server SDK only knows PayPal's two fixed environments, so it cannot be pointed at
 * PAYPAL_API_BASE). OAuth 2 client credentials; the token is reused until shortly before it expires.
 * `start` creates the order (PayPal-Request-Id per attempt: asked twice, one order); the page's PayPal
 * buttons approve and authorise it; `complete` reads the order from PayPal (never the browser's word),
 * checks the authorisation belongs to it for our amount, and captures it once (PayPal-Request-Id per
 * authorisation) so the money is collected, not only held. A refund goes back from that capture
 * (PayPal-Request-Id per refund of ours).
 */
export function paypalProvider(
  config: PayPalConfig,
  clock: Clock,
): PaymentProvider & {
  complete(orderId: string, authorizationId: string, expected: { amount: number; currency: CurrencyCode }): Promise<VerifiedNotification>;
} {
  const base = config.apiBase.replace(/\/$/, '');
  let token: { value: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.until > clock.now().getTime()) return token.value;
    const res = await fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(20_000),
    });
    if (!res.ok) throw new PayPalApiError(res.status, `PayPal OAuth: ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, until: clock.now().getTime() + Math.max(0, body.expires_in - 60) * 1000 };
    return token.value;
  }

  async function call<T>(method: 'GET' | 'POST', path: string, opts: { body?: unknown; requestId?: string } = {}): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
        ...(opts.requestId ? { 'paypal-request-id': opts.requestId } : {}),
      },
      ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    if (!res.ok) throw new PayPalApiError(res.status, `PayPal ${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }

  const notification = (
    orderId: string,
    outcome: VerifiedNotification['outcome'],
    paid: { amount: number; currency: CurrencyCode } | null,
    source: string,
    detail: object,
  ): VerifiedNotification => ({
    provider: 'paypal',
    // One key per order and outcome: the callback and a status asked later agree, so only one applies.
    transactionId: `${orderId}:${outcome}`,
    providerRef: orderId,
    outcome,
    amount: paid?.amount ?? null,
    currency: paid?.currency ?? null,
    payload: JSON.stringify({ source, orderId, ...detail }),
  });

  /** What the order says by itself: captured (paid), an authorisation that can no longer be captured (failed), or not yet. */
  function fromOrder(order: Order, source: string): VerifiedNotification | null {
    const payments = order.purchase_units?.[0]?.payments;
    const captured = payments?.captures?.find((c) => c.status === 'COMPLETED');
    if (captured) return notification(order.id, 'paid', minorUnits(captured.amount), source, { captureId: captured.id });
    const dead = payments?.authorizations?.find((a) => ['DENIED', 'VOIDED', 'EXPIRED'].includes(a.status));
    if (dead) return notification(order.id, 'failed', null, source, { authorizationId: dead.id, status: dead.status });
    if (payments?.captures?.some((c) => c.status === 'DECLINED' || c.status === 'FAILED'))
      return notification(order.id, 'failed', null, source, { status: 'capture declined' });
    return null;
  }

  async function readOrder(orderId: string): Promise<Order> {
    try {
      return await call<Order>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
    } catch (err) {
      if (err instanceof PayPalApiError && (err.status === 404 || err.status === 422))
        throw new ForgedNotification('PayPal does not know this order');
      throw err;
    }
  }

  /** The capture a paid charge collected with: the one its notification names, else the order's completed one. */
  async function captureOf(charge: RefundRequest['charge']): Promise<string | undefined> {
    const named = (JSON.parse(charge.payload) as { captureId?: string }).captureId;
    if (named) return named;
    return (await readOrder(charge.providerRef)).purchase_units?.[0]?.payments?.captures?.find((c) => c.status === 'COMPLETED')?.id;
  }

  return {
    name: 'paypal',
    methodType: PaymentMethodType.PayPal,
    supports: (currency: CurrencyCode) => CURRENCIES.has(currency),
    async start(req) {
      try {
        const ref = paypalRef(req.paymentId, req.attempt);
        const order = await call<Order>('POST', '/v2/checkout/orders', {
          requestId: `clubportal-payment-${req.paymentId}-${req.attempt}`,
          body: {
            intent: 'AUTHORIZE',
            purchase_units: [
              {
                reference_id: ref,
                custom_id: ref,
                description: req.description.slice(0, 127),
                amount: { currency_code: req.currency, value: toDecimalString(money(req.amount, req.currency)) },
              },
            ],
          },
        });
        return { type: 'buttons', providerRef: order.id, clientId: config.clientId };
      } catch (err) {
        return { type: 'error', message: err instanceof Error ? err.message : String(err) };
      }
    },
    verify(): VerifiedNotification {
      throw new ForgedNotification('PayPal payments complete through /api/paypal/callback');
    },
    async complete(orderId, authorizationId, expected) {
      const order = await readOrder(orderId);
      const unit = order.purchase_units?.[0];
      const authorization = unit?.payments?.authorizations?.find((a) => a.id === authorizationId);
      if (order.intent !== undefined && order.intent !== 'AUTHORIZE') throw new ForgedNotification('not an order of ours');
      if (!authorization) throw new ForgedNotification('the authorisation is not of this order');
      const authorized = minorUnits(authorization.amount ?? unit?.amount);
      if (!authorized || authorized.amount !== expected.amount || authorized.currency !== expected.currency)
        throw new ForgedNotification('the authorised amount is not the payment’s');
      const known = fromOrder(order, 'callback');
      if (known) return known;
      if (authorization.status !== 'CREATED' && authorization.status !== 'PARTIALLY_CAPTURED')
        return notification(orderId, 'pending', null, 'callback', { status: authorization.status });
      const capture = await call<Capture>('POST', `/v2/payments/authorizations/${encodeURIComponent(authorization.id)}/capture`, {
        requestId: `clubportal-capture-${authorization.id}`,
        body: { final_capture: true },
      });
      if (capture.status === 'COMPLETED')
        return notification(orderId, 'paid', minorUnits(capture.amount) ?? authorized, 'capture', { captureId: capture.id });
      if (capture.status === 'DECLINED' || capture.status === 'FAILED')
        return notification(orderId, 'failed', null, 'capture', { captureId: capture.id, status: capture.status });
      return notification(orderId, 'pending', null, 'capture', { captureId: capture.id, status: capture.status });
    },
    // Payments v2: POST /v2/payments/captures/{capture_id}/refund; PayPal-Request-Id makes asking twice one refund.
    async refund(req): Promise<RefundResult> {
      try {
        const capture = await captureOf(req.charge);
        if (!capture) return { type: 'refused', message: 'PayPal holds no completed capture for this order' };
        const refund = await call<{ id: string; status: string; status_details?: { reason?: string } }>(
          'POST',
          `/v2/payments/captures/${encodeURIComponent(capture)}/refund`,
          {
            requestId: refundIdempotencyKey(req),
            body: {
              amount: { currency_code: req.currency, value: toDecimalString(money(req.amount, req.currency)) },
              invoice_id: refundReference(req),
            },
          },
        );
        if (refund.status === 'CANCELLED' || refund.status === 'FAILED')
          return { type: 'refused', message: `PayPal refund ${refund.status}` };
        return { type: 'done', providerRefundId: refund.id };
      } catch (err) {
        if (err instanceof ForgedNotification || (err instanceof PayPalApiError && refusedForGood(err.status)))
          return { type: 'refused', message: err.message };
        throw err;
      }
    },
    async status(orderId): Promise<StatusResult> {
      const known = fromOrder(await readOrder(orderId), 'status');
      return known ? { type: 'known', notification: known } : { type: 'unknown' };
    },
  };
}
