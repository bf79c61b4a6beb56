import { money, toDecimal, zero, type CurrencyCode, type Money } from '@clubportal/contract/money';
import { PaymentType } from '@clubportal/contract/enums';
import { saleAmounts, type Order } from '@clubportal/contract/sales';
import type { Db, Executor } from '../../db/dialect.js';
import { lockRow, type Tx } from '../../db/unit-of-work.js';
import type { ProductCategory, SaleStatus } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Instant } from '../../lib/clock.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { authorizeCustomer } from '../accounts/index.js';
import { holdStillHolds } from './sale-holds.js';
import {
  findInvoicedSaleIds,
  findPaidSales,
  findSaleItems,
  findSalesByIds,
  findUnpaidSales,
  findSaleCategories,
  insertInvoice,
  updateSalePayment,
  updatePendingSaleHold,
  insertSale,
  updateSaleStatus,
  type SaleRow,
  findSaleNumbersLike,
  updateUnpaidSinglePrice,
} from './sales.repository.js';

export const dec = (amount: number, currency: string) => toDecimal(money(amount, currency));

type ItemRow = Awaited<ReturnType<typeof findSaleItems>>[number];

export function itemsBySale(items: ItemRow[]): Map<number, ItemRow[]> {
  const map = new Map<number, ItemRow[]>();
  for (const item of items) map.set(item.sale_id, [...(map.get(item.sale_id) ?? []), item]);
  return map;
}

/** A shop order's state as the member reads it: paid until staff move it; null for a sale without shop articles. */
const orderStateOf = (s: { delivery: string | null; order_state: Order['state'] | null }): Order['state'] =>
  s.delivery === null ? null : (s.order_state ?? 'paid');

function toOrder(sale: SaleRow, items: ItemRow[], hasInvoice: boolean, state: Order['state'] = null): Order {
  const c = sale.currency;
  return {
    id: sale.id,
    number: sale.number,
    date: sale.created_at,
    online: sale.online === 1,
    items: items.map((i) => ({
      productId: i.product_id,
      category: i.category,
      name: i.name,
      logo: i.logo,
      price: dec(i.unit_price, c),
      units: i.units,
      total: dec(i.subtotal, c),
    })),
    paymentMethod: sale.payment_method ?? '',
    subTotal: dec(sale.subtotal, c),
    shipping: dec(sale.shipping, c),
    discount: dec(sale.discount, c),
    total: dec(sale.total, c),
    hasInvoice,
    state,
  };
}

/** The customer's orders (paid sales), newest first. */
export async function listOrders(db: Db, session: SessionClaims | null, customerId: number): Promise<Order[]> {
  const c = await authorizeCustomer(db, session, customerId);
  const sales = await findPaidSales(db, c.id);
  const ids = sales.map((s) => s.id);
  const [items, invoiced] = await Promise.all([findSaleItems(db, ids), findInvoicedSaleIds(db, ids)]);
  const bySale = itemsBySale(items);
  return sales.map((s) => toOrder(s, bySale.get(s.id) ?? [], invoiced.has(s.id), orderStateOf(s)));
}

/** One order of the customer's; another customer's sale is as absent as a missing one (404). */
export async function getOrder(db: Db, session: SessionClaims | null, customerId: number, saleId: number): Promise<Order> {
  const c = await authorizeCustomer(db, session, customerId);
  const [sale] = await findPaidSales(db, c.id, saleId);
  if (!sale) throw new AppError('not_found', 'orderNotFound');
  const [items, invoiced] = await Promise.all([findSaleItems(db, [sale.id]), findInvoicedSaleIds(db, [sale.id])]);
  return toOrder(sale, items, invoiced.has(sale.id), orderStateOf(sale));
}

/** Sales the customer still owes money on (fees apart: they are on the fees page), oldest first. */
export async function listPendingSales(db: Db, session: SessionClaims | null, customerId: number) {
  const c = await authorizeCustomer(db, session, customerId);
  const sales = await findUnpaidSales(db, c.id, 'without');
  const bySale = itemsBySale(
    await findSaleItems(
      db,
      sales.map((s) => s.id),
    ),
  );
  return sales.map((s) => ({
    id: s.id,
    saleNumber: s.number,
    title: s.title,
    created: s.created_at,
    saleItems: (bySale.get(s.id) ?? []).map((i) => ({
      id: i.id,
      parentIdentifier: i.parent_identifier,
      name: i.name,
      units: i.units,
      total: dec(i.total_with_discount, s.currency),
    })),
    total: dec(s.total, s.currency),
    paid: dec(s.paid, s.currency),
    pending: dec(s.total - s.paid, s.currency),
  }));
}

/** A sale line as the club sells it: unit price tax included, in minor units. */
export type NewSaleItem = {
  productId?: number | null;
  category: ProductCategory;
  name: string;
  logo?: string;
  unitPrice: number;
  units: number;
  discount?: number;
  taxPercent: number;
  customerId?: number | null;
  parentIdentifier?: string;
  parentId?: number | null;
  parentName?: string;
  stockParentId?: number | null;
  stockParentName?: string;
  stockDetail?: string;
};

export type NewSale = {
  number: string;
  customerId: number | null;
  title?: string;
  online: boolean;
  currency: CurrencyCode;
  paymentMethodType?: number | null;
  paymentMethod?: string | null;
  shipping?: number;
  transportName?: string | null;
  /** How its shop articles reach the member (migration 0067); null for a sale without articles. */
  delivery?: 'ship' | 'collect' | null;
  /** Amount already paid; the sale is paid once it covers the total. */
  paid: number;
  cancelled?: boolean;
  periodicFeeId?: number | null;
  /** The periodic fee's due day this sale charges (one sale per fee and day). */
  feeDueDate?: string | null;
  /** PaymentType: 1 full (default), 2 shared; a shared sale has a payment deadline. */
  paymentType?: number;
  paymentDeadline?: Instant | null;
  /** A sale holding something (a prebooked court) only until then: a payment arriving later is refused. */
  holdExpiresAt?: Instant | null;
  items: NewSaleItem[];
  createdAt: Instant;
};

/** Records a sale with its lines; every amount is derived from the lines by the contract's sale rule. */
export async function createSale(db: Executor, s: NewSale): Promise<number> {
  const m = (amount: number): Money => money(amount, s.currency);
  const amounts = saleAmounts(
    s.items.map((i) => ({ unitPrice: m(i.unitPrice), units: i.units, discount: m(i.discount ?? 0), taxPercent: i.taxPercent })),
    s.shipping ? m(s.shipping) : zero(s.currency),
  );
  const status: SaleStatus = s.cancelled ? 'cancelled' : s.paid >= amounts.total.amount ? 'paid' : 'pending';
  return insertSale(
    db,
    {
      number: s.number,
      customer_id: s.customerId,
      title: s.title ?? s.items[0]?.name ?? '',
      online: s.online ? 1 : 0,
      status,
      payment_method_type: s.paymentMethodType ?? null,
      payment_method: s.paymentMethod ?? null,
      currency: s.currency,
      subtotal: amounts.subtotal.amount,
      discount: amounts.discount.amount,
      shipping: amounts.shipping.amount,
      total: amounts.total.amount,
      paid: s.paid,
      transport_name: s.transportName ?? null,
      delivery: s.delivery ?? null,
      periodic_fee_id: s.periodicFeeId ?? null,
      fee_due_date: s.feeDueDate ?? null,
      created_at: s.createdAt,
      payment_type: s.paymentType ?? 1,
      payment_deadline: s.paymentDeadline ?? null,
      hold_expires_at: s.holdExpiresAt ?? null,
    },
    s.items.map((i, index) => ({
      product_id: i.productId ?? null,
      buyer_customer_id: s.customerId,
      customer_id: i.customerId ?? s.customerId,
      category: i.category,
      name: i.name,
      logo: i.logo ?? '',
      unit_price: i.unitPrice,
      units: i.units,
      subtotal: amounts.lines[index]?.subtotal.amount ?? 0,
      discount: amounts.lines[index]?.discount.amount ?? 0,
      total_with_discount: amounts.lines[index]?.totalWithDiscount.amount ?? 0,
      tax_percent: i.taxPercent,
      parent_identifier: i.parentIdentifier ?? '',
      parent_id: i.parentId ?? null,
      parent_name: i.parentName ?? '',
      stock_parent_id: i.stockParentId ?? null,
      stock_parent_name: i.stockParentName ?? '',
      stock_detail: i.stockDetail ?? '',
    })),
  );
}

export function issueInvoice(db: Executor, saleId: number, number: string, issuedAt: Instant): Promise<void> {
  return insertInvoice(db, saleId, number, issuedAt);
}

/** Sales by id with their payment state (bookings read "paid" from here: the sale is the one source). */
export function getSales(db: Executor, saleIds: number[]) {
  return findSalesByIds(db, saleIds);
}

/**
 * Cancels a sale nobody has paid: false when it is paid (or cancelled) by now, so a payment that won the
 * race keeps its sale. Run it in the caller's unit of work.
 */
export function cancelUnpaidSale(db: Executor, saleId: number): Promise<boolean> {
  return updateSaleStatus(db, saleId, ['pending'], 'cancelled');
}

/** The stock a sale's product lines draw on (what the shop's `takeSaleStock` takes for them), line by line. */
export async function saleStockLines(
  db: Executor,
  saleId: number,
): Promise<Array<{ saleItemId: number; productId: number; stockParentId: number | null; units: number }>> {
  const items = await findSaleItems(db, [saleId]);
  return items.flatMap((i) =>
    i.product_id === null ? [] : [{ saleItemId: i.id, productId: i.product_id, stockParentId: i.stock_parent_id, units: i.units }],
  );
}

/** Cancels a sale whatever its state (a refunded booking's): its refund is recorded by the caller. */
export function cancelSale(db: Executor, saleId: number): Promise<boolean> {
  return updateSaleStatus(db, saleId, ['pending', 'paid'], 'cancelled');
}

export type SaleToPay = Awaited<ReturnType<typeof findSalesByIds>>[number] & { categories: string[] };

/** The sales a checkout names, with the categories of their lines; missing ids are absent. */
export async function salesToPay(db: Executor, saleIds: number[]): Promise<Map<number, SaleToPay>> {
  const [sales, categories] = await Promise.all([findSalesByIds(db, saleIds), findSaleCategories(db, saleIds)]);
  return new Map(sales.map((s) => [s.id, { ...s, categories: categories.filter((c) => c.sale_id === s.id).map((c) => c.category) }]));
}

type PayableSale = {
  status: string;
  total: number;
  paid: number;
  hold_expires_at: string | null;
  payment_type: number;
  payment_deadline: string | null;
};

/** A shared payment's deadline (spec: each player pays their share by then) has passed. */
export function sharedDeadlinePassed(s: Pick<PayableSale, 'payment_type' | 'payment_deadline'>, now: Instant): boolean {
  return s.payment_type === PaymentType.Shared && s.payment_deadline !== null && s.payment_deadline <= now;
}

/**
 * Whether a sale can take a payment now: not cancelled, something pending, its hold (if any) alive and,
 * for a shared payment, its deadline not passed.
 */
export function saleOpenForPayment(s: PayableSale, now: Instant): boolean {
  return s.status === 'pending' && s.paid < s.total && holdStillHolds(s.hold_expires_at, s.status, now) && !sharedDeadlinePassed(s, now);
}

/**
 * Keeps a sale's hold alive until `until` while nobody has paid it (the checkout's own sale, while its
 * customer is still paying): false when it is paid or cancelled by now. In the caller's unit of work.
 */
export async function extendSaleHold(trx: Tx, saleId: number, until: Instant): Promise<boolean> {
  await lockRow(trx, 'sales', saleId);
  return updatePendingSaleHold(trx, saleId, until);
}

export type SalePaymentResult = 'paid' | 'partly-paid' | 'refused';

/**
 * Records money received for a sale, inside the paying unit of work: the sale row is locked, `paid`
 * grows by `amount` and the sale becomes paid once it covers the total. This is how a payment reaches
 * whatever the sale stands for (a booking reads the sale's paid state). A cancelled sale, one already
 * paid, or one whose hold expired is refused: the caller flags that money for the club to refund.
 */
export async function recordSalePayment(
  trx: Tx,
  saleId: number,
  amount: number,
  method: { type: number; name: string },
  now: Instant,
): Promise<SalePaymentResult> {
  await lockRow(trx, 'sales', saleId);
  const [sale] = await findSalesByIds(trx, [saleId]);
  if (!sale || !saleOpenForPayment(sale, now) || amount <= 0) return 'refused';
  const paid = sale.paid + amount;
  const status = paid >= sale.total ? 'paid' : 'pending';
  await updateSalePayment(trx, saleId, { paid, status, payment_method_type: method.type, payment_method: method.name });
  return status === 'paid' ? 'paid' : 'partly-paid';
}

/**
 * The first of `base`, `base-2`, `base-3`... that no sale has: a booking place sold again (its player left
 * and someone joined) gets a number of its own, as sale numbers are unique.
 */
export async function unusedSaleNumber(db: Executor, base: string): Promise<string> {
  const taken = new Set(await findSaleNumbersLike(db, base));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/**
 * Reprices a pending one-line sale nothing has been paid of (a booking moved at the desk to a slot the rules price
 * otherwise). False when it was paid meanwhile: it then keeps the price it was paid.
 */
export function repriceUnpaidSale(db: Executor, saleId: number, price: number): Promise<boolean> {
  return updateUnpaidSinglePrice(db, saleId, price);
}
