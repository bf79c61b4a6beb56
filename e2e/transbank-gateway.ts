import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const ONECLICK = '/rswebpaytransaction/api/oneclick/v1.2';
const INSCRIPTION_PAGE = '/webpayserver/bp_multicode_inscription.cgi';

type Inscription = { username: string; response_url: string; outcome?: 'enrol' | 'abort'; tbkUser?: string; finished: boolean };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A stand-in for Transbank Oneclick Mall, for the e2e journey of saving a card (transbank-oneclick.spec.ts),
 * from Transbank's documentation: the REST API the server's SDK calls (Tbk-Api-Key-Id / Tbk-Api-Key-Secret;
 * inscription start and finish, authorize) and the inscription page the browser posts TBK_TOKEN to, which
 * sends the card holder back to the response URL with TBK_TOKEN (and TBK_ORDEN_COMPRA and TBK_ID_SESION
 * when they abort).
 */
export class TransbankGateway {
  readonly inscriptions = new Map<string, Inscription>();
  readonly charges: Array<{
    username: string;
    tbk_user: string;
    buy_order: string;
    details: Array<{ amount: number; commerce_code: string; buy_order: string }>;
  }> = [];
  private server: Server | undefined;
  base = '';

  constructor(private readonly credentials: { commerceCode: string; apiKey: string }) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private json(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let text = '';
    for await (const chunk of req) text += chunk;
    const url = req.url ?? '';
    if (url === INSCRIPTION_PAGE || url === '/webpayserver/decision')
      return this.page(url, res, Object.fromEntries(new URLSearchParams(text)));
    if (!url.startsWith(ONECLICK)) return this.json(res, 404, { error_message: 'Not found' });
    if (req.headers['tbk-api-key-id'] !== this.credentials.commerceCode || req.headers['tbk-api-key-secret'] !== this.credentials.apiKey)
      return this.json(res, 401, { error_message: 'Not Authorized' });
    const path = url.slice(ONECLICK.length);
    if (req.method === 'POST' && path === '/inscriptions') {
      const b = JSON.parse(text) as { username: string; response_url: string };
      const token = randomBytes(24).toString('hex');
      this.inscriptions.set(token, { username: b.username, response_url: b.response_url, finished: false });
      return this.json(res, 200, { token, url_webpay: `${this.base}${INSCRIPTION_PAGE}` });
    }
    const finish = /^\/inscriptions\/([a-f0-9]+)$/.exec(path);
    if (req.method === 'PUT' && finish?.[1]) {
      const i = this.inscriptions.get(finish[1]);
      if (!i || i.finished || i.outcome !== 'enrol') return this.json(res, 422, { error_message: 'Invalid status for inscription' });
      i.finished = true;
      i.tbkUser = randomBytes(16).toString('hex');
      return this.json(res, 200, {
        response_code: 0,
        tbk_user: i.tbkUser,
        authorization_code: '1213',
        card_type: 'Visa',
        card_number: 'XXXXXXXXXXXX6623',
      });
    }
    if (req.method === 'POST' && path === '/transactions') {
      const b = JSON.parse(text) as TransbankGateway['charges'][number];
      if (![...this.inscriptions.values()].some((i) => i.username === b.username && i.tbkUser === b.tbk_user))
        return this.json(res, 422, { error_message: 'tbk_user not found for username' });
      this.charges.push(b);
      const details = b.details.map((d) => ({
        ...d,
        status: 'AUTHORIZED',
        response_code: 0,
        authorization_code: '1213',
        payment_type_code: 'VN',
        installments_number: 0,
      }));
      return this.json(res, 200, {
        buy_order: b.buy_order,
        card_detail: { card_number: '6623' },
        accounting_date: '0320',
        transaction_date: new Date().toISOString(),
        details,
      });
    }
    return this.json(res, 405, { error_message: 'Method not allowed' });
  }

  /** Transbank's inscription form: Inscribir saves the card, Anular aborts; both send the browser back. */
  private page(url: string, res: ServerResponse, form: Record<string, string>) {
    const token = form.TBK_TOKEN ?? '';
    const inscription = this.inscriptions.get(token);
    if (!inscription) return void res.writeHead(400, { 'content-type': 'text/plain' }).end('Token inválido');
    if (url === INSCRIPTION_PAGE) {
      const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Webpay Oneclick (e2e)</title></head>
<body><main><h1>Webpay Oneclick (e2e)</h1><p>Tarjeta terminada en 6623</p>
<form method="post" action="/webpayserver/decision"><input type="hidden" name="TBK_TOKEN" value="${escape(token)}"><button name="decision" value="enrol">Inscribir</button> <button name="decision" value="abort">Anular</button></form></main></body></html>`;
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    }
    inscription.outcome = form.decision === 'enrol' ? 'enrol' : 'abort';
    const back = new URL(inscription.response_url);
    back.searchParams.set('TBK_TOKEN', token);
    if (inscription.outcome === 'abort') {
      back.searchParams.set('TBK_ORDEN_COMPRA', `OC${token.slice(0, 8)}`);
      back.searchParams.set('TBK_ID_SESION', `S${token.slice(8, 16)}`);
    }
    res.writeHead(303, { location: back.href }).end();
  }
}
