import type { Cart, CartItem, CartProduct, CartSale } from './stored-cart';
import { PaymentType } from '@clubportal/contract/enums';
import { addDecimalAmounts, multiplyDecimalAmount } from '@clubportal/contract/money';
import { MAX_UNITS_PER_LINE } from '@clubportal/contract/shop-limits';

/**
 * The cart's pure rules (spec portal-bookings-payments, entity "Cart" in section 3 and "Cart" in section 4).
 * The cart lives in the browser (`crt`); its money is for display only: the checkout sends product ids,
 * units and sale ids, and the server prices them again. Its amounts are the API's decimals, added and
 * multiplied as integers by the contract's money rules (never as floats).
 */

/** Spec section 9: the cart lives 24 days (counted from its last change). */
export const CART_LIFETIME_DAYS = 24;
const CART_LIFETIME_MS = CART_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

export type { Cart, CartItem, CartProduct, CartSale } from './stored-cart';

/** A sale as callers hand it to the cart (saleIds and cancelUrls optional). */
export type SaleInput = Pick<CartSale, 'id' | 'pending' | 'paymentType'> &
  Partial<Omit<CartSale, 'id' | 'pending' | 'paymentType' | 'saleIds'>>;

/** Why a change was refused: the two shared-payment messages of spec section 8. */
export type CartRefusal = 'sharedCannotMix' | 'sharedInCart';
export type CartChange = { ok: true; cart: Cart } | { ok: false; reason: CartRefusal };

/** The empty cart (also what a server-rendered page shows). */
export const EMPTY_CART: Cart = Object.freeze({ count: 0, total: 0, guid: '', paid: 0, sItems: [], sales: [], expires: '' }) as Cart;

export function isEmpty(cart: Cart): boolean {
  return cart.sItems.length === 0 && cart.sales.length === 0;
}

/** Spec: "created on first add" (a guid identifies it), kept for 24 days from its last change. */
function started(cart: Cart, newGuid: () => string): Cart {
  return cart.guid ? cart : { ...cart, guid: newGuid() };
}

/**
 * What derives from the lines: each line's subTotal and totalWithDiscount (units x unit price), the cart
 * total (line totals plus the pending of sales), paid, and count (units plus sale groups).
 */
export function derive(cart: Cart): Cart {
  const sItems = cart.sItems.map((item) => {
    const subTotal = multiplyDecimalAmount(item.product.grossPrice, item.units);
    return { ...item, subTotal, totalWithDiscount: subTotal };
  });
  return {
    ...cart,
    sItems,
    total: addDecimalAmounts([...sItems.map((i) => i.totalWithDiscount), ...cart.sales.map((s) => s.pending)]),
    paid: addDecimalAmounts(cart.sales.map((s) => s.paid)),
    count: sItems.reduce((n, i) => n + i.units, 0) + cart.sales.length,
  };
}

/** After a change: derived figures again, and another 24 days of life. */
export function recalculate(cart: Cart, now: Date): Cart {
  return { ...derive(cart), expires: new Date(now.getTime() + CART_LIFETIME_MS).toISOString() };
}

export function hasSharedPayment(cart: Cart): boolean {
  return cart.sales.some((s) => s.paymentType === PaymentType.Shared);
}

/** Whether the cart already holds this sale: its own id, or one of its group's sale ids. */
export function containsSale(cart: Cart, saleId: number): boolean {
  return cart.sales.some((s) => s.id === saleId || s.saleIds.includes(saleId));
}

const clampUnits = (units: number) => Math.min(MAX_UNITS_PER_LINE, Math.max(0, Math.trunc(units)));

type LineOptions = Pick<CartItem, 'temp' | 'stockParentId' | 'stockParentName' | 'stockDetail'>;

/**
 * Adds `units` of a product: to its line when the cart has it (capped at 1000 units a line), else as a new
 * line. Refused while the cart holds a shared payment.
 */
export function addProduct(
  cart: Cart,
  product: CartProduct,
  units: number,
  now: Date,
  newGuid: () => string,
  options: LineOptions = {},
): CartChange {
  if (hasSharedPayment(cart)) return { ok: false, reason: 'sharedInCart' };
  const add = clampUnits(units);
  if (add < 1) return { ok: true, cart };
  const existing = cart.sItems.find(
    (i) => i.productId === product.id && i.saleId === null && (i.stockDetail ?? null) === (options.stockDetail ?? null),
  );
  const sItems = existing
    ? cart.sItems.map((i) => (i === existing ? { ...i, product, units: clampUnits(i.units + add) } : i))
    : [...cart.sItems, { productId: product.id, units: add, product, subTotal: 0, totalWithDiscount: 0, saleId: null, ...options }];
  return { ok: true, cart: recalculate({ ...started(cart, newGuid), sItems }, now) };
}

/** The lines the cart would hold after adding `units` of a product: what the stock check is asked about. */
export function linesAfterAdding(cart: Cart, productId: number, units: number): Array<Pick<CartItem, 'productId' | 'units'> & LineOptions> {
  const lines = cart.sItems
    .filter((i) => i.saleId === null)
    .map((i) => ({
      productId: i.productId,
      units: i.units,
      temp: i.temp,
      stockParentId: i.stockParentId,
      stockParentName: i.stockParentName,
      stockDetail: i.stockDetail,
    }));
  const line = lines.find((l) => l.productId === productId);
  if (line) line.units = clampUnits(line.units + units);
  else
    lines.push({
      productId,
      units: clampUnits(units),
      temp: undefined,
      stockParentId: undefined,
      stockParentName: undefined,
      stockDetail: undefined,
    });
  return lines;
}

/**
 * Adds sales (spec: "a sale with the same id or groupId is not added twice; a group adds its sale ids,
 * pending and total"). A sale already in the cart is skipped; one whose group is already there joins that
 * entry. A shared payment is never mixed with anything else, either way round.
 */
export function addSales(cart: Cart, incoming: readonly SaleInput[], now: Date, newGuid: () => string): CartChange {
  const fresh = incoming.filter((s, index) => !containsSale(cart, s.id) && incoming.findIndex((o) => o.id === s.id) === index);
  if (fresh.length === 0) return { ok: true, cart };
  const incomingShared = fresh.filter((s) => s.paymentType === PaymentType.Shared);
  const sharedGroup = (s: SaleInput) =>
    (s.groupId ?? null) !== null && cart.sales.some((c) => c.paymentType === PaymentType.Shared && c.groupId === s.groupId);
  if (hasSharedPayment(cart) && !fresh.every((s) => s.paymentType === PaymentType.Shared && sharedGroup(s)))
    return { ok: false, reason: 'sharedInCart' };
  if (incomingShared.length > 0 && !hasSharedPayment(cart)) {
    const groups = new Set(incomingShared.map((s) => s.groupId ?? `sale:${s.id}`));
    if (!isEmpty(cart) || incomingShared.length !== fresh.length || groups.size > 1) return { ok: false, reason: 'sharedCannotMix' };
  }
  let sales = [...cart.sales];
  for (const s of fresh) {
    const groupId = s.groupId ?? null;
    const group = groupId === null ? undefined : sales.find((c) => c.groupId === groupId);
    if (group) {
      sales = sales.map((c) =>
        c === group
          ? {
              ...c,
              saleIds: [...c.saleIds, s.id],
              cancelUrls: [...c.cancelUrls, ...(s.cancelUrls ?? [])],
              pending: addDecimalAmounts([c.pending, s.pending]),
              total: addDecimalAmounts([c.total, s.total ?? s.pending]),
              paid: addDecimalAmounts([c.paid, s.paid ?? 0]),
            }
          : c,
      );
    } else {
      sales.push({
        id: s.id,
        saleIds: [s.id],
        cancelUrls: [...(s.cancelUrls ?? [])],
        groupId,
        title: s.title ?? '',
        saleNumber: s.saleNumber ?? '',
        pending: s.pending,
        paid: s.paid ?? 0,
        total: s.total ?? s.pending,
        paymentType: s.paymentType,
        paymentDeadline: s.paymentDeadline ?? null,
      });
    }
  }
  return { ok: true, cart: recalculate({ ...started(cart, newGuid), sales }, now) };
}

export type UnitsChange = { kind: 'increment' } | { kind: 'decrement' } | { kind: 'set'; value: number | string };

/**
 * The units a line has after a change (spec: Increment adds, Decrement subtracts with 0 when at or under 1,
 * another value sets it). A non-numeric value is ignored (null); at most 1000 units a line.
 */
export function nextUnits(current: number, change: UnitsChange): number | null {
  if (change.kind === 'increment') return clampUnits(current + 1);
  if (change.kind === 'decrement') return current <= 1 ? 0 : current - 1;
  const text = String(change.value).trim();
  if (!/^\d+$/.test(text)) return null;
  return clampUnits(Number(text));
}

/** Applies a units change to a product's line; zero units removes it. */
export function changeUnits(cart: Cart, productId: number, change: UnitsChange, now: Date): Cart {
  const item = cart.sItems.find((i) => i.productId === productId);
  if (!item) return cart;
  const units = nextUnits(item.units, change);
  if (units === null || units === item.units) return cart;
  const sItems = units === 0 ? cart.sItems.filter((i) => i !== item) : cart.sItems.map((i) => (i === item ? { ...i, units } : i));
  return recalculate({ ...cart, sItems }, now);
}

export function removeItem(cart: Cart, productId: number, now: Date): Cart {
  if (!cart.sItems.some((i) => i.productId === productId)) return cart;
  return recalculate({ ...cart, sItems: cart.sItems.filter((i) => i.productId !== productId) }, now);
}

/** Removes a sale entry (its whole group) and the lines that belong to its sales. */
export function removeSale(cart: Cart, saleId: number, now: Date): Cart {
  const sale = cart.sales.find((s) => s.id === saleId);
  if (!sale) return cart;
  return recalculate(
    {
      ...cart,
      sales: cart.sales.filter((s) => s !== sale),
      sItems: cart.sItems.filter((i) => i.saleId === null || !sale.saleIds.includes(i.saleId)),
    },
    now,
  );
}

/** What a voucher payment leaves of a sale (the checkout's `model.sale`). */
export type SaleRest = Pick<CartSale, 'id' | 'saleNumber' | 'title' | 'total' | 'pending' | 'paid'>;

/**
 * A voucher paid one of the cart's sales (spec: "voucher payment success removes the item or sale; a new
 * returned sale is added"): the sale leaves its entry without its cancel URLs being posted (it is paid,
 * not dropped), and what it still owes comes back as its own entry.
 */
export function settleSale(cart: Cart, saleId: number, rest: SaleRest | null, now: Date): Cart {
  const entry = cart.sales.find((s) => s.id === saleId || s.saleIds.includes(saleId));
  if (!entry) return cart;
  const others = entry.saleIds.filter((id) => id !== saleId);
  let sales =
    others.length === 0
      ? cart.sales.filter((s) => s !== entry)
      : cart.sales.map((s) => (s === entry ? { ...s, id: s.id === saleId ? (others[0] as number) : s.id, saleIds: others } : s));
  if (rest) {
    sales = [
      ...sales,
      {
        ...rest,
        saleIds: [rest.id],
        cancelUrls: others.length === 0 ? entry.cancelUrls : [],
        groupId: null,
        title: rest.title || entry.title,
        paymentType: entry.paymentType,
        paymentDeadline: entry.paymentDeadline,
      },
    ];
  }
  return recalculate({ ...cart, sales, sItems: cart.sItems.filter((i) => i.saleId !== saleId) }, now);
}

/** The cart under a new checkout key (its contents changed after a checkout went out with the old one). */
export function withNewGuid(cart: Cart, newGuid: () => string): Cart {
  return isEmpty(cart) ? cart : { ...cart, guid: newGuid() };
}

/** Reads a stored cart with the stored-cart parser: the empty cart when there is none or it cannot be used. */
export function readStoredCart(raw: string | null, now: Date, parse: StoredCartParser): Cart {
  const stored = raw ? parse(raw, now) : null;
  return stored ? derive(stored) : EMPTY_CART;
}

/** `parseStoredCart` of ./stored-cart, handed in by whoever has loaded it. */
export type StoredCartParser = (raw: string, now: Date) => Cart | null;
