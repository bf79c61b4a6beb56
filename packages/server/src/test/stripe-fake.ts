import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { closeServer, listenLocally } from './local-server.js';

type Intent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { message: string; code: string } | null;
  livemode: false;
  created: number;
};

/**
 * A local stand-in for Stripe's REST API (the PaymentIntents and Refunds calls the portal makes) and its webhooks,
 * written from Stripe's documentation: form-encoded requests with bracketed keys, `Idempotency-Key`, bearer
 * secret key, JSON answers and error objects; webhooks signed `t=<unix>,v1=<HMAC-SHA256 of "t.payload">`.
 */
/** A refund Stripe made (POST /v1/refunds), as its API answers it. */
export type StripeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
};

export class StripeFake {
  readonly intents = new Map<string, Intent>();
  readonly created: Intent[] = [];
  /** Every refund made, once per idempotency key. */
  readonly refunds: StripeRefund[] = [];
  /** Every POST /v1/refunds received, repeats included. */
  readonly refundRequests: Array<{ idempotencyKey: string | undefined; paymentIntent: string | null; amount: number }> = [];
  /** The next refund calls answer this error instead (status and Stripe's error object), one per call. */
  readonly refundErrors: Array<{ status: number; type: string; message: string }> = [];
  private readonly idempotency = new Map<string, string>();
  private server: Server | undefined;

  constructor(private readonly secretKey: string) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    return listenLocally(this.server);
  }

  stop(): Promise<void> {
    return closeServer(this.server);
  }

  private send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
    res.end(JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let text = '';
    for await (const chunk of req) text += chunk;
    if (req.headers.authorization !== `Bearer ${this.secretKey}`)
      return this.send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    const url = new URL(req.url ?? '/', 'http://stripe.test');
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const key = req.headers['idempotency-key'];
      const known = typeof key === 'string' ? this.idempotency.get(key) : undefined;
      if (known) return this.send(res, 200, this.intents.get(known));
      const form = new URLSearchParams(text);
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m?.[1]) metadata[m[1]] = v;
      }
      const amount = Number(form.get('amount'));
      if (!Number.isInteger(amount) || amount < 1)
        return this.send(res, 400, { error: { type: 'invalid_request_error', param: 'amount', message: 'Invalid integer' } });
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const intent: Intent = {
        id,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        description: form.get('description'),
        metadata,
        last_payment_error: null,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      this.intents.set(id, intent);
      this.created.push(intent);
      if (typeof key === 'string') this.idempotency.set(key, id);
      return this.send(res, 200, intent);
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') return this.refund(req, res, new URLSearchParams(text));
    const get = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && get?.[1]) {
      const intent = this.intents.get(get[1]);
      return intent
        ? this.send(res, 200, intent)
        : this.send(res, 404, {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${get[1]}'` },
          });
    }
    return this.send(res, 404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
  }

  private held: { received: () => void; released: Promise<void> } | undefined;

  /** The next refund call waits for `release` before Stripe answers it; `received` resolves once it has arrived. */
  holdNextRefund(): { received: Promise<void>; release: () => void } {
    let release = () => {};
    let received = () => {};
    const arrived = new Promise<void>((resolve) => (received = resolve));
    this.held = { received, released: new Promise<void>((resolve) => (release = resolve)) };
    return { received: arrived, release };
  }

  /** POST /v1/refunds: part or all of a succeeded intent's money, at most what is left of it; one refund per Idempotency-Key. */
  private async refund(req: IncomingMessage, res: ServerResponse, form: URLSearchParams) {
    const held = this.held;
    this.held = undefined;
    if (held) {
      held.received();
      await held.released;
    }
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
    this.refundRequests.push({ idempotencyKey: key, paymentIntent: form.get('payment_intent'), amount: Number(form.get('amount')) });
    const known = key ? this.idempotency.get(key) : undefined;
    const again = this.refunds.find((r) => r.id === known);
    if (again) return this.send(res, 200, again);
    const error = this.refundErrors.shift();
    // Stripe tells its clients whether a retry may help; the portal decides when, not the SDK.
    if (error) {
      res.setHeader('stripe-should-retry', 'false');
      return this.send(res, error.status, { error: { type: error.type, message: error.message } });
    }
    const intent = this.intents.get(form.get('payment_intent') ?? '');
    if (!intent)
      return this.send(res, 404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_intent', message: 'No such payment_intent' },
      });
    const refunded = this.refunds.filter((r) => r.payment_intent === intent.id).reduce((a, r) => a + r.amount, 0);
    const amount = Number(form.get('amount') ?? intent.amount_received - refunded);
    if (intent.status !== 'succeeded' || amount > intent.amount_received - refunded) {
      return this.send(res, 400, {
        error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' },
      });
    }
    const metadata: Record<string, string> = {};
    for (const [k, v] of form) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m?.[1]) metadata[m[1]] = v;
    }
    const refund: StripeRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      metadata,
    };
    this.refunds.push(refund);
    if (key) this.idempotency.set(key, refund.id);
    return this.send(res, 200, refund);
  }

  /** The customer confirms with a card that is accepted (or declined). */
  succeed(id: string): Intent {
    const i = this.intents.get(id) as Intent;
    Object.assign(i, { status: 'succeeded', amount_received: i.amount, last_payment_error: null });
    return i;
  }
  decline(id: string): Intent {
    const i = this.intents.get(id) as Intent;
    Object.assign(i, {
      status: 'requires_payment_method',
      last_payment_error: { message: 'Your card was declined.', code: 'card_declined' },
    });
    return i;
  }

  /** A webhook delivery: the event's JSON and its Stripe-Signature header, signed at `at`. */
  webhook(type: string, object: object, secret: string, at: Date, opts: { eventId?: string } = {}) {
    const payload = JSON.stringify({
      id: opts.eventId ?? `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(at.getTime() / 1000),
      type,
      livemode: false,
      data: { object },
    });
    const t = Math.floor(at.getTime() / 1000);
    const v1 = createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
    return { payload, signature: `t=${t},v1=${v1}` };
  }
}
