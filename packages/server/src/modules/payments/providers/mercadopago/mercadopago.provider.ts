import { PaymentMethodType } from '@clubportal/contract/enums';
import { fromDecimal, toDecimal, money, type CurrencyCode } from '@clubportal/contract/money';
import type * as mercadoPagoSdk from 'mercadopago';
import type * as mercadoPagoConfig from 'mercadopago/dist/utils/config/index.js';
import { loadPackage } from '../../../../lib/optional-package.js';
import type { Clock } from '../../../../lib/clock.js';
import {
  ForgedNotification,
  refundIdempotencyKey,
  refusedForGood,
  type PaymentProvider,
  type RefundResult,
  type VerifiedNotification,
} from '../../payment-provider.js';

export type MercadoPagoSettings = { accessToken: string; publicKey: string; webhookSecret: string; apiBase: string };

/** Spec section 9: Mercado Pago takes 1 installment at most. */
export const MERCADOPAGO_MAX_INSTALLMENTS = 1;
/** Age accepted for a signed webhook (the same window as Stripe's). */
export const MERCADOPAGO_WEBHOOK_TOLERANCE_SECONDS = 300;

/** The card form's data the payment brick posts (its own field names). */
export type BrickPayment = {
  token: string;
  payment_method_id: string;
  issuer_id?: string | number | null | undefined;
  payer: { email: string; identification?: { type: string; number: string } | null | undefined };
};

type MpPayment = {
  id?: number;
  status?: string;
  status_detail?: string;
  transaction_amount?: number;
  currency_id?: string;
  external_reference?: string;
};

/** Our reference of an attempt: Mercado Pago's external_reference, named back in every payment it reports. */
export function mercadoPagoRef(paymentId: number, attempt: number): string {
  return `cp-${paymentId}-${attempt}`;
}

function fromPayment(p: MpPayment, source: string): VerifiedNotification {
  const outcome = p.status === 'approved' ? 'paid' : p.status === 'rejected' || p.status === 'cancelled' ? 'failed' : 'pending';
  const currency = (p.currency_id ?? '').toUpperCase();
  return {
    provider: 'mercadopago',
    // One key per Mercado Pago payment and outcome: the brick's answer and the webhook agree.
    transactionId: `mp:${p.id}:${outcome}`,
    providerRef: p.external_reference ?? '',
    outcome,
    amount:
      typeof p.transaction_amount === 'number' && currency
        ? fromDecimal(p.transaction_amount, currency, { rounding: 'halfUp' }).amount
        : null,
    currency: currency || null,
    payload: JSON.stringify({
      source,
      id: p.id,
      status: p.status,
      status_detail: p.status_detail,
      external_reference: p.external_reference,
    }),
  };
}

/**
 * Mercado Pago (payment method 17): the page's payment brick (locale es-AR, 1 installment) tokenises the
 * card; the server creates the payment with our amount (`pay`, idempotency key per attempt); the signed
 * webhook (`x-signature`) names a payment that is then read from Mercado Pago itself, never from the body.
 * A refund is POST /v1/payments/{id}/refunds on that payment, with an idempotency key of our refund.
 */
export function mercadoPagoProvider(
  settings: MercadoPagoSettings,
  clock: Clock,
): PaymentProvider & {
  pay(
    ref: string,
    attemptKey: string,
    amount: number,
    currency: CurrencyCode,
    card: BrickPayment,
    notificationUrl: string,
  ): Promise<VerifiedNotification>;
} {
  // The SDK loads when a server configured for Mercado Pago makes the provider, not at start (issue 34: memory).
  const { MercadoPagoConfig, MercadoPagoError, MPConnectionError, Payment, PaymentRefund, WebhookSignatureValidator } = loadPackage(
    'mercadopago',
  ) as typeof mercadoPagoSdk;
  const { AppConfig } = loadPackage('mercadopago/dist/utils/config/index.js') as typeof mercadoPagoConfig;
  // The SDK reads its address from one static setting; STRIPE_API_BASE's twin points it elsewhere (tests).
  (AppConfig as unknown as { BASE_URL: string }).BASE_URL = settings.apiBase.replace(/\/$/, '');
  const mpConfig = new MercadoPagoConfig({ accessToken: settings.accessToken, options: { timeout: 20_000, maxRetries: 1 } });
  const payments = new Payment(mpConfig);
  const refunds = new PaymentRefund(mpConfig);
  return {
    name: 'mercadopago',
    methodType: PaymentMethodType.MercadoPago,
    async start(req) {
      return { type: 'card-form', providerRef: mercadoPagoRef(req.paymentId, req.attempt), publicKey: settings.publicKey };
    },
    async pay(ref, attemptKey, amount, currency, card, notificationUrl) {
      const created = (await payments.create({
        body: {
          transaction_amount: toDecimal(money(amount, currency)),
          token: card.token,
          payment_method_id: card.payment_method_id,
          ...(card.issuer_id ? { issuer_id: Number(card.issuer_id) } : {}),
          installments: MERCADOPAGO_MAX_INSTALLMENTS,
          payer: { email: card.payer.email, ...(card.payer.identification ? { identification: card.payer.identification } : {}) },
          external_reference: ref,
          notification_url: notificationUrl,
        },
        requestOptions: { idempotencyKey: attemptKey },
      })) as MpPayment;
      return fromPayment(created, 'process_payment');
    },
    // POST /v1/payments/{id}/refunds for the Mercado Pago payment that was approved; X-Idempotency-Key per refund of ours.
    async refund(req): Promise<RefundResult> {
      const mpId = (JSON.parse(req.charge.payload) as { id?: number }).id;
      if (typeof mpId !== 'number') return { type: 'refused', message: 'The charge names no Mercado Pago payment' };
      try {
        const refund = await refunds.create({
          payment_id: mpId,
          body: { amount: toDecimal(money(req.amount, req.currency)) },
          requestOptions: { idempotencyKey: refundIdempotencyKey(req) },
        });
        if (refund.status === 'rejected' || refund.status === 'cancelled')
          return { type: 'refused', message: `Mercado Pago refund ${refund.status}` };
        return { type: 'done', providerRefundId: String(refund.id) };
      } catch (err) {
        if (err instanceof MercadoPagoError && !(err instanceof MPConnectionError) && refusedForGood(err.status))
          return { type: 'refused', message: err.message };
        throw err;
      }
    },
    async verify({ body, headers, query }) {
      const dataId =
        (query as Record<string, string | undefined> | undefined)?.['data.id'] ?? (body as { data?: { id?: string } } | null)?.data?.id;
      try {
        WebhookSignatureValidator.validate({
          xSignature: headers['x-signature'],
          xRequestId: headers['x-request-id'],
          dataId: dataId === undefined ? undefined : String(dataId),
          secret: settings.webhookSecret,
          toleranceSeconds: MERCADOPAGO_WEBHOOK_TOLERANCE_SECONDS,
          now: () => clock.now().getTime(),
        });
      } catch (err) {
        throw new ForgedNotification(err instanceof Error ? err.message : 'bad signature');
      }
      const type = (body as { type?: string } | null)?.type ?? (query as Record<string, string | undefined> | undefined)?.type;
      if (type !== 'payment' || !dataId)
        return {
          provider: 'mercadopago',
          transactionId: `mp-event:${String(dataId)}`,
          providerRef: '',
          outcome: 'pending',
          amount: null,
          currency: null,
          payload: JSON.stringify(body),
        };
      return fromPayment((await payments.get({ id: String(dataId) })) as MpPayment, 'webhook');
    },
  };
}
