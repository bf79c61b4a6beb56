import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Tx = { token: string; buy_order: string; session_id: string; amount: number; return_url: string; status: string; outcome?: 'approve' | 'reject'; committed: boolean };

const BASE = '/rswebpaytransaction/api/webpay/v1.2/transactions';

/**
 * A local stand-in for Transbank's Webpay Plus REST API (v1.2), from its documentation: Tbk-Api-Key-Id /
 * Tbk-Api-Key-Secret headers, create (POST), commit (PUT, once: a second commit is a 422), status (GET).
 * `approve`/`reject` play the card holder on Webpay's form.
 */
export class TransbankFake {
  readonly transactions = new Map<string, Tx>();
  private server: Server | undefined;
  base = '';

  constructor(private readonly commerceCode: string, private readonly apiKey: string) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
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
    if (req.headers['tbk-api-key-id'] !== this.commerceCode || req.headers['tbk-api-key-secret'] !== this.apiKey) return this.send(res, 401, { error_message: 'Not Authorized' });
    if (req.method === 'POST' && req.url === BASE) {
      const b = JSON.parse(text) as { buy_order: string; session_id: string; amount: number; return_url: string };
      if ([...this.transactions.values()].some((t) => t.buy_order === b.buy_order)) return this.send(res, 422, { error_message: 'buy_order already used' });
      const token = randomBytes(32).toString('hex');
      this.transactions.set(token, { ...b, token, status: 'INITIALIZED', committed: false });
      return this.send(res, 200, { token, url: `${this.base}/webpayserver/initTransaction` });
    }
    const m = new RegExp(`^${BASE}/([a-f0-9]+)$`).exec(req.url ?? '');
    const t = m?.[1] ? this.transactions.get(m[1]) : undefined;
    if (!t) return this.send(res, 404, { error_message: 'Transaction not found' });
    if (req.method === 'PUT') {
      if (t.committed || !t.outcome) return this.send(res, 422, { error_message: 'Invalid status 6 for transaction while authorizing. Commerce should try again later' });
      t.committed = true;
      t.status = t.outcome === 'approve' ? 'AUTHORIZED' : 'FAILED';
      return this.send(res, 200, this.view(t));
    }
    if (req.method === 'GET') return this.send(res, 200, this.view(t));
    return this.send(res, 405, { error_message: 'Method not allowed' });
  }

  /** The card holder pays (or is refused) on Webpay's form; Webpay then sends them back with token_ws. */
  approve(token: string) {
    (this.transactions.get(token) as Tx).outcome = 'approve';
  }
  reject(token: string) {
    (this.transactions.get(token) as Tx).outcome = 'reject';
  }
}
