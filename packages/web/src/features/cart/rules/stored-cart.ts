import { z } from 'zod/mini';
import { MAX_UNITS_PER_LINE } from '@clubportal/contract/shop-limits';

/**
 * The stored cart's shape (`crt`, spec entity "Cart"), checked whenever it is read back from the browser's
 * storage. Its own module, loaded on demand: a visitor's first page never downloads zod (the cart store
 * loads it only when a cart is stored, and every change goes through cart-actions, which imports it).
 * zod/mini keeps it small. (JSON numbers are finite; zod's number refuses Infinity and NaN.)
 */
const int = z.int();
const positiveInt = z.int().check(z.positive());

/** What the cart keeps of a product: enough to show the line and to send it to the checkout. */
const product = z.object({
  id: positiveInt,
  name: z.string(),
  logo: z.string(),
  transportRequired: z.boolean(),
  /** Unit price tax included (the customer's own price when logged in). */
  grossPrice: z.number(),
});

/** A product line (spec: sItems). `saleId` is set when the line belongs to a sale; null for shop products. */
const item = z.object({
  productId: positiveInt,
  units: z.int().check(z.minimum(1), z.maximum(MAX_UNITS_PER_LINE)),
  product,
  subTotal: z._default(z.number(), 0),
  totalWithDiscount: z._default(z.number(), 0),
  saleId: z.nullable(int),
  temp: z.optional(z.boolean()),
  stockParentId: z.optional(z.nullable(positiveInt)),
  stockParentName: z.optional(z.nullable(z.string())),
  stockDetail: z.optional(z.nullable(z.string())),
});

/**
 * A sale in the cart (spec: sales): a pending sale, a fee, a prebooked booking. Sales of one group (the
 * same `groupId`, e.g. the sales of one booking) share an entry: `saleIds` lists them and `pending` and
 * `total` add up. `cancelUrls` are posted (as /api/{cancelUrl}) before the entry is removed.
 */
const sale = z.object({
  id: int,
  saleIds: z.array(int),
  cancelUrls: z.array(z.string()),
  groupId: z.nullable(z.union([z.string(), z.number()])),
  title: z.string(),
  saleNumber: z.string(),
  pending: z.number(),
  paid: z.number(),
  total: z.number(),
  paymentType: int,
  paymentDeadline: z.nullable(z.string()),
});

const storedCart = z.object({
  /** count, total and paid derive from the lines; they are stored (the spec's entity) and recomputed on read. */
  count: z._default(int, 0),
  total: z._default(z.number(), 0),
  guid: z.string(),
  paid: z._default(z.number(), 0),
  sItems: z.array(item),
  sales: z.array(sale),
  /** Not in the spec's entity: when the stored cart stops existing (ISO instant). */
  expires: z.string(),
});

export type CartProduct = z.infer<typeof product>;
export type CartItem = z.infer<typeof item>;
export type CartSale = z.infer<typeof sale>;
export type Cart = z.infer<typeof storedCart>;

/** The stored cart as it was saved, or null when there is none, it cannot be read, or its 24 days are over. */
export function parseStoredCart(raw: string, now: Date): Cart | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = storedCart.safeParse(value);
  if (!parsed.success) return null;
  const expires = Date.parse(parsed.data.expires);
  if (Number.isNaN(expires) || expires <= now.getTime()) return null;
  return parsed.data;
}
