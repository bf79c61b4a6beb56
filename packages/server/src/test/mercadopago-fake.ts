import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { closeServer, listenLocally } from './local-server.js';

type MpPayment = {
  id: number;
  status: string;
  status_detail: string;
  transaction_amount: number;
  currency_id: string;
  external_reference: string;
  installments: number;
  notification_url: string;
  payer: { email: string };
};

/**
 * A local stand-in for Mercado Pago's payments API and webhooks, from its documentation: bearer access
 * token, `X-Idempotency-Key` on creation, JSON payments and their refunds (POST /v1/payments/{id}/refunds); card tokens play Mercado Pago's test card holders
 * (APRO approved, OTHE rejected, CONT pending). Webhooks carry `x-signature: ts=<s>,v1=<HMAC-SHA256 hex of
 * "id:<data.id>;request-id:<x-request-id>;ts:<ts>;">` and `data.id` in the query.
 */
type MpRefund = { id: number; payment_id: number; amount: number; status: 'approved'; idempotencyKey: string | undefined };

export class MercadoPagoFake {
  readonly payments = new Map<number, MpPayment>();
  /** Refunds made, once per X-Idempotency-Key. */
  readonly refunds: MpRefund[] = [];
  private readonly idempotency = new Map<string, number>();
  private server: Server | undefined;
  private nextId = 1_300_000_000;

  constructor(
    private readonly accessToken: string,
    private readonly currency: string,
  ) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    return listenLocally(this.server);
  }

  stop(): Promise<void> {
    return closeServer(this.server);
  }

  private send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let text = '';
    for await (const chunk of req) text += chunk;
    if (req.headers.authorization !== `Bearer ${this.accessToken}`)
      return this.send(res, 401, { message: 'invalid access token', error: 'unauthorized', status: 401 });
    if (req.method === 'POST' && req.url === '/v1/payments') {
      const key = req.headers['x-idempotency-key'];
      const known = typeof key === 'string' ? this.idempotency.get(key) : undefined;
      if (known) return this.send(res, 201, this.payments.get(known));
      const b = JSON.parse(text) as {
        token: string;
        transaction_amount: number;
        installments: number;
        external_reference: string;
        notification_url: string;
        payer: { email: string };
      };
      const holder = b.token.slice(0, 4);
      const status = holder === 'APRO' ? 'approved' : holder === 'CONT' ? 'in_process' : 'rejected';
      const p: MpPayment = {
        id: (this.nextId += 1),
        status,
        status_detail: status === 'approved' ? 'accredited' : status === 'in_process' ? 'pending_contingency' : 'cc_rejected_other_reason',
        transaction_amount: b.transaction_amount,
        currency_id: this.currency,
        external_reference: b.external_reference,
        installments: b.installments,
        notification_url: b.notification_url,
        payer: b.payer,
      };
      this.payments.set(p.id, p);
      if (typeof key === 'string') this.idempotency.set(key, p.id);
      return this.send(res, 201, p);
    }
    const refund = /^\/v1\/payments\/(\d+)\/refunds$/.exec(req.url ?? '');
    if (req.method === 'POST' && refund?.[1]) return this.refund(res, Number(refund[1]), text, req.headers['x-idempotency-key']);
    const m = /^\/v1\/payments\/(\d+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && m?.[1]) {
      const p = this.payments.get(Number(m[1]));
      return p ? this.send(res, 200, p) : this.send(res, 404, { message: 'Payment not found', error: 'not_found', status: 404 });
    }
    return this.send(res, 404, { message: 'not found', status: 404 });
  }

  /** A partial (amount) or total refund of an approved payment, at most what is left of it. */
  private refund(res: ServerResponse, paymentId: number, text: string, key: string | string[] | undefined) {
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    const known = this.refunds.find((r) => idempotencyKey && r.idempotencyKey === idempotencyKey);
    if (known) return this.send(res, 201, known);
    const p = this.payments.get(paymentId);
    if (!p) return this.send(res, 404, { message: 'Payment not found', error: 'not_found', status: 404 });
    const left = p.transaction_amount - this.refunds.filter((r) => r.payment_id === paymentId).reduce((a, r) => a + r.amount, 0);
    const amount = (text ? (JSON.parse(text) as { amount?: number }).amount : undefined) ?? left;
    if (p.status !== 'approved' || amount > left + 1e-9)
      return this.send(res, 400, {
        message: 'Invalid refund amount',
        error: 'bad_request',
        status: 400,
        cause: [{ code: 4040, description: 'amount exceeds the payment' }],
      });
    const r: MpRefund = { id: (this.nextId += 1), payment_id: paymentId, amount, status: 'approved', idempotencyKey };
    this.refunds.push(r);
    return this.send(res, 201, r);
  }

  /** Mercado Pago settles a pending payment later (approved). */
  approve(id: number) {
    Object.assign(this.payments.get(id) as MpPayment, { status: 'approved', status_detail: 'accredited' });
  }

  /** A webhook delivery for a payment: query, body and signed headers. */
  webhook(paymentId: number | string, secret: string, at: Date) {
    const requestId = randomBytes(8).toString('hex');
    const ts = String(Math.floor(at.getTime() / 1000));
    const v1 = createHmac('sha256', secret).update(`id:${paymentId};request-id:${requestId};ts:${ts};`).digest('hex');
    return {
      url: `/api/mercadopago/webhook?data.id=${paymentId}&type=payment`,
      body: { action: 'payment.updated', api_version: 'v1', data: { id: String(paymentId) }, type: 'payment', live_mode: false },
      headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
    };
  }
}
