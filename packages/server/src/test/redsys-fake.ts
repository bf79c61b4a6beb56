import { createCipheriv, createHmac } from 'node:crypto';

/**
 * A stand-in for Redsys's gateway, written from Redsys's documentation rather than from our adapter: it
 * checks a payment form as the gateway would and writes notifications the way Redsys sends them
 * (Ds_MerchantParameters as base64url JSON, Ds_Signature as base64url HMAC_SHA256_V1), form-encoded.
 */
export class RedsysFakeGateway {
  constructor(private readonly merchantKey: string) {}

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
  notification(request: Record<string, string>, opts: { response?: string; amount?: string; authorisation?: string; key?: string } = {}): string {
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
    const merchantParameters = Buffer.from(JSON.stringify(params)).toString('base64url').padEnd(Math.ceil(Buffer.from(JSON.stringify(params)).length / 3) * 4, '=');
    const signer = opts.key ? new RedsysFakeGateway(opts.key) : this;
    const signature = createHmac('sha256', signer.orderKey(params.Ds_Order ?? '')).update(merchantParameters).digest('base64url') + '=';
    return new URLSearchParams({ Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: merchantParameters, Ds_Signature: signature }).toString();
  }
}
