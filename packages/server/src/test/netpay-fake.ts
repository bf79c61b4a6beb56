import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { closeServer, listenLocally } from './local-server.js';

type Card = 'approve' | 'decline' | '3ds';
type Transaction = {
  transactionTokenId: string;
  status: string;
  amount: number;
  currency: string;
  merchantReferenceCode: string;
  redirect3dsUri: string;
  source: string;
};
type Confirmation = { transactionTokenId: string; accepted: boolean };

/**
 * A local stand-in for NetPay's checkout-custom REST API, from its documentation: the private key as the
 * Authorization header, `POST /v3/charges` with a single-use NetPay.js token answering `success`, `failed`
 * (with its error text) or `review` (3-D Secure: `returnUrl`), and `GET /v3/transactions/{id}` with the
 * transaction's state (DONE, FAILED, REJECT, WAIT_THREEDS...). A transaction that passed 3-D Secure is
 * CHARGEABLE until `POST /v3/charges/{id}/confirm` collects it (DONE); NetPay refuses to confirm anything
 * else; `POST /v3/transactions/{id}/refund` gives back part or all of a DONE one. `tokenize` plays NetPay.js; `finish3ds` plays the bank's page, answering where NetPay sends the
 * customer back.
 */
export class NetPayFake {
  readonly transactions = new Map<string, Transaction>();
  readonly charges: Array<{ source: string; amount: number; currency: string }> = [];
  readonly confirmations: Confirmation[] = [];
  /** Refunds made (POST /v3/transactions/{id}/refund of a DONE transaction, at most what is left of it). */
  readonly refunds: Array<{ transactionTokenId: string; refundId: string; amount: number }> = [];
  private readonly cards = new Map<string, { card: Card; used: boolean }>();
  private server: Server | undefined;
  base = '';

  constructor(private readonly secretKey: string) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.base = `${await listenLocally(this.server)}/gateway-ecommerce`;
    return this.base;
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
    if (req.headers.authorization !== this.secretKey) return this.send(res, 401, { message: 'Unauthorized' });
    const path = new URL(req.url ?? '/', 'http://netpay.test').pathname.replace(/^\/gateway-ecommerce/, '');
    if (req.method === 'POST' && path === '/v3/charges') {
      const b = JSON.parse(text) as {
        source: string;
        amount: number;
        currency: string;
        description: string;
        redirect3dsUri: string;
        billing?: { merchantReferenceCode?: string };
      };
      this.charges.push({ source: b.source, amount: b.amount, currency: b.currency });
      const card = this.cards.get(b.source);
      const base = {
        source: b.source,
        amount: b.amount,
        description: b.description,
        currency: b.currency,
        redirect3dsUri: b.redirect3dsUri,
        paymentMethod: 'card',
      };
      if (!card || card.used)
        return this.send(res, 400, {
          ...base,
          status: 'failed',
          transactionTokenId: null,
          returnUrl: null,
          error: 'El token no es válido o ya fue utilizado',
        });
      card.used = true;
      const id = randomUUID();
      const tx: Transaction = {
        transactionTokenId: id,
        status: 'DONE',
        amount: b.amount,
        currency: b.currency,
        merchantReferenceCode: b.billing?.merchantReferenceCode ?? '',
        redirect3dsUri: b.redirect3dsUri,
        source: b.source,
      };
      this.transactions.set(id, tx);
      if (card.card === 'approve')
        return this.send(res, 200, { ...base, status: 'success', transactionTokenId: id, returnUrl: null, error: null });
      if (card.card === 'decline') {
        tx.status = 'FAILED';
        return this.send(res, 200, { ...base, status: 'failed', transactionTokenId: id, returnUrl: null, error: 'Fondos insuficientes' });
      }
      tx.status = 'WAIT_THREEDS';
      return this.send(res, 200, {
        ...base,
        status: 'review',
        transactionTokenId: id,
        returnUrl: `${this.base}/v1/three-d-secure/paymenth-auth-enroll/${id}`,
        error: null,
      });
    }
    const confirm = /^\/v3\/charges\/([^/]+)\/confirm$/.exec(path);
    if (req.method === 'POST' && confirm?.[1]) {
      const tx = this.transactions.get(confirm[1]);
      if (!tx) return this.send(res, 404, { message: 'Transaction not found' });
      const accepted = tx.status === 'CHARGEABLE';
      this.confirmations.push({ transactionTokenId: tx.transactionTokenId, accepted });
      if (!accepted)
        return this.send(res, 400, {
          status: 'failed',
          transactionTokenId: tx.transactionTokenId,
          error: `La transacción no se puede confirmar (${tx.status})`,
        });
      tx.status = 'DONE';
      return this.send(res, 200, { status: 'success', transactionTokenId: tx.transactionTokenId, error: null });
    }
    const refund = /^\/v3\/transactions\/([^/]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refund?.[1]) return this.refund(res, refund[1], (JSON.parse(text) as { amount: number }).amount);
    const m = /^\/v3\/transactions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && m?.[1]) {
      const tx = this.transactions.get(m[1]);
      if (!tx) return this.send(res, 404, { message: 'Transaction not found' });
      return this.send(res, 200, {
        transactionTokenId: tx.transactionTokenId,
        status: tx.status,
        amount: tx.amount,
        currency: tx.currency,
        merchantReferenceCode: tx.merchantReferenceCode,
      });
    }
    return this.send(res, 404, { message: 'Not found' });
  }

  private refund(res: ServerResponse, id: string, amount: number) {
    const tx = this.transactions.get(id);
    if (!tx) return this.send(res, 404, { message: 'Transaction not found' });
    const left = tx.amount - this.refunds.filter((r) => r.transactionTokenId === id).reduce((a, r) => a + r.amount, 0);
    if (tx.status !== 'DONE' || !(amount > 0) || amount > left + 1e-9) {
      return this.send(res, 400, {
        status: 'failed',
        transactionTokenId: id,
        error: `La transacción no se puede devolver (${tx.status}, ${amount} de ${left})`,
      });
    }
    const refundId = randomUUID();
    this.refunds.push({ transactionTokenId: id, refundId, amount });
    return this.send(res, 200, { status: 'success', transactionTokenId: refundId, amount, currency: tx.currency, error: null });
  }

  /** NetPay.js tokenised a card that will be approved, declined, or asked for 3-D Secure. */
  tokenize(card: Card): string {
    const token = `token_${randomBytes(12).toString('hex')}`;
    this.cards.set(token, { card, used: false });
    return token;
  }

  /** The bank's 3-D Secure page: the card holder passes (authorised, to confirm) or fails; where NetPay sends them back. */
  finish3ds(transactionTokenId: string, passed: boolean): string {
    const tx = this.transactions.get(transactionTokenId) as Transaction;
    tx.status = passed ? 'CHARGEABLE' : 'REJECT';
    return `${tx.redirect3dsUri}&transaction_token=${transactionTokenId}`;
  }
}
