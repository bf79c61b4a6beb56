import { getSession } from '../../api/session';
import { i18n } from '../../i18n';
import { apiErrorMessage } from '../../lib/error-message';
import { actingCustomerId } from '../../lib/use-customer-id';
import { getCart, saveCart, provideStoredCartParser } from './cart-store';
import { parseStoredCart } from './rules/stored-cart';
import {
  addProduct as addProductRule,
  addSales as addSalesRule,
  changeUnits,
  linesAfterAdding,
  nextUnits,
  removeItem as removeItemRule,
  removeSale as removeSaleRule,
  settleSale as settleSaleRule,
  withNewGuid,
  type CartChange,
  type CartProduct,
  type CartRefusal,
  type SaleInput,
  type SaleRest,
  type UnitsChange,
} from './rules/cart-rules';

/**
 * What the rest of the portal does to the cart. Each function answers `{ ok: true }` or `{ ok: false,
 * message }` with the text to show the member (already in the interface language).
 */
export type CartResult = { ok: true } | { ok: false; message: string };

// Every page that changes the cart imports this module: from here on the store reads the stored cart at once,
// so no change starts from the empty cart shown while the parser loads.
provideStoredCartParser(parseStoredCart);

const newGuid = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`;

/** Spec section 8, word for word (en-US); the other languages translate them. */
const REFUSAL_KEYS: Record<CartRefusal, string> = { sharedCannotMix: 'cart.sharedCannotMix', sharedInCart: 'cart.sharedInCart' };

function apply(change: CartChange): CartResult {
  if (!change.ok) return { ok: false, message: i18n.t(REFUSAL_KEYS[change.reason]) };
  saveCart(change.cart);
  return { ok: true };
}

/** Spec: stock is checked before items are added; a refusal shows the server's text, a failure 'Crash'. */
async function stockAllows(productId: number, units: number): Promise<CartResult> {
  // Loaded on first use: the header's cart code stays small.
  const { checkStock } = await import('./api/check-stock');
  const lines = linesAfterAdding(getCart(), productId, units).map((l) => ({
    productId: l.productId,
    units: l.units,
    ...(l.temp !== undefined ? { temp: l.temp } : {}),
    ...(l.stockParentId ? { stockParentId: l.stockParentId } : {}),
    ...(l.stockParentName ? { stockParentName: l.stockParentName } : {}),
    ...(l.stockDetail ? { stockDetail: l.stockDetail } : {}),
  }));
  const answer = await checkStock({ customerId: actingCustomerId(getSession().customer), saleItemsDto: lines });
  if (answer.ok) return { ok: true };
  return { ok: false, message: answer.error ?? i18n.t('messages.crash') };
}

/** Adds `units` of a product (a shop product, from the list or its page) after the server's stock check. */
export async function addProductToCart(product: CartProduct, units = 1): Promise<CartResult> {
  // The shared-payment rule needs no server: refuse before asking about stock.
  const refused = addProductRule(getCart(), product, units, new Date(), newGuid);
  if (!refused.ok) return apply(refused);
  const stock = await stockAllows(product.id, units);
  if (!stock.ok) return stock;
  return apply(addProductRule(getCart(), product, units, new Date(), newGuid));
}

/**
 * Adds sales (pending sales, fees, prebooked bookings): duplicates by id or group are skipped, a group
 * joins its entry, and a shared payment is never mixed with anything else.
 */
export function addSalesToCart(sales: readonly SaleInput[]): CartResult {
  return apply(addSalesRule(getCart(), sales, new Date(), newGuid));
}

/** Changes a product line's units; more units are checked against stock first, 0 removes the line. */
export async function changeCartUnits(productId: number, change: UnitsChange): Promise<CartResult> {
  const item = getCart().sItems.find((i) => i.productId === productId);
  if (!item) return { ok: true };
  const units = nextUnits(item.units, change);
  if (units === null) return { ok: true };
  if (units > item.units && item.saleId === null) {
    const stock = await stockAllows(productId, units - item.units);
    if (!stock.ok) return stock;
  }
  saveCart(changeUnits(getCart(), productId, change, new Date()));
  return { ok: true };
}

export const incrementUnits = (productId: number) => changeCartUnits(productId, { kind: 'increment' });
export const decrementUnits = (productId: number) => changeCartUnits(productId, { kind: 'decrement' });
export const setUnits = (productId: number, value: number | string) => changeCartUnits(productId, { kind: 'set', value });

export function removeCartItem(productId: number): void {
  saveCart(removeItemRule(getCart(), productId, new Date()));
}

/**
 * Removes a sale entry: its cancel URLs are posted first (e.g. releasing a prebooked court); if any of
 * them fails the sale stays in the cart and the server's message (or 'Crash') is returned.
 */
export async function removeCartSale(saleId: number): Promise<CartResult> {
  const sale = getCart().sales.find((s) => s.id === saleId);
  if (!sale) return { ok: true };
  if (sale.cancelUrls.length > 0) {
    const { postCancelUrl } = await import('./api/cancel-sale');
    for (const url of sale.cancelUrls) {
      try {
        await postCancelUrl(url);
      } catch (error) {
        return { ok: false, message: apiErrorMessage(error, i18n.t('messages.crash')) };
      }
    }
  }
  saveCart(removeSaleRule(getCart(), saleId, new Date()));
  return { ok: true };
}

/** A voucher paid this sale (the checkout): it leaves the cart, what it still owes comes back. Answers whether the cart is now empty. */
export function settlePaidSale(saleId: number, rest: SaleRest | null): boolean {
  const cart = settleSaleRule(getCart(), saleId, rest, new Date());
  saveCart(cart);
  return cart.sItems.length === 0 && cart.sales.length === 0;
}

/** A new checkout key for the cart (its contents changed after a checkout was sent with the old one). */
export function renewCartGuid(): string {
  const cart = withNewGuid(getCart(), newGuid);
  saveCart(cart);
  return cart.guid;
}
