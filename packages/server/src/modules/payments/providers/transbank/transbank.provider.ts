import { PaymentMethodType } from '@clubportal/contract/enums';
// The SDK is CommonJS without named exports Node can see: take them from its default export.
import type transbankSdk from 'transbank-sdk';
import { loadPackage } from '../../../../lib/optional-package.js';
import {
  ForgedNotification,
  refusedForGood,
  type PaymentProvider,
  type PaymentRequest,
  type RefundRequest,
  type RefundResult,
  type StatusResult,
  type VerifiedNotification,
} from '../../payment-provider.js';

export type TransbankConfig = {
  commerceCode: string;
  apiKey: string;
  apiBase: string;
  oneclick?: { commerceCode: string; childCommerceCode: string; apiKey: string };
};

/** Oneclick Mall's answer to authorize and status (the fields we read): one detail, our store's. */
type OneclickTransaction = {
  buy_order?: string;
  details?: Array<{ status?: string; response_code?: number; amount?: number; buy_order?: string; authorization_code?: string }>;
};

/** A card saved with Oneclick is charged as its inscription's user: "username|tbk_user". */
const oneclickUser = (customerId: number) => `cp-customer-${customerId}`;

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

/** What a refund answered (Webpay Plus and Oneclick alike): a reversal, or a nullification of part of it. */
type RefundAnswer = { type?: string; authorization_code?: string; response_code?: number; nullified_amount?: number; balance?: number };

const ONECLICK_REF = /^CP\d+A\d+$/;

/** The SDK keeps only the HTTP status in its message ("...status code 422\n<Transbank's error_message>"). */
function refundFailure(err: unknown): RefundResult {
  const message = err instanceof Error ? err.message : String(err);
  const status = Number(/status code (\d{3})/.exec(message)?.[1]);
  const said = message.split('\n')[1] ?? message;
  return refusedForGood(status) ? { type: 'refused', message: said } : { type: 'retry', message: said };
}

function fromRefund(ref: string, answer: RefundAnswer): RefundResult {
  if (answer.type === 'REVERSED') return { type: 'done', providerRefundId: `${ref.slice(0, 80)}:reversed` };
  if (answer.type === 'NULLIFIED' && answer.response_code === 0)
    return { type: 'done', providerRefundId: answer.authorization_code ?? `${ref.slice(0, 80)}:nullified` };
  return { type: 'refused', message: `Transbank refund ${answer.type ?? 'unknown'} (${answer.response_code ?? '-'})` };
}

/**
 * Transbank Webpay Plus (payment method 18), Chilean pesos only: create a transaction, the browser posts
 * `token_ws` to Webpay's form, Webpay sends the customer back to /transbank/process-payment/{id} and the
 * server commits the token there (`confirm`). Webpay sends no notification: the commit is the answer,
 * and the status call tells what happened when a commit is repeated or never came back.
 * With Oneclick Mall configured, customers can save a card (`inscription`) and pay with it
 * (`chargeSaved`: authorize as the inscription's user, our store the mall's only child). A refund
 * reverses the transaction (the whole of it, the same day) or nullifies part of it: Transbank decides.
 */
export function transbankProvider(config: TransbankConfig): PaymentProvider {
  // The SDK loads when a server configured for Transbank makes the provider, not at start (issue 34: memory).
  const { Options, WebpayPlus, Oneclick, TransactionDetail } = loadPackage('transbank-sdk') as typeof transbankSdk;
  const tx = new WebpayPlus.Transaction(new Options(config.commerceCode, config.apiKey, config.apiBase, 20_000));
  const oc = config.oneclick;
  const ocOptions = oc ? new Options(oc.commerceCode, oc.apiKey, config.apiBase, 20_000) : undefined;
  const ocInscription = ocOptions ? new Oneclick.MallInscription(ocOptions) : undefined;
  const ocTransaction = ocOptions ? new Oneclick.MallTransaction(ocOptions) : undefined;

  const fromOneclick = (ref: string, t: OneclickTransaction, source: string): VerifiedNotification | null => {
    const d = t.details?.[0];
    if (!d?.status) return null;
    const authorised = d.status === 'AUTHORIZED' && d.response_code === 0;
    if (!authorised && d.status !== 'FAILED' && d.status !== 'REVERSED' && d.status !== 'NULLIFIED') return null;
    return {
      provider: 'transbank',
      transactionId: `${ref}:${authorised ? 'paid' : 'failed'}`,
      providerRef: ref,
      outcome: authorised ? 'paid' : 'failed',
      amount: authorised && typeof d.amount === 'number' ? d.amount : null,
      currency: 'CLP',
      payload: JSON.stringify({ source, ...t }),
    };
  };
  const oneclick =
    oc && ocInscription && ocTransaction
      ? {
          inscription: {
            async start(customerId: number, email: string, responseUrl: string) {
              const started = (await ocInscription.start(oneclickUser(customerId), email, responseUrl)) as {
                token: string;
                url_webpay: string;
              };
              return { token: started.token, url: started.url_webpay };
            },
            async finish(customerId: number, token: string) {
              const done = (await ocInscription.finish(token)) as { response_code?: number; tbk_user?: string; card_number?: string };
              if (done.response_code !== 0 || !done.tbk_user) return { ok: false as const };
              return {
                ok: true as const,
                savedRef: `${oneclickUser(customerId)}|${done.tbk_user}`,
                cardNumber: `**** ${(done.card_number ?? '').slice(-4)}`,
              };
            },
          },
          /** POST /rswebpaytransaction/api/oneclick/v1.2/transactions/{buy_order}/refunds for our store's detail. */
          refund(req: RefundRequest): Promise<RefundAnswer> {
            return ocTransaction.refund(
              req.charge.providerRef,
              oc.childCommerceCode,
              `${req.charge.providerRef}C`,
              req.amount,
            ) as Promise<RefundAnswer>;
          },
          // One store (the club) in the mall: the parent and the child buy order are the attempt's reference.
          async chargeSaved(req: PaymentRequest, ref: string, savedRef: string) {
            const [username = '', tbkUser = ''] = savedRef.split('|');
            const answer = (await ocTransaction.authorize(username, tbkUser, ref, [
              new TransactionDetail(req.amount, oc.childCommerceCode, `${ref}C`, 1),
            ])) as OneclickTransaction;
            const notification = fromOneclick(ref, answer, 'oneclick') ?? {
              provider: 'transbank',
              transactionId: `${ref}:failed`,
              providerRef: ref,
              outcome: 'failed' as const,
              amount: null,
              currency: null,
              payload: JSON.stringify(answer),
            };
            return { notification };
          },
        }
      : undefined;
  return {
    ...(oneclick ? { inscription: oneclick.inscription, chargeSaved: oneclick.chargeSaved } : {}),
    name: 'transbank',
    methodType: PaymentMethodType.Transbank,
    supports: (currency) => currency === 'CLP',
    async start(req) {
      if (req.currency !== 'CLP') return { type: 'error', message: `Webpay does not take ${req.currency}` };
      try {
        const created = (await tx.create(
          transbankBuyOrder(req.paymentId, req.attempt),
          String(req.paymentId),
          req.amount,
          `${req.publicUrl}/transbank/process-payment/${req.paymentId}`,
        )) as { token: string; url: string };
        return { type: 'token-form', providerRef: created.token, url: created.url, token: created.token };
      } catch (err) {
        return { type: 'error', message: err instanceof Error ? err.message : String(err) };
      }
    },
    resume(token: string) {
      return { type: 'token-form', providerRef: token, url: `${config.apiBase}/webpayserver/initTransaction`, token };
    },
    verify(): VerifiedNotification {
      throw new ForgedNotification('Webpay Plus sends no notifications');
    },
    // POST .../transactions/{token}/refunds (Oneclick: by buy order). Transbank has no idempotency key: the
    // refunds job asks once per claim, and only an answer of Transbank's refusing it stops the retries.
    async refund(req): Promise<RefundResult> {
      const ref = req.charge.providerRef;
      try {
        const answer =
          oneclick && ONECLICK_REF.test(ref) ? await oneclick.refund(req) : ((await tx.refund(ref, req.amount)) as RefundAnswer);
        return fromRefund(ref, answer);
      } catch (err) {
        return refundFailure(err);
      }
    },
    async confirm(token: string) {
      return fromTransaction(token, (await tx.commit(token)) as WebpayTransaction, 'commit');
    },
    async status(token: string): Promise<StatusResult> {
      // A saved card's charge is named by its buy order (Oneclick), a Webpay Plus one by its token.
      if (ocTransaction && ONECLICK_REF.test(token)) {
        const known = fromOneclick(token, (await ocTransaction.status(token)) as OneclickTransaction, 'status');
        return known ? { type: 'known', notification: known } : { type: 'unknown' };
      }
      const answer = (await tx.status(token)) as WebpayTransaction;
      if (answer.status === 'AUTHORIZED' || answer.status === 'FAILED' || answer.status === 'REVERSED' || answer.status === 'NULLIFIED') {
        return { type: 'known', notification: fromTransaction(token, answer, 'status') };
      }
      return { type: 'unknown' };
    },
  };
}
