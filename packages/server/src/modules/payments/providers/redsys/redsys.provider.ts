import { currencyDecimals, type CurrencyCode } from '@clubportal/contract/money';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { ForgedNotification, type PaymentProvider, type VerifiedNotification } from '../../payment-provider.js';
import { signRedsysRequest, verifyRedsysNotification } from './redsys-signature.js';

export type RedsysConfig = { merchantKey: string; merchantCode: string; terminal: string; url: string };

/** ISO 4217 numeric codes Redsys takes (Ds_Merchant_Currency), for the currencies a club may use. */
const NUMERIC_CURRENCY: Record<string, string> = { EUR: '978', USD: '840', GBP: '826', CHF: '756', MXN: '484', CLP: '152', ARS: '032', COP: '170', PEN: '604' };

/**
 * Redsys's order number for an attempt of our payment: 12 digits (Redsys wants 4 to 12 characters, the
 * first four digits), the payment id then the attempt, unique per attempt and the same every time it is
 * asked for (a checkout sent twice gets the same form; Redsys refuses an order number it has seen paid).
 */
export function redsysOrder(paymentId: number, attempt: number): string {
  return `${String(paymentId).padStart(9, '0').slice(-9)}${String(attempt).padStart(3, '0').slice(-3)}`;
}

/** Ds_Response 0000 to 0099: authorised. Anything else is a refusal (or a cancelled payment, 9915). */
export function redsysAuthorised(response: string): boolean {
  return /^\d{1,4}$/.test(response) && Number(response) <= 99;
}

/**
 * Redsys (payment method 1): the browser posts a signed form (HMAC_SHA256_V1) to the gateway; Redsys tells
 * the server the outcome at POST /api/redsys/notification. No outside call is made from here.
 */
export function redsysProvider(config: RedsysConfig): PaymentProvider {
  return {
    name: 'redsys',
    methodType: PaymentMethodType.Redsys,
    supports: (currency: CurrencyCode) => currency in NUMERIC_CURRENCY,
    async start(req) {
      const currency = NUMERIC_CURRENCY[req.currency];
      if (!currency) return { type: 'error', message: `Redsys does not take ${req.currency}` };
      // Redsys amounts are in the currency's minor units, like ours (EUR 4999 = 49,99 €).
      if (currencyDecimals(req.currency) > 2) return { type: 'error', message: `Redsys does not take ${req.currency}` };
      const order = redsysOrder(req.paymentId, req.attempt);
      const fields = signRedsysRequest(config.merchantKey, {
        DS_MERCHANT_AMOUNT: String(req.amount),
        DS_MERCHANT_ORDER: order,
        DS_MERCHANT_MERCHANTCODE: config.merchantCode,
        DS_MERCHANT_CURRENCY: currency,
        DS_MERCHANT_TRANSACTIONTYPE: '0',
        DS_MERCHANT_TERMINAL: config.terminal,
        DS_MERCHANT_MERCHANTURL: `${req.publicUrl}/api/redsys/notification`,
        DS_MERCHANT_URLOK: `${req.publicUrl}/cz/ok`,
        DS_MERCHANT_URLKO: `${req.publicUrl}/cz/ko`,
        DS_MERCHANT_PRODUCTDESCRIPTION: req.description.slice(0, 125),
        DS_MERCHANT_CONSUMERLANGUAGE: '001',
      });
      return { type: 'form', providerRef: order, url: config.url, fields };
    },
    verify({ body }): VerifiedNotification {
      const b = body as { Ds_SignatureVersion?: string; Ds_MerchantParameters?: string; Ds_Signature?: string };
      if (b.Ds_SignatureVersion !== 'HMAC_SHA256_V1' || !b.Ds_MerchantParameters || !b.Ds_Signature) throw new ForgedNotification('not a Redsys notification');
      const params = verifyRedsysNotification(config.merchantKey, b.Ds_MerchantParameters, b.Ds_Signature);
      if (!params) throw new ForgedNotification('Redsys signature does not match');
      if (params.Ds_MerchantCode !== undefined && params.Ds_MerchantCode !== config.merchantCode) throw new ForgedNotification('another merchant');
      const order = params.Ds_Order ?? '';
      const response = params.Ds_Response ?? '';
      const currency = Object.entries(NUMERIC_CURRENCY).find(([, n]) => n === params.Ds_Currency)?.[0] ?? null;
      const amount = /^\d+$/.test(params.Ds_Amount ?? '') ? Number(params.Ds_Amount) : null;
      return {
        provider: 'redsys',
        // One event per order and answer: a replay carries the same pair, a later success after a refusal does not.
        transactionId: `${order}:${response}:${params.Ds_AuthorisationCode ?? ''}`,
        providerRef: order,
        outcome: redsysAuthorised(response) ? 'paid' : 'failed',
        amount,
        currency,
        payload: JSON.stringify(params),
      };
    },
  };
}
