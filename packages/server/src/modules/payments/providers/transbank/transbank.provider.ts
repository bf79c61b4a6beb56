import { PaymentMethodType } from '@clubportal/contract/enums';
// The SDK is CommonJS without named exports Node can see: take them from its default export.
import transbank from 'transbank-sdk';
import { ForgedNotification, type PaymentProvider, type StatusResult, type VerifiedNotification } from '../../payment-provider.js';

export type TransbankConfig = { commerceCode: string; apiKey: string; apiBase: string };

/** Webpay Plus's answer to commit and status (the fields we read). */
type WebpayTransaction = { status?: string; response_code?: number; amount?: number; buy_order?: string; authorization_code?: string };

/** Webpay's buy order for an attempt of our payment (at most 26 characters, unique per attempt). */
export function transbankBuyOrder(paymentId: number, attempt: number): string {
  return `CP${paymentId}A${attempt}`;
}

function fromTransaction(token: string, tx: WebpayTransaction, source: string): VerifiedNotification {
  const authorised = tx.status === 'AUTHORIZED' && tx.response_code === 0;
  return {
    provider: 'transbank',
    // Commit and status describe the same one outcome of the token: whichever is seen first is applied.
    transactionId: `${token}:${authorised ? 'paid' : 'failed'}`,
    providerRef: token,
    outcome: authorised ? 'paid' : 'failed',
    amount: typeof tx.amount === 'number' ? tx.amount : null,
    currency: 'CLP',
    payload: JSON.stringify({ source, ...tx }),
  };
}

/**
 * Transbank Webpay Plus (payment method 18), Chilean pesos only: create a transaction, the browser posts
 * `token_ws` to Webpay's form, Webpay sends the customer back to /transbank/process-payment/{id} and the
 * server commits the token there (`confirm`). Webpay sends no notification: the commit is the answer,
 * and the status call tells what happened when a commit is repeated or never came back.
 */
export function transbankProvider(config: TransbankConfig): PaymentProvider {
  const { Options, WebpayPlus } = transbank;
  const tx = new WebpayPlus.Transaction(new Options(config.commerceCode, config.apiKey, config.apiBase, 20_000));
  return {
    name: 'transbank',
    methodType: PaymentMethodType.Transbank,
    supports: (currency) => currency === 'CLP',
    async start(req) {
      if (req.currency !== 'CLP') return { type: 'error', message: `Webpay does not take ${req.currency}` };
      try {
        const created = (await tx.create(transbankBuyOrder(req.paymentId, req.attempt), String(req.paymentId), req.amount, `${req.publicUrl}/transbank/process-payment/${req.paymentId}`)) as { token: string; url: string };
        return { type: 'form', providerRef: created.token, url: created.url, fields: { token_ws: created.token } };
      } catch (err) {
        return { type: 'error', message: err instanceof Error ? err.message : String(err) };
      }
    },
    resume(token: string) {
      return { type: 'form', providerRef: token, url: `${config.apiBase}/webpayserver/initTransaction`, fields: { token_ws: token } };
    },
    verify(): VerifiedNotification {
      throw new ForgedNotification('Webpay Plus sends no notifications');
    },
    async confirm(token: string) {
      return fromTransaction(token, (await tx.commit(token)) as WebpayTransaction, 'commit');
    },
    async status(token: string): Promise<StatusResult> {
      const answer = (await tx.status(token)) as WebpayTransaction;
      if (answer.status === 'AUTHORIZED' || answer.status === 'FAILED' || answer.status === 'REVERSED' || answer.status === 'NULLIFIED') {
        return { type: 'known', notification: fromTransaction(token, answer, 'status') };
      }
      return { type: 'unknown' };
    },
  };
}
