import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idParam } from './ids.js';
import { add, MoneyError, multiply, subtract, sum, zero, type Money } from './money.js';
import { computeTax, PRODUCT_TAX_PERCENT } from './tax.js';

const id = idParam;

/** Spec section 3, Order item: productId, category, name, logo, price, units, total (units x price). */
export const orderItemSchema = z.object({
  productId: z.number().int().nullable(),
  /** `article` for shop products (the only ones that link to /shop/{productId}); booking, fee, voucher... */
  category: z.string(),
  name: z.string(),
  logo: z.string(),
  price: z.number(),
  units: z.number().int(),
  total: z.number(),
});

/**
 * Spec section 3, Order: id, number, date, online, items, paymentMethod, subTotal, shipping, discount,
 * total. Amounts are tax included, decimal numbers of the club's currency; total = subTotal - discount +
 * shipping. `hasInvoice` tells whether an invoice can be downloaded (a ticket always can).
 */
export const orderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  date: z.string(),
  online: z.boolean(),
  items: z.array(orderItemSchema),
  paymentMethod: z.string(),
  subTotal: z.number(),
  shipping: z.number(),
  discount: z.number(),
  total: z.number(),
  hasInvoice: z.boolean(),
  /** Where a shop order stands (issue 33 §5): paid, prepared, shipped, collected, returned; null without shop articles. */
  state: z.enum(['paid', 'prepared', 'shipped', 'collected', 'returned']).nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/shop/customer-orders/{customerId}: the customer's paid orders, newest first. */
export const customerOrdersParamsSchema = z.object({ customerId: id });
export const customerOrdersResponseSchema = okEnvelope({ model: z.array(orderSchema) });
/** GET /api/shop/customer-orders/{customerId}/{saleId} */
export const customerOrderParamsSchema = z.object({ customerId: id, saleId: id });
export const customerOrderResponseSchema = okEnvelope({ model: orderSchema });

/** Spec section 3, Pending sale: saleNumber, saleItems (id, parentIdentifier), total, pending. */
export const pendingSaleSchema = z.object({
  id: z.number().int(),
  saleNumber: z.string(),
  title: z.string(),
  created: z.string(),
  saleItems: z.array(
    z.object({ id: z.number().int(), parentIdentifier: z.string(), name: z.string(), units: z.number().int(), total: z.number() }),
  ),
  total: z.number(),
  paid: z.number(),
  pending: z.number(),
});
/** POST /api/shop/pending-sales/{customerId}: unpaid sales (fees are on the fees page), oldest first. */
export const pendingSalesParamsSchema = z.object({ customerId: id });
export const pendingSalesResponseSchema = okEnvelope({ data: z.array(pendingSaleSchema) });

/** Spec section 3, Fee group: description, nextDueDate, fees (saleNumber, saleItem.parentIdentifier, total, pending). */
export const feeSchema = z.object({
  /** The sale's id, to add it to the cart. */
  id: z.number().int(),
  saleNumber: z.string(),
  created: z.string(),
  saleItem: z.object({ id: z.number().int(), parentIdentifier: z.string() }),
  total: z.number(),
  pending: z.number(),
});
export const feeGroupSchema = z.object({
  description: z.string(),
  /** Club-local date yyyy-MM-dd of the next charge; null when the fee has ended. */
  nextDueDate: z.string().nullable(),
  fees: z.array(feeSchema),
});
/** GET /api/publiccustomerperiodicsales/customer-fees/{customerId}: unpaid fees grouped by description. */
export const customerFeesParamsSchema = z.object({ customerId: id });
export const customerFeesResponseSchema = okEnvelope({ model: z.array(feeGroupSchema) });

/** How long an invoice or ticket download link works. */
export const DOCUMENT_LINK_HOURS = 72;
export const DOCUMENT_KINDS = ['invoice', 'ticket'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * POST /api/shop/customer-orders/{customerId}/{saleId}/document-link: a fresh download link of the order's
 * invoice or ticket for the /publicinvoices/{token} and /publictickets/{token} pages.
 */
export const documentLinkParamsSchema = customerOrderParamsSchema;
export const documentLinkBodySchema = z.object({ kind: z.enum(DOCUMENT_KINDS) });
export const documentLinkResponseSchema = okEnvelope({ model: z.object({ token: z.string(), url: z.string(), expires: z.string() }) });

/** GET /api/publicinvoices/download-invoice/{token}, GET /api/publictickets/download-ticket/{token}: a PDF. */
export const documentTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'not a download token') });

/** Spec section 8: what the download pages say when the download fails (spelling is the spec's). */
export const DOCUMENT_ERRORS = {
  invoice: 'Some error ocurred downloading your invoice',
  ticket: 'Some error ocurred downloading your ticket',
} as const;

/** A sale line as sold: unit price tax included, whole units, an optional discount off the line. */
export type SaleLineInput = { unitPrice: Money; units: number; discount?: Money; taxPercent: number };

/**
 * The amounts of a sale, tax included: each line's subtotal (units x unit price) and total with its
 * discount; the sale's subtotal and discount are the sums of its lines; total = subtotal - discount + shipping.
 */
export function saleAmounts(lines: readonly SaleLineInput[], shipping: Money) {
  const currency = shipping.currency;
  const computed = lines.map((l) => {
    const subtotal = multiply(l.unitPrice, l.units);
    const discount = l.discount ?? zero(currency);
    if (discount.amount < 0 || discount.amount > subtotal.amount)
      throw new MoneyError('A line discount must be between 0 and the line subtotal');
    return { subtotal, discount, totalWithDiscount: subtract(subtotal, discount) };
  });
  const subtotal = sum(
    computed.map((c) => c.subtotal),
    currency,
  );
  const discount = sum(
    computed.map((c) => c.discount),
    currency,
  );
  return {
    lines: computed,
    subtotal,
    discount,
    shipping,
    total: subtract(add(subtotal, shipping), discount),
  };
}

export type DocumentTaxLine = { net: Money; taxPercent: number; tax: Money; gross: Money };

/**
 * The tax of each printed line of an invoice or ticket. Prices are tax included (gross), so the tax of a
 * line is its part of the gross after discount, by the one tax rule (tax.ts, per line, half up), at the
 * line's percent (21 on product items, 0 on the rest); shipping is a transport product, taxed at 21.
 * Totals are sums of the rounded lines, so the printed lines always add up.
 */
export function documentTaxLines(lines: readonly SaleLineInput[], shipping: Money) {
  const currency = shipping.currency;
  const taxed = (gross: Money, taxPercent: number): DocumentTaxLine => {
    const t = computeTax([{ unitPrice: gross, units: 1 }], { currency, basis: 'gross', taxPercent });
    return { net: t.net, tax: t.tax, gross: t.gross, taxPercent };
  };
  const items = lines.map((l) => taxed(subtract(multiply(l.unitPrice, l.units), l.discount ?? zero(currency)), l.taxPercent));
  const all = shipping.amount > 0 ? [...items, taxed(shipping, PRODUCT_TAX_PERCENT)] : items;
  return {
    items,
    shipping: shipping.amount > 0 ? all[all.length - 1] : undefined,
    net: sum(
      all.map((l) => l.net),
      currency,
    ),
    tax: sum(
      all.map((l) => l.tax),
      currency,
    ),
    gross: sum(
      all.map((l) => l.gross),
      currency,
    ),
  };
}
