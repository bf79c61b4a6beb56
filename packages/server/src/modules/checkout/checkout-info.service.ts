import { type CheckoutBody, type CheckoutInfo, type CheckoutInfoBody, type PaymentMethod } from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { money, toDecimal } from '@clubportal/contract/money';
import { nowInstant, type Instant } from '../../lib/clock.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { authorizeCustomer, savedCards, type CustomerRow } from '../accounts/index.js';
import { METHOD_NAMES, onlineProviders, takesSharedPayments, type PaymentsDeps } from '../payments/index.js';
import { findPaymentChoices, type PaymentChoices } from '../settings/index.js';
import { findApplicablePromo, listTransports, type TransportReader } from '../shop/index.js';
import { spendableVouchers } from '../vouchers/index.js';
import { dec, pendingOf, priceCart, SESSION_CATEGORIES, type PricedCart } from './cart-pricing.service.js';

export type CheckoutDeps = PaymentsDeps;

function methodEntry(type: number, name: string, allowTokenization = false): PaymentMethod {
  return { id: type, tokenId: null, name, type, description: '', forceSaveCreditCard: false, allowTokenization };
}

/**
 * The methods this club offers for a cart: only configured ones, less those the club withdrew (the go-live
 * wizard's payment choices; paying at the club is its choice once made, else the server's PENDING_ENABLED). A shared booking payment goes only
 * through Redsys (spec), or the sandbox standing in for it in development. Paying at the club is not
 * offered for a sale that holds something until it is paid (a prebooked court): the hold would run out
 * before the desk is reached, and the booking with it, after the member was told all was done.
 */
export function offeredMethods(
  deps: CheckoutDeps,
  cart: Pick<PricedCart, 'shared' | 'currency' | 'sales'>,
  choices: PaymentChoices | undefined,
): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  for (const provider of onlineProviders(deps.config, deps.clock).values()) {
    if (choices?.withdrawn.includes(provider.name)) continue;
    if (provider.supports && !provider.supports(cart.currency)) continue;
    if (cart.shared && !takesSharedPayments(provider.methodType)) continue;
    methods.push(
      methodEntry(
        provider.methodType,
        METHOD_NAMES[provider.methodType] ?? provider.name,
        Boolean(provider.saveCard || provider.inscription),
      ),
    );
  }
  const holds = cart.sales.some((sale) => sale.hold_expires_at !== null);
  if ((choices?.payAtClub ?? deps.config.payments.pending) && !cart.shared && !holds)
    methods.push(methodEntry(PaymentMethodType.Pending, METHOD_NAMES[PaymentMethodType.Pending] as string));
  return methods.sort((a, b) => a.type - b.type);
}

/** The customer's saved cards that an offered provider can charge, as methods with their `tokenId` (spec). */
async function savedCardMethods(deps: CheckoutDeps, customerId: number, offered: PaymentMethod[]): Promise<PaymentMethod[]> {
  const providers = onlineProviders(deps.config, deps.clock);
  const chargeable = [...providers.values()].filter(
    (p) => p.chargeSaved && offered.some((m) => m.type === p.methodType && m.tokenId === null),
  );
  return (await savedCards(deps.db, customerId)).flatMap((card) => {
    const provider = chargeable.find((p) => p.name === card.provider);
    return provider
      ? [
          {
            ...methodEntry(provider.methodType, `${METHOD_NAMES[provider.methodType] ?? provider.name} ${card.card_number}`),
            tokenId: card.id,
            description: card.card_number,
          },
        ]
      : [];
  });
}

/** Per sale of the cart, the customer's vouchers that can pay it: money in its currency, sessions for bookings and activities. */
async function voucherOptions(deps: CheckoutDeps, customerId: number, cart: PricedCart, now: Instant): Promise<CheckoutInfo['vouchers']> {
  if (cart.shared) return [];
  const vouchers = await spendableVouchers(deps.db, customerId, now);
  const canPay = (v: (typeof vouchers)[number], s: PricedCart['sales'][number]) =>
    v.kind === 'money' ? v.currency === s.currency : s.categories.length > 0 && s.categories.every((c) => SESSION_CATEGORIES.has(c));
  return cart.sales.map((s) => ({
    saleId: s.id,
    vouchers: vouchers
      .filter((v) => canPay(v, s))
      .map((v) => ({
        id: v.id,
        voucher: {
          id: v.id,
          description: v.description,
          kind: v.kind,
          balance: v.kind === 'money' ? dec(v.balance, v.currency) : v.balance,
        },
      })),
  }));
}

async function checkoutCustomer(
  deps: CheckoutDeps,
  session: SessionClaims | null,
  customerId: number | null | undefined,
): Promise<CustomerRow | null> {
  return customerId === null || customerId === undefined ? null : authorizeCustomer(deps.db, session, customerId);
}

/** POST /api/shop/checkout-info[-by-customer]: what the checkout page offers for this cart, priced here. */
export async function checkoutInfo(
  deps: CheckoutDeps,
  session: SessionClaims | null,
  body: CheckoutInfoBody,
  languages?: TransportReader['languages'],
): Promise<CheckoutInfo> {
  const now = nowInstant(deps.clock);
  const customer = await checkoutCustomer(deps, session, body.customerId);
  const cart = await priceCart(deps, customer?.id ?? null, body.saleItems, body.saleIds, now);
  const c = cart.currency;
  const offered = offeredMethods(deps, cart, await findPaymentChoices(deps.db));
  return {
    paymentMethods: customer ? [...(await savedCardMethods(deps, customer.id, offered)), ...offered] : offered,
    vouchers: customer ? await voucherOptions(deps, customer.id, cart, now) : [],
    transports: await listTransports(deps.db, languages ? { caches: deps.caches, languages } : undefined),
    customer: customer
      ? {
          id: customer.id,
          name: customer.name,
          surname: customer.surname,
          addressLine1: customer.address_line1,
          city: customer.city,
          town: customer.town,
          country: customer.country,
          postalCode: customer.postal_code,
          email: customer.email ?? '',
          phone: customer.phone,
        }
      : null,
    payPalId: offered.some((m) => m.type === PaymentMethodType.PayPal) ? (deps.config.payments.paypal?.clientId ?? null) : null,
    currency: c,
    netPayPublicKey: offered.some((m) => m.type === PaymentMethodType.NetPay) ? (deps.config.payments.netPay?.publicKey ?? null) : null,
    netPayProdMode: deps.config.payments.netPay?.prodMode ?? false,
    authorizeNet: authorizeNetInfo(deps, offered),
    isSharedPayment: cart.shared !== undefined,
    paymentDeadline: cart.shared?.payment_deadline ?? null,
    acceptConditions: customer?.accept_conditions === 1,
    okRss: customer?.ok_rss === 1,
    saleItems: cart.lines.map((l) => ({
      productId: l.product.id,
      name: l.product.name,
      logo: l.product.logo,
      units: l.input.units,
      unitPrice: dec(l.product.unitPrice, c),
      subTotal: dec(l.subtotal, c),
      transportRequired: l.product.transportRequired,
    })),
    sales: cart.sales.map((s) => ({
      id: s.id,
      saleNumber: s.number,
      title: s.title,
      total: dec(s.total, c),
      pending: dec(pendingOf(s), c),
      paymentType: s.payment_type,
      paymentDeadline: s.payment_deadline,
      holdExpiresAt: s.hold_expires_at,
      holdOf: s.hold_expires_at === null ? null : s.categories.includes('activity') ? ('activity' as const) : ('court' as const),
    })),
    transportRequired: cart.transportRequired,
    cartTotal: dec(cart.cartTotal, c),
  };
}

/** Accept.js's public credentials, when Authorize.Net is offered for this cart (never the transaction key). */
function authorizeNetInfo(deps: CheckoutDeps, offered: PaymentMethod[]): CheckoutInfo['authorizeNet'] {
  const an = deps.config.payments.authorizeNet;
  return an && offered.some((m) => m.type === PaymentMethodType.AuthorizeNet)
    ? { apiLoginId: an.apiLoginId, clientKey: an.clientKey, prodMode: an.prodMode }
    : null;
}

export type PromoAnswer = { ok: true; discount: number } | { ok: false };

/** POST /api/promos/validate: the discount the code gives on the cart's product lines, or not valid. */
export async function validatePromo(
  deps: CheckoutDeps,
  session: SessionClaims | null,
  body: { code: string; customerId?: number | null | undefined; saleItems: CheckoutBody['saleItems']; saleIds: number[] },
): Promise<PromoAnswer> {
  const now = nowInstant(deps.clock);
  const customer = await checkoutCustomer(deps, session, body.customerId);
  const cart = await priceCart(deps, customer?.id ?? null, body.saleItems, body.saleIds, now);
  const found = await findApplicablePromo(deps.db, body.code, money(cart.linesTotal, cart.currency), now);
  return found ? { ok: true, discount: toDecimal(found.discount) } : { ok: false };
}
