import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { closeServer, listenLocally } from './local-server.js';

type Tx = {
  token: string;
  buy_order: string;
  session_id: string;
  amount: number;
  return_url: string;
  status: string;
  outcome?: 'approve' | 'reject';
  committed: boolean;
};

const BASE = '/rswebpaytransaction/api/webpay/v1.2/transactions';
const ONECLICK = '/rswebpaytransaction/api/oneclick/v1.2';

/**
 * A local stand-in for Transbank's Webpay Plus REST API (v1.2), from its documentation: Tbk-Api-Key-Id /
 * Tbk-Api-Key-Secret headers, create (POST), commit (PUT, once: a second commit is a 422), status (GET),
 * refunds (POST .../refunds: reversed when whole, nullified when partial).
 * `approve`/`reject` play the card holder on Webpay's form. With Oneclick Mall credentials it also plays
 * Oneclick: inscriptions (start POST, finish PUT once) and authorisations of an enrolled card user.
 */
export class TransbankFake {
  readonly transactions = new Map<string, Tx>();
  /** Refunds asked (Webpay Plus by token, Oneclick by buy order) and what Transbank answered. */
  readonly refunds: Array<{ ref: string; amount: number; type: 'REVERSED' | 'NULLIFIED' }> = [];
  private server: Server | undefined;
  base = '';

  /** Oneclick Mall: inscriptions by token, the card users they made, and the authorisations by buy order. */
  readonly inscriptions = new Map<
    string,
    { username: string; email: string; response_url: string; outcome?: 'approve' | 'reject'; tbkUser?: string; finished: boolean }
  >();
  readonly oneclickCharges: Array<{
    username: string;
    tbk_user: string;
    buy_order: string;
    details: Array<{ amount: number; commerce_code: string; buy_order: string }>;
  }> = [];
  private readonly oneclickTx = new Map<string, unknown>();
  /** Card users whose next charge is refused (no funds). */
  readonly refusing = new Set<string>();

  constructor(
    private readonly commerceCode: string,
    private readonly apiKey: string,
    private readonly oneclick: { commerceCode: string; apiKey: string; childCommerceCode: string } | null = null,
  ) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.base = await listenLocally(this.server);
    return this.base;
  }

  stop(): Promise<void> {
    return closeServer(this.server);
  }

  private send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private view(t: Tx) {
    const approved = t.status === 'AUTHORIZED';
    return {
      vci: approved ? 'TSY' : '',
      amount: t.amount,
      status: t.status,
      buy_order: t.buy_order,
      session_id: t.session_id,
      card_detail: { card_number: '6623' },
      accounting_date: '0320',
      transaction_date: '2026-03-20T10:05:00.000Z',
      authorization_code: approved ? '1213' : '000000',
      payment_type_code: 'VN',
      response_code: approved ? 0 : -1,
      installments_number: 0,
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let text = '';
    for await (const chunk of req) text += chunk;
    if ((req.url ?? '').startsWith(ONECLICK)) return this.handleOneclick(req, res, text);
    if (req.headers['tbk-api-key-id'] !== this.commerceCode || req.headers['tbk-api-key-secret'] !== this.apiKey)
      return this.send(res, 401, { error_message: 'Not Authorized' });
    if (req.method === 'POST' && req.url === BASE) {
      const b = JSON.parse(text) as { buy_order: string; session_id: string; amount: number; return_url: string };
      if ([...this.transactions.values()].some((t) => t.buy_order === b.buy_order))
        return this.send(res, 422, { error_message: 'buy_order already used' });
      const token = randomBytes(32).toString('hex');
      this.transactions.set(token, { ...b, token, status: 'INITIALIZED', committed: false });
      return this.send(res, 200, { token, url: `${this.base}/webpayserver/initTransaction` });
    }
    const refund = new RegExp(`^${BASE}/([a-f0-9]+)/refunds$`).exec(req.url ?? '');
    if (req.method === 'POST' && refund?.[1]) {
      const tx = this.transactions.get(refund[1]);
      if (!tx || tx.status !== 'AUTHORIZED')
        return this.send(res, tx ? 422 : 404, { error_message: tx ? 'Transaction not authorized' : 'Transaction not found' });
      return this.refund(res, tx.token, tx.amount, (JSON.parse(text) as { amount: number }).amount);
    }
    const m = new RegExp(`^${BASE}/([a-f0-9]+)$`).exec(req.url ?? '');
    const t = m?.[1] ? this.transactions.get(m[1]) : undefined;
    if (!t) return this.send(res, 404, { error_message: 'Transaction not found' });
    if (req.method === 'PUT') {
      if (t.committed || !t.outcome)
        return this.send(res, 422, {
          error_message: 'Invalid status 6 for transaction while authorizing. Commerce should try again later',
        });
      t.committed = true;
      t.status = t.outcome === 'approve' ? 'AUTHORIZED' : 'FAILED';
      return this.send(res, 200, this.view(t));
    }
    if (req.method === 'GET') return this.send(res, 200, this.view(t));
    return this.send(res, 405, { error_message: 'Method not allowed' });
  }

  private handleOneclick(req: IncomingMessage, res: ServerResponse, text: string) {
    const oc = this.oneclick;
    if (!oc || req.headers['tbk-api-key-id'] !== oc.commerceCode || req.headers['tbk-api-key-secret'] !== oc.apiKey)
      return this.send(res, 401, { error_message: 'Not Authorized' });
    const path = (req.url ?? '').slice(ONECLICK.length);
    if (req.method === 'POST' && path === '/inscriptions') {
      const b = JSON.parse(text) as { username: string; email: string; response_url: string };
      const token = randomBytes(24).toString('hex');
      this.inscriptions.set(token, { ...b, finished: false });
      return this.send(res, 200, { token, url_webpay: `${this.base}/webpayserver/bp_multicode_inscription.cgi` });
    }
    const finish = /^\/inscriptions\/([a-f0-9]+)$/.exec(path);
    if (req.method === 'PUT' && finish?.[1]) {
      const i = this.inscriptions.get(finish[1]);
      if (!i) return this.send(res, 404, { error_message: 'Inscription not found' });
      if (i.finished || !i.outcome) return this.send(res, 422, { error_message: 'Invalid status for inscription' });
      i.finished = true;
      if (i.outcome === 'reject')
        return this.send(res, 200, { response_code: -96, tbk_user: null, authorization_code: null, card_type: null, card_number: null });
      i.tbkUser = randomBytes(16).toString('hex');
      return this.send(res, 200, {
        response_code: 0,
        tbk_user: i.tbkUser,
        authorization_code: '1213',
        card_type: 'Visa',
        card_number: 'XXXXXXXXXXXX6623',
      });
    }
    if (req.method === 'POST' && path === '/transactions') {
      const b = JSON.parse(text) as (typeof this.oneclickCharges)[number];
      const enrolled = [...this.inscriptions.values()].some((i) => i.username === b.username && i.tbkUser === b.tbk_user);
      if (!enrolled) return this.send(res, 422, { error_message: 'tbk_user not found for username' });
      if (this.oneclickTx.has(b.buy_order)) return this.send(res, 422, { error_message: 'buy_order already used' });
      this.oneclickCharges.push(b);
      const refused = this.refusing.has(b.tbk_user);
      const answer = {
        buy_order: b.buy_order,
        card_detail: { card_number: '6623' },
        accounting_date: '0320',
        transaction_date: '2026-03-20T10:05:00.000Z',
        details: b.details.map((d) => ({
          ...d,
          status: refused ? 'FAILED' : 'AUTHORIZED',
          response_code: refused ? -1 : 0,
          authorization_code: refused ? '' : '1213',
          payment_type_code: 'VN',
          installments_number: 0,
        })),
      };
      this.oneclickTx.set(b.buy_order, answer);
      return this.send(res, 200, answer);
    }
    const refund = /^\/transactions\/([A-Za-z0-9]+)\/refunds$/.exec(path);
    if (req.method === 'POST' && refund?.[1]) {
      const b = JSON.parse(text) as { commerce_code: string; detail_buy_order: string; amount: number };
      const charge = this.oneclickCharges.find((c) => c.buy_order === refund[1]);
      const detail = charge?.details.find((d) => d.buy_order === b.detail_buy_order && d.commerce_code === b.commerce_code);
      if (!charge || !detail || this.refusing.has(charge.tbk_user))
        return this.send(res, 422, { error_message: 'Transaction not found for refund' });
      return this.refund(res, charge.buy_order, detail.amount, b.amount);
    }
    const status = /^\/transactions\/([A-Za-z0-9]+)$/.exec(path);
    if (req.method === 'GET' && status?.[1]) {
      const tx = this.oneclickTx.get(status[1]);
      return tx ? this.send(res, 200, tx) : this.send(res, 404, { error_message: 'Transaction not found' });
    }
    return this.send(res, 405, { error_message: 'Method not allowed' });
  }

  /** The whole amount, nothing refunded before: reversed; less: nullified, leaving a balance; more than is left: 422. */
  private refund(res: ServerResponse, ref: string, charged: number, amount: number) {
    const left = charged - this.refunds.filter((r) => r.ref === ref).reduce((a, r) => a + r.amount, 0);
    if (!(amount > 0) || amount > left) return this.send(res, 422, { error_message: 'Invalid amount for refund' });
    if (amount === charged) {
      this.refunds.push({ ref, amount, type: 'REVERSED' });
      return this.send(res, 200, { type: 'REVERSED' });
    }
    this.refunds.push({ ref, amount, type: 'NULLIFIED' });
    return this.send(res, 200, {
      type: 'NULLIFIED',
      authorization_code: String(100000 + this.refunds.length),
      authorization_date: '2026-03-20T10:10:00.000Z',
      nullified_amount: amount,
      balance: left - amount,
      response_code: 0,
    });
  }

  /** The card holder finishes (or cancels) saving the card on Transbank's page. */
  enrol(token: string, outcome: 'approve' | 'reject' = 'approve') {
    const i = this.inscriptions.get(token);
    if (i) i.outcome = outcome;
  }

  /** The card holder pays (or is refused) on Webpay's form; Webpay then sends them back with token_ws. */
  approve(token: string) {
    (this.transactions.get(token) as Tx).outcome = 'approve';
  }
  reject(token: string) {
    (this.transactions.get(token) as Tx).outcome = 'reject';
  }
}
