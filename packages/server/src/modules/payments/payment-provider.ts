import type { CurrencyCode } from '@clubportal/contract/money';

/** What a provider is asked to collect: always our own figures, never the browser's. */
export type PaymentRequest = {
  /** Our payment's id: providers derive their order number from it, so asking twice gives the same order. */
  paymentId: number;
  /** 1 for the first try; a declined payment tried again is the next attempt and needs a new order at the provider. */
  attempt: number;
  /** Minor units of `currency`. */
  amount: number;
  currency: CurrencyCode;
  description: string;
  customer: { id: number; email: string; name: string };
  /** The portal's public address (PUBLIC_URL), for return and notification URLs. */
  publicUrl: string;
};

/**
 * How the checkout continues once a provider accepted the payment request; each kind is one thing the page
 * does (the checkout's answer carries it as is, never asking which provider it was):
 * - `form`: the browser posts the signed `fields` to `url` (Redsys's form: the answer's `redsysData`);
 * - `token-form`: the browser posts the provider's `token` to `url` (Webpay's `token_ws`: `transbank`);
 * - `redirect`: the browser goes to `url` (a 3-D Secure page);
 * - `gateway-page`: the browser goes to the development gateway's page at `url` (the sandbox: `sandbox`);
 * - `client-secret`: the page confirms in an embedded form (Stripe);
 * - `card-form`: the page's card form (Mercado Pago's brick) tokenises the card and the server charges it;
 * - `charged`: a card the page tokenised was charged at once (NetPay, Authorize.Net); `message` is the
 *   provider's text when it was not paid;
 * - `buttons`: the page shows the provider's own buttons for the order `providerRef` (PayPal), with the
 *   public `clientId`; the page then reports the approval and the server verifies it with the provider;
 * - `error`: the provider refused; `message` is safe to show.
 * `providerRef` is the reference the provider will name in its notifications.
 */
export type StartResult =
  | { type: 'form'; providerRef: string; url: string; fields: Record<string, string> }
  | { type: 'token-form'; providerRef: string; url: string; token: string }
  | { type: 'redirect'; providerRef: string; url: string }
  | { type: 'gateway-page'; providerRef: string; url: string }
  | { type: 'client-secret'; providerRef: string; clientSecret: string; publicKey: string }
  | { type: 'card-form'; providerRef: string; publicKey: string }
  | { type: 'buttons'; providerRef: string; clientId: string }
  /** `underReview`: the provider holds the charge for a review; its decision arrives later (reconciliation). */
  | { type: 'charged'; providerRef: string; paid: boolean; underReview: boolean; message: string | null }
  | { type: 'error'; message: string };

/**
 * A notification that passed the provider's signature check, reduced to what settles a payment:
 * `transactionId` is unique per event at the provider (a replay carries the same one), `providerRef`
 * names our payment, `amount`/`currency` are what the provider says it collected (checked against ours).
 */
export type VerifiedNotification = {
  provider: string;
  transactionId: string;
  providerRef: string;
  outcome: 'paid' | 'failed' | 'pending';
  amount: number | null;
  currency: CurrencyCode | null;
  /** The notification as received, kept for the club's records. */
  payload: string;
  /** Why a failed payment was declined, in the provider's words, when it says (shown on /cz/ko). */
  declineReason?: string | null;
};

/** The provider's own answer about a payment, asked on the browser's return (never the query string). */
export type StatusResult = { type: 'known'; notification: VerifiedNotification } | { type: 'unknown' };

/**
 * What a card charge answered: the outcome as a verified notification (applied through the exactly-once
 * path), the page to send the customer to when the card needs 3-D Secure first, and the provider's text
 * on a refusal (safe to show).
 */
export type ChargeResult = { notification: VerifiedNotification; redirectUrl?: string; message?: string; cardNumber?: string };

/**
 * A refund asked of the provider: `amount` minor units of `currency` back from one paid charge, named by
 * what its paid notification stored (`providerRef`, `transactionId`, `payload`). `refundId` is ours and
 * the same every time this refund is asked for: derive the provider's idempotency key from it, or its
 * refund reference where it has no key, so asking twice never refunds twice.
 */
export type RefundRequest = {
  refundId: number;
  amount: number;
  currency: CurrencyCode;
  /** What the charge collected (some providers cancel a charge not yet settled only as a whole). */
  chargedAmount: number;
  charge: { providerRef: string; transactionId: string; payload: string };
};

/**
 * The provider's answer: `done` with its refund id; `refused` with its message (asking again would not
 * help: staff look at it); `retry`: not done this time (unreachable, busy, the charge not settled yet),
 * after `afterMinutes` when the provider knows better than the usual backoff. A thrown error is taken as
 * `retry`.
 */
export type RefundResult =
  | { type: 'done'; providerRefundId: string }
  | { type: 'refused'; message: string }
  | { type: 'retry'; message: string; afterMinutes?: number };

/** Our refund's idempotency key, for providers that take one (Stripe, PayPal, Mercado Pago). */
export const refundIdempotencyKey = (req: RefundRequest): string => `clubportal-refund-${req.refundId}`;

/** Our refund's short reference, for providers that keep one of ours on it (Authorize.Net, PayPal's invoice). */
export const refundReference = (req: Pick<RefundRequest, 'refundId'>): string => `CPR${req.refundId}`;

/**
 * Whether a provider's HTTP status refuses a refund for good: a 4xx but 429 (too many requests). Anything
 * else (5xx, no answer) is transient, and the refund is asked again later.
 */
export function refusedForGood(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500 && status !== 429;
}

/** A notification that failed verification: the route answers 4xx and nothing changes. */
export class ForgedNotification extends Error {
  override name = 'ForgedNotification';
}

/**
 * One payment provider (one folder under `providers/`). Only its folder imports the provider's SDK.
 *
 * `start` must be idempotent for one `paymentId` and `attempt` (the same checkout sent twice asks twice):
 * derive the provider's order number from them or pass them as the provider's idempotency key.
 * `verify` turns the raw notification into a {@link VerifiedNotification} or throws
 * {@link ForgedNotification}; it never touches the database. `status` asks the provider directly.
 *
 * @example
 * ```ts
 * export function exampleProvider(): PaymentProvider {
 *   return {
 *     name: 'example',
 *     methodType: 99,
 *     async start(req) {
 *       return { type: 'redirect', providerRef: `EX${req.paymentId}`, url: `https://pay.example/${req.paymentId}` };
 *     },
 *     verify(raw) {
 *       const body = raw.body as { ref: string; ok: boolean; sig: string };
 *       if (!validSignature(body)) throw new ForgedNotification('bad signature');
 *       return { provider: 'example', transactionId: body.ref, providerRef: body.ref, outcome: body.ok ? 'paid' : 'failed', amount: null, currency: null, payload: JSON.stringify(body) };
 *     },
 *   };
 * }
 * ```
 */
export interface PaymentProvider {
  /** Stored on the payment and its notifications: `redsys`, `stripe`, `sandbox`... */
  readonly name: string;
  /** The spec's payment method type (Redsys 1, Stripe 14...). */
  readonly methodType: number;
  /** Whether it can take payments in this currency. */
  supports?(currency: CurrencyCode): boolean;
  start(req: PaymentRequest): Promise<StartResult>;
  /**
   * For providers without an idempotency key (Transbank): the same answer again for a reference `start`
   * already gave in this attempt, without calling the provider (a second create would be a second order).
   */
  resume?(providerRef: string): StartResult;
  verify(raw: {
    body: unknown;
    rawBody?: string;
    headers: Record<string, string | string[] | undefined>;
    query?: unknown;
  }): VerifiedNotification | Promise<VerifiedNotification>;
  status?(providerRef: string): Promise<StatusResult>;
  /**
   * For providers where the merchant completes the payment when the customer comes back (Transbank's
   * commit): does it and answers like a verified notification. Idempotency is the caller's (the unique
   * transaction id); a repeated confirm may throw, then `status` tells.
   */
  confirm?(providerRef: string): Promise<VerifiedNotification>;
  /**
   * For card providers whose card the page tokenises (NetPay, Authorize.Net): charges `cardToken` (single
   * use) for `req`, under the reference `ref` the caller has claimed for this attempt. The caller charges
   * each attempt once; `start` is not used for them.
   */
  charge?(req: PaymentRequest, ref: string, cardToken: string): Promise<ChargeResult>;
  /** Charges a card saved at the provider (`savedRef`: what `saveCard` answered), like `charge`. */
  chargeSaved?(req: PaymentRequest, ref: string, savedRef: string): Promise<ChargeResult>;
  /** Keeps the card of a paid charge at the provider for later checkouts: its reference there. */
  saveCard?(paid: VerifiedNotification): Promise<string>;
  /** Saving a card on the provider's own page, outside any payment (Transbank Oneclick's inscription). */
  inscription?: CardInscription;
  /** Gives back part or all of a paid charge; absent when the provider has no refund API (staff refund by hand). */
  refund?(req: RefundRequest): Promise<RefundResult>;
}

/** A card inscription: `start` answers where the browser posts TBK_TOKEN; `finish` the saved card's reference (for `chargeSaved`). */
export type CardInscription = {
  start(customerId: number, email: string, responseUrl: string): Promise<{ token: string; url: string }>;
  finish(customerId: number, token: string): Promise<{ ok: true; savedRef: string; cardNumber: string } | { ok: false }>;
};
