import { cartTotal, lineTotal, type CheckoutSaleItem } from '@clubportal/contract/checkout';
import { PaymentType } from '@clubportal/contract/enums';
import { fromDecimal, money, MoneyError, sum, toDecimal, type CurrencyCode } from '@clubportal/contract/money';
import type { Db } from '../../db/dialect.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock, Instant } from '../../lib/clock.js';
import { saleOpenForPayment, salesToPay, sharedDeadlinePassed, type SaleToPay } from '../sales/index.js';
import { getMainSettingsCached } from '../settings/index.js';
import { lineStock, productsToSell, type ProductToSell } from '../shop/index.js';
/** `input` is the client's line with its stock fields replaced by the server's (`lineStock`). */
export type PricedLine = { input: CheckoutSaleItem; product: ProductToSell; subtotal: number };

/** A cart priced from our own data: the customer's prices, the sales' pending amounts. Minor units. */
export type PricedCart = {
  currency: CurrencyCode;
  lines: PricedLine[];
  sales: SaleToPay[];
  linesTotal: number;
  salesPending: number;
  /** Spec section 9's cart total (the contract's rule): lines plus sales pending. */
  cartTotal: number;
  /** Some product line with units requires a transport. */
  transportRequired: boolean;
  /** The cart is one shared booking payment (it can be nothing else). */
  shared: SaleToPay | undefined;
};

/** An amount in minor units as the contract's decimal. */
export const dec = (amount: number, currency: CurrencyCode) => toDecimal(money(amount, currency));

/** Categories a sessions voucher pays: one session per booking or activity sale. */
export const SESSION_CATEGORIES = new Set(['booking', 'activity']);

export const pendingOf = (s: { total: number; paid: number }) => s.total - s.paid;

/**
 * Prices a cart on the server: product lines at the price that applies to the customer now, drawing on
 * the stock the server says (`lineStock`), sales at what they still owe. Refuses lines that are no longer sold, sales of someone else (403, as every foreign id),
 * sales that can no longer be paid, and a shared booking mixed with anything else (spec section 8).
 */
export async function priceCart(
  deps: { db: Db; clock: Clock; caches: AppCaches },
  customerId: number | null,
  items: CheckoutSaleItem[],
  saleIds: number[],
  now: Instant,
): Promise<PricedCart> {
  const { currencyCode } = await getMainSettingsCached(deps);
  // Before any lookup: a line naming another product's stock is a malformed cart, whatever is for sale.
  const stocked = items.map((input) => ({ ...input, ...lineStock(input) }));
  const products = await productsToSell(
    deps.db,
    items.map((i) => i.productId),
    customerId ?? undefined,
  );
  const lines = stocked.map((input) => {
    const product = products.get(input.productId);
    if (!product || product.currency !== currencyCode) throw new AppError('conflict', 'productNotForSaleAnyMore');
    return { input, product, subtotal: lineTotal(money(product.unitPrice, currencyCode), input.units).amount };
  });
  const ids = [...new Set(saleIds)];
  if (ids.length && customerId === null) throw new AppError('forbidden', 'ownDataOnly');
  const found = await salesToPay(deps.db, ids);
  const sales = ids.map((id) => {
    const sale = found.get(id);
    if (!sale || sale.customer_id !== customerId) throw new AppError('forbidden', 'ownDataOnly');
    if (sharedDeadlinePassed(sale, now)) throw new AppError('conflict', 'paymentDeadlinePassed', { number: sale.number });
    if (!saleOpenForPayment(sale, now) || sale.currency !== currencyCode)
      throw new AppError('conflict', 'saleNotPayable', { number: sale.number });
    return sale;
  });
  const shared = sales.find((s) => s.payment_type === PaymentType.Shared);
  if (shared && lines.length + sales.length > 1) throw new AppError('conflict', 'sharedMixed');
  const lineTotals = lines.map((l) => money(l.subtotal, currencyCode));
  const pending = sales.map((s) => money(pendingOf(s), currencyCode));
  return {
    currency: currencyCode,
    lines,
    sales,
    linesTotal: sum(lineTotals, currencyCode).amount,
    salesPending: sum(pending, currencyCode).amount,
    cartTotal: cartTotal(lineTotals, pending, currencyCode).amount,
    transportRequired: lines.some((l) => l.product.transportRequired && l.input.units > 0),
    shared,
  };
}

/**
 * Whether a line still costs what the customer saw (its subTotal, when the cart sent one). A cart priced
 * under other prices is refused rather than charged at prices nobody showed.
 */
export function lineAsShown(line: PricedLine, currency: CurrencyCode): boolean {
  if (line.input.subTotal === null || line.input.subTotal === undefined) return true;
  try {
    return fromDecimal(line.input.subTotal, currency, { rounding: 'halfUp' }).amount === line.subtotal;
  } catch (err) {
    if (err instanceof MoneyError) return false;
    throw err;
  }
}
