import { currencyDecimals, type CurrencyCode } from '@clubportal/contract/money';
import { PaymentMethodType } from '@clubportal/contract/enums';
import {
  ForgedNotification,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
  type VerifiedNotification,
} from '../../payment-provider.js';
import { signRedsysRequest, verifyRedsysNotification } from './redsys-signature.js';
import { redsysDeclineReason } from './redsys-responses.js';

export type RedsysConfig = { merchantKey: string; merchantCode: string; terminal: string; url: string };

/** ISO 4217 numeric codes Redsys takes (Ds_Merchant_Currency), for the currencies a club may use. */
const NUMERIC_CURRENCY: Record<string, string> = {
  EUR: '978',
  USD: '840',
  GBP: '826',
  CHF: '756',
  MXN: '484',
  CLP: '152',
  ARS: '032',
  COP: '170',
  PEN: '604',
};

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

/** Ds_Response of an accepted refund (Redsys's list: 0900, "transacción autorizada para devoluciones y confirmaciones"). */
const REFUND_ACCEPTED = '0900';

/** Redsys's REST entry (trataPeticionREST) on the same host as the payment form's gateway. */
export function redsysRestUrl(formUrl: string): string {
  return new URL('/sis/rest/trataPeticionREST', formUrl).toString();
}

/**
 * A refund (Ds_Merchant_TransactionType 3) of the paid order, posted as JSON to trataPeticionREST and
 * signed like the payment; Redsys's answer is signed too, or is an `errorCode` (SIS0057: more than is
 * left of the order...). Redsys takes no idempotency key: the refunds job asks once per claim.
 */
async function redsysRefund(config: RedsysConfig, req: RefundRequest): Promise<RefundResult> {
  const currency = NUMERIC_CURRENCY[req.currency];
  if (!currency) return { type: 'refused', message: `Redsys does not take ${req.currency}` };
  const order = req.charge.providerRef;
  const body = signRedsysRequest(config.merchantKey, {
    DS_MERCHANT_AMOUNT: String(req.amount),
    DS_MERCHANT_ORDER: order,
    DS_MERCHANT_MERCHANTCODE: config.merchantCode,
    DS_MERCHANT_CURRENCY: currency,
    DS_MERCHANT_TRANSACTIONTYPE: '3',
    DS_MERCHANT_TERMINAL: config.terminal,
  });
  const res = await fetch(redsysRestUrl(config.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  if (!res.ok) return { type: 'retry', message: `Redsys: ${res.status}` };
  const answer = (await res.json()) as { errorCode?: string; Ds_MerchantParameters?: string; Ds_Signature?: string };
  if (answer.errorCode) return { type: 'refused', message: `Redsys ${answer.errorCode}` };
  const params =
    answer.Ds_MerchantParameters && answer.Ds_Signature
      ? verifyRedsysNotification(config.merchantKey, answer.Ds_MerchantParameters, answer.Ds_Signature)
      : null;
  // An answer we cannot trust says nothing: staff check it at Redsys rather than risk a second refund.
  if (!params || params.Ds_Order !== order)
    return { type: 'refused', message: 'Redsys answered without a valid signature: check the refund at Redsys' };
  if (params.Ds_Response !== REFUND_ACCEPTED)
    return { type: 'refused', message: `Redsys refused the refund (Ds_Response ${params.Ds_Response ?? '-'})` };
  return { type: 'done', providerRefundId: `${order}:${params.Ds_AuthorisationCode ?? req.refundId}` };
}

/**
 * Redsys (payment method 1): the browser posts a signed form (HMAC_SHA256_V1) to the gateway; Redsys tells
 * the server the outcome at POST /api/redsys/notification. Refunds are the one outside call (REST).
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
    refund: (req) => redsysRefund(config, req),
    verify({ body }): VerifiedNotification {
      const b = body as { Ds_SignatureVersion?: string; Ds_MerchantParameters?: string; Ds_Signature?: string };
      if (b.Ds_SignatureVersion !== 'HMAC_SHA256_V1' || !b.Ds_MerchantParameters || !b.Ds_Signature)
        throw new ForgedNotification('not a Redsys notification');
      const params = verifyRedsysNotification(config.merchantKey, b.Ds_MerchantParameters, b.Ds_Signature);
      if (!params) throw new ForgedNotification('Redsys signature does not match');
      if (params.Ds_MerchantCode !== undefined && params.Ds_MerchantCode !== config.merchantCode)
        throw new ForgedNotification('another merchant');
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
        declineReason: redsysAuthorised(response) ? null : redsysDeclineReason(response),
      };
    },
  };
}
