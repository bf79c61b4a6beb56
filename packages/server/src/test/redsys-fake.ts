import { createCipheriv, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { closeServer, listenLocally } from './local-server.js';

/**
 * A stand-in for Redsys's gateway, written from Redsys's documentation rather than from our adapter: it
 * checks a payment form as the gateway would and writes notifications the way Redsys sends them
 * (Ds_MerchantParameters as base64url JSON, Ds_Signature as base64url HMAC_SHA256_V1), form-encoded.
 * Started, it also answers the REST entry /sis/rest/trataPeticionREST for refunds (Ds_Merchant_TransactionType
 * 3) of the orders it notified as paid: a signed answer with Ds_Response 0900, or `{ errorCode }`.
 */
export class RedsysFakeGateway {
  /** Paid orders (from the notifications written) and their amount; refunds made; every REST call received. */
  readonly paid = new Map<string, number>();
  readonly refunds: Array<{ order: string; amount: number }> = [];
  readonly restCalls: Array<Record<string, string>> = [];
  private server: Server | undefined;

  constructor(private readonly merchantKey: string) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    return listenLocally(this.server);
  }

  stop(): Promise<void> {
    return closeServer(this.server);
  }

  private send(res: ServerResponse, body: unknown) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let text = '';
    for await (const chunk of req) text += chunk;
    if (req.method !== 'POST' || req.url !== '/sis/rest/trataPeticionREST') {
      res.writeHead(404).end();
      return;
    }
    let params: Record<string, string>;
    try {
      params = this.receiveForm(JSON.parse(text) as { Ds_SignatureVersion: string; Ds_MerchantParameters: string; Ds_Signature: string });
    } catch {
      return this.send(res, { errorCode: 'SIS0042' });
    }
    this.restCalls.push(params);
    if (params.DS_MERCHANT_TRANSACTIONTYPE !== '3') return this.send(res, { errorCode: 'SIS0015' });
    const order = params.DS_MERCHANT_ORDER ?? '';
    const charged = this.paid.get(order);
    // SIS0054: no operation to refund; SIS0057: more than is left of it.
    if (charged === undefined) return this.send(res, { errorCode: 'SIS0054' });
    const amount = Number(params.DS_MERCHANT_AMOUNT);
    const left = charged - this.refunds.filter((r) => r.order === order).reduce((a, r) => a + r.amount, 0);
    if (!(amount > 0) || amount > left) return this.send(res, { errorCode: 'SIS0057' });
    this.refunds.push({ order, amount });
    const answer = {
      Ds_Amount: String(amount),
      Ds_Currency: params.DS_MERCHANT_CURRENCY,
      Ds_Order: order,
      Ds_MerchantCode: params.DS_MERCHANT_MERCHANTCODE,
      Ds_Terminal: params.DS_MERCHANT_TERMINAL,
      Ds_Response: '0900',
      Ds_AuthorisationCode: String(300000 + this.refunds.length),
      Ds_TransactionType: '3',
      Ds_SecurePayment: '0',
      Ds_Language: '1',
      Ds_MerchantData: '',
    };
    const merchantParameters = Buffer.from(JSON.stringify(answer)).toString('base64');
    const signature = createHmac('sha256', this.orderKey(order)).update(merchantParameters).digest('base64');
    return this.send(res, { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: merchantParameters, Ds_Signature: signature });
  }

  private orderKey(order: string): Buffer {
    const data = Buffer.from(order, 'utf8');
    const padded = Buffer.alloc(Math.ceil(data.length / 8) * 8);
    data.copy(padded);
    const cipher = createCipheriv('des-ede3-cbc', Buffer.from(this.merchantKey, 'base64'), Buffer.alloc(8));
    cipher.setAutoPadding(false);
    return Buffer.concat([cipher.update(padded), cipher.final()]);
  }

  /** The payment request the browser would post, checked: throws when Redsys would refuse its signature. */
  receiveForm(data: { Ds_SignatureVersion: string; Ds_MerchantParameters: string; Ds_Signature: string }): Record<string, string> {
    const params = JSON.parse(Buffer.from(data.Ds_MerchantParameters, 'base64').toString('utf8')) as Record<string, string>;
    const order = params.DS_MERCHANT_ORDER ?? '';
    const expected = createHmac('sha256', this.orderKey(order)).update(data.Ds_MerchantParameters).digest('base64');
    if (data.Ds_SignatureVersion !== 'HMAC_SHA256_V1' || expected !== data.Ds_Signature) throw new Error('SIS0042: signature error');
    if (!/^\d{4}[A-Za-z0-9]{0,8}$/.test(order)) throw new Error('SIS0074: bad order number');
    return params;
  }

  /** The notification Redsys posts to DS_MERCHANT_MERCHANTURL for that request, form-encoded. */
  notification(
    request: Record<string, string>,
    opts: { response?: string; amount?: string; authorisation?: string; key?: string } = {},
  ): string {
    const params = {
      Ds_Date: '20%2F03%2F2026',
      Ds_Hour: '10%3A05',
      Ds_SecurePayment: '1',
      Ds_Amount: opts.amount ?? request.DS_MERCHANT_AMOUNT,
      Ds_Currency: request.DS_MERCHANT_CURRENCY,
      Ds_Order: request.DS_MERCHANT_ORDER,
      Ds_MerchantCode: request.DS_MERCHANT_MERCHANTCODE,
      Ds_Terminal: request.DS_MERCHANT_TERMINAL,
      Ds_Response: opts.response ?? '0000',
      Ds_MerchantData: '',
      Ds_TransactionType: '0',
      Ds_ConsumerLanguage: '1',
      Ds_AuthorisationCode: opts.authorisation ?? (Number(opts.response ?? '0000') <= 99 ? '082150' : ''),
    };
    if (Number(params.Ds_Response) <= 99 && !opts.key) this.paid.set(params.Ds_Order ?? '', Number(params.Ds_Amount));
    const merchantParameters = Buffer.from(JSON.stringify(params))
      .toString('base64url')
      .padEnd(Math.ceil(Buffer.from(JSON.stringify(params)).length / 3) * 4, '=');
    const signer = opts.key ? new RedsysFakeGateway(opts.key) : this;
    const signature =
      createHmac('sha256', signer.orderKey(params.Ds_Order ?? ''))
        .update(merchantParameters)
        .digest('base64url') + '=';
    return new URLSearchParams({
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: merchantParameters,
      Ds_Signature: signature,
    }).toString();
  }
}
