import { PaymentMethodType } from '@clubportal/contract/enums';
import type Stripe from 'stripe';
import { loadPackage } from '../../../../lib/optional-package.js';
import type { Clock } from '../../../../lib/clock.js';
import {
  ForgedNotification,
  refundIdempotencyKey,
  refusedForGood,
  type PaymentProvider,
  type RefundResult,
  type StatusResult,
  type VerifiedNotification,
} from '../../payment-provider.js';

export type StripeConfig = { secretKey: string; publishableKey: string; webhookSecret: string; apiBase: string };

/** Spec: the webhook's signature is accepted for 300 s after it was made (Stripe's own default). */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The SDK refuses a signature older than the tolerance but takes one dated any time ahead; a delivery
 * signed beyond the tolerance in the future is refused alike (a clock that far off, or a replay kept for
 * later). Throws like the SDK, so the caller's ForgedNotification follows.
 */
function signedInFuture(signature: string, nowMs: number): void {
  const t = /(?:^|,)t=(\d+)(?:,|$)/.exec(signature)?.[1];
  if (t !== undefined && Number(t) > Math.floor(nowMs / 1000) + STRIPE_WEBHOOK_TOLERANCE_SECONDS)
    throw new Error('Timestamp outside the tolerance zone (in the future)');
}

// The SDK loads when a server configured for Stripe first uses it, not at start (issue 34: memory).
const sdk = () => loadPackage('stripe') as typeof Stripe;

function client(config: StripeConfig): Stripe {
  const base = new URL(config.apiBase);
  const StripeClient = sdk();
  return new StripeClient(config.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === 'http:' ? 80 : 443),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    // Retries are ours to decide (the checkout is idempotent); a hung call must not hold the request long.
    maxNetworkRetries: 1,
    timeout: 20_000,
  });
}

function fromIntent(pi: Stripe.PaymentIntent, outcome: VerifiedNotification['outcome'], payload: string): VerifiedNotification {
  return {
    provider: 'stripe',
    // One key per intent and outcome: the webhook and the return page's status ask agree, so only one applies.
    transactionId: `${pi.id}:${outcome}`,
    providerRef: pi.id,
    outcome,
    amount: outcome === 'paid' ? pi.amount_received || pi.amount : null,
    currency: pi.currency.toUpperCase(),
    payload,
    declineReason: outcome === 'failed' ? (pi.last_payment_error?.message ?? null) : null,
  };
}

/**
 * Stripe (payment method 14): a PaymentIntent whose client secret the page's Payment Element confirms; the
 * signed webhook (`Stripe-Signature`, raw body, 300 s tolerance) is the source of truth, and the return
 * page's status call asks Stripe for the intent. Amounts are our minor units (Stripe's for EUR, MXN, CLP...).
 * Refunds are POST /v1/refunds on the intent with an Idempotency-Key of our refund.
 */
export function stripeProvider(config: StripeConfig, clock: Clock): PaymentProvider {
  const stripe = client(config);
  return {
    name: 'stripe',
    methodType: PaymentMethodType.Stripe,
    async start(req) {
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: req.amount,
            currency: req.currency.toLowerCase(),
            description: req.description.slice(0, 500),
            automatic_payment_methods: { enabled: true },
            metadata: { paymentId: String(req.paymentId), attempt: String(req.attempt), customerId: String(req.customer.id) },
            ...(req.customer.email ? { receipt_email: req.customer.email } : {}),
          },
          // The same payment attempt asked twice gets the same intent, never a second one.
          { idempotencyKey: `clubportal-payment-${req.paymentId}-${req.attempt}` },
        );
        if (!pi.client_secret) return { type: 'error', message: 'Stripe gave no client secret' };
        return { type: 'client-secret', providerRef: pi.id, clientSecret: pi.client_secret, publicKey: config.publishableKey };
      } catch (err) {
        return { type: 'error', message: err instanceof Error ? err.message : String(err) };
      }
    },
    verify({ rawBody, headers }): VerifiedNotification {
      const signature = headers['stripe-signature'];
      if (typeof rawBody !== 'string' || typeof signature !== 'string') throw new ForgedNotification('not a Stripe webhook');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
          STRIPE_WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          clock.now().getTime(),
        );
        signedInFuture(signature, clock.now().getTime());
      } catch (err) {
        throw new ForgedNotification(err instanceof Error ? (err.message.split('\n')[0] ?? 'bad signature') : 'bad signature');
      }
      if (event.type === 'payment_intent.succeeded') return { ...fromIntent(event.data.object, 'paid', rawBody) };
      if (event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.canceled')
        return fromIntent(event.data.object, 'failed', rawBody);
      // Other events of the account: acknowledged, nothing to do.
      return {
        provider: 'stripe',
        transactionId: event.id,
        providerRef: '',
        outcome: 'pending',
        amount: null,
        currency: null,
        payload: rawBody,
      };
    },
    // POST /v1/refunds for the PaymentIntent; the refund's idempotency key makes asking twice one refund.
    async refund(req): Promise<RefundResult> {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: req.charge.providerRef, amount: req.amount, metadata: { refundId: String(req.refundId) } },
          { idempotencyKey: refundIdempotencyKey(req) },
        );
        if (refund.status === 'failed' || refund.status === 'canceled')
          return { type: 'refused', message: `Stripe refund ${refund.status}: ${refund.failure_reason ?? ''}`.trim() };
        return { type: 'done', providerRefundId: refund.id };
      } catch (err) {
        if (err instanceof sdk().errors.StripeError && refusedForGood(err.statusCode)) return { type: 'refused', message: err.message };
        throw err;
      }
    },
    async status(ref): Promise<StatusResult> {
      const pi = await stripe.paymentIntents.retrieve(ref);
      if (pi.status === 'succeeded')
        return { type: 'known', notification: fromIntent(pi, 'paid', JSON.stringify({ status: pi.status, id: pi.id })) };
      if (pi.status === 'canceled' || (pi.status === 'requires_payment_method' && pi.last_payment_error)) {
        return { type: 'known', notification: fromIntent(pi, 'failed', JSON.stringify({ status: pi.status, id: pi.id })) };
      }
      return { type: 'unknown' };
    },
  };
}
