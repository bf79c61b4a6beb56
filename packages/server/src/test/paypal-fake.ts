import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { closeServer, listenLocally } from './local-server.js';

type Amount = { currency_code: string; value: string };
type Authorization = { id: string; status: string; amount: Amount };
type Capture = { id: string; status: string; amount: Amount; final_capture: boolean };
type Refund = { id: string; status: 'COMPLETED'; amount: Amount; invoice_id?: string; captureId: string };
type Order = {
  id: string;
  intent: string;
  status: string;
  purchase_units: Array<{
    reference_id: string;
    custom_id?: string;
    description?: string;
    amount: Amount;
    payments?: { authorizations?: Authorization[]; captures?: Capture[] };
  }>;
  links: Array<{ href: string; rel: string; method: string }>;
};

const ppId = () => randomBytes(9).toString('hex').toUpperCase().slice(0, 17);

/**
 * A local stand-in for PayPal's REST API (OAuth 2 client credentials, Orders v2, Payments v2
 * authorisations and capture refunds), from PayPal's documentation: Basic client id and secret for the token, bearer
 * token afterwards, `PayPal-Request-Id` idempotency, JSON answers and error objects (`name`,
 * `message`, `details`). `authorize` plays the buyer approving in PayPal's window and the JS SDK's
 * `actions.order.authorize()`.
 */
export class PayPalFake {
  readonly orders = new Map<string, Order>();
  readonly captures: Capture[] = [];
  /** Refunds made (a repeated PayPal-Request-Id is answered from the first), and the captures every other refund call named. */
  readonly refunds: Refund[] = [];
  readonly refundCalls: string[] = [];
  /** The next refund calls answer this error instead, one per call. */
  readonly refundErrors: Array<{ status: number; name: string; message: string; issue: string }> = [];
  tokensIssued = 0;
  private readonly idempotency = new Map<string, unknown>();
  private readonly tokens = new Set<string>();
  private server: Server | undefined;

  constructor(
    private readonly clientId: string,
    private readonly secret: string,
  ) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    return listenLocally(this.server);
  }

  stop(): Promise<void> {
    return closeServer(this.server);
  }

  private send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': randomBytes(6).toString('hex') });
    res.end(JSON.stringify(body));
  }

  private notFound(res: ServerResponse) {
    return this.send(res, 404, {
      name: 'RESOURCE_NOT_FOUND',
      message: 'The specified resource does not exist.',
      details: [{ issue: 'INVALID_RESOURCE_ID' }],
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let text = '';
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url ?? '/', 'http://paypal.test');
    if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const basic = `Basic ${Buffer.from(`${this.clientId}:${this.secret}`).toString('base64')}`;
      if (req.headers.authorization !== basic || new URLSearchParams(text).get('grant_type') !== 'client_credentials') {
        return this.send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      const token = `A21AA${randomBytes(16).toString('hex')}`;
      this.tokens.add(token);
      this.tokensIssued += 1;
      return this.send(res, 200, {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: 32400,
        nonce: randomBytes(8).toString('hex'),
      });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !this.tokens.has(bearer))
      return this.send(res, 401, {
        name: 'AUTHENTICATION_FAILURE',
        message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
      });
    const requestId = req.headers['paypal-request-id'];
    const replay = typeof requestId === 'string' ? this.idempotency.get(`${url.pathname}:${requestId}`) : undefined;
    if (req.method === 'POST' && replay) return this.send(res, 200, replay);

    if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const b = JSON.parse(text) as { intent: string; purchase_units: Order['purchase_units'] };
      if (!['CAPTURE', 'AUTHORIZE'].includes(b.intent) || !b.purchase_units?.[0]?.amount?.value) {
        return this.send(res, 400, {
          name: 'INVALID_REQUEST',
          message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
        });
      }
      const id = ppId();
      const order: Order = {
        id,
        intent: b.intent,
        status: 'CREATED',
        purchase_units: b.purchase_units.map((u) => ({ ...u })),
        links: [{ href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`, rel: 'approve', method: 'GET' }],
      };
      this.orders.set(id, order);
      if (typeof requestId === 'string') this.idempotency.set(`${url.pathname}:${requestId}`, order);
      return this.send(res, 201, order);
    }
    const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && orderMatch?.[1]) {
      const order = this.orders.get(orderMatch[1]);
      return order ? this.send(res, 200, order) : this.notFound(res);
    }
    const captureMatch = /^\/v2\/payments\/authorizations\/([^/]+)\/capture$/.exec(url.pathname);
    if (req.method === 'POST' && captureMatch?.[1]) {
      const found = this.findAuthorization(captureMatch[1]);
      if (!found) return this.notFound(res);
      if (found.authorization.status !== 'CREATED') {
        return this.send(res, 422, {
          name: 'UNPROCESSABLE_ENTITY',
          message: 'The requested action could not be performed.',
          details: [{ issue: 'AUTHORIZATION_ALREADY_CAPTURED' }],
        });
      }
      const capture: Capture = {
        id: ppId(),
        status: this.declineCaptures ? 'DECLINED' : 'COMPLETED',
        amount: found.authorization.amount,
        final_capture: true,
      };
      found.authorization.status = capture.status === 'COMPLETED' ? 'CAPTURED' : 'CREATED';
      const unit = found.order.purchase_units[0] as Order['purchase_units'][number];
      unit.payments = { ...unit.payments, captures: [...(unit.payments?.captures ?? []), capture] };
      this.captures.push(capture);
      if (typeof requestId === 'string') this.idempotency.set(`${url.pathname}:${requestId}`, capture);
      return this.send(res, 201, capture);
    }
    const refundMatch = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(url.pathname);
    if (req.method === 'POST' && refundMatch?.[1])
      return this.refund(res, refundMatch[1], text, typeof requestId === 'string' ? `${url.pathname}:${requestId}` : undefined);
    return this.notFound(res);
  }

  /** Payments v2 refund of a completed capture: at most what is left of it (the whole of it without an amount). */
  private refund(res: ServerResponse, captureId: string, text: string, idempotencyKey: string | undefined) {
    this.refundCalls.push(captureId);
    const error = this.refundErrors.shift();
    if (error) return this.send(res, error.status, { name: error.name, message: error.message, details: [{ issue: error.issue }] });
    const capture = this.captures.find((c) => c.id === captureId && c.status === 'COMPLETED');
    if (!capture) return this.notFound(res);
    const b = (text ? JSON.parse(text) : {}) as { amount?: Amount; invoice_id?: string };
    const left =
      Number(capture.amount.value) - this.refunds.filter((r) => r.captureId === captureId).reduce((a, r) => a + Number(r.amount.value), 0);
    const amount = b.amount ?? { ...capture.amount, value: left.toFixed(2) };
    if (amount.currency_code !== capture.amount.currency_code || Number(amount.value) > left + 1e-9) {
      return this.send(res, 422, {
        name: 'UNPROCESSABLE_ENTITY',
        message: 'The requested action could not be performed.',
        details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }],
      });
    }
    const refund: Refund = { id: ppId(), status: 'COMPLETED', amount, ...(b.invoice_id ? { invoice_id: b.invoice_id } : {}), captureId };
    this.refunds.push(refund);
    if (idempotencyKey) this.idempotency.set(idempotencyKey, refund);
    return this.send(res, 201, refund);
  }

  /** Captures are declined (the buyer's funding failed). */
  declineCaptures = false;

  private findAuthorization(id: string) {
    for (const order of this.orders.values()) {
      const authorization = order.purchase_units[0]?.payments?.authorizations?.find((a) => a.id === id);
      if (authorization) return { order, authorization };
    }
    return undefined;
  }

  /** The buyer approves in PayPal's window and the buttons authorise the order: the authorisation's id. */
  authorize(orderId: string, opts: { status?: string } = {}): string {
    const order = this.orders.get(orderId) as Order;
    const unit = order.purchase_units[0] as Order['purchase_units'][number];
    const authorization: Authorization = { id: ppId(), status: opts.status ?? 'CREATED', amount: unit.amount };
    unit.payments = { authorizations: [authorization] };
    order.status = 'COMPLETED';
    return authorization.id;
  }
}
