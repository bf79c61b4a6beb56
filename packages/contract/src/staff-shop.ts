import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idNumber, idParam } from './ids.js';
import { isImageAddress } from './image-address.js';
import { LANGUAGES } from './languages.js';
import { CONTENT_MESSAGES } from './staff-content.js';
import { optionalText, requiredText } from './validation.js';

/**
 * The staff console's shop calls (issue 32 §4): products with their price (entered net or gross, the tax rule
 * in `tax.ts` derives the other), tax and stock, and the stock ledger: every change of a counted stock is a
 * movement (received, sold, returned, adjusted with a reason), the stock is their sum and never typed over.
 */

export const STOCK_MOVEMENT_KINDS = ['opening', 'received', 'sold', 'returned', 'adjusted'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];
/** A new product's low-stock threshold: counted stock at or under it puts the product on the low-stock list. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;
/** Units one movement may move at most. */
export const MAX_STOCK_MOVE = 100_000;
/** Movements the stock panel shows, latest first. */
export const STOCK_LEDGER_PAGE = 50;

const flag = z.enum(['0', '1']).optional();
export const staffProductsQuerySchema = z.object({
  search: optionalText(100).optional(),
  /** `1`: only counted products at or under their threshold. */
  lowStock: flag,
  /** `1`: archived products too. */
  archived: flag,
});

/** Photos a product may have besides its main one (the shop's product page shows them as a gallery). */
export const MAX_PRODUCT_IMAGES = 8;
/** '' for none, an https address or a file of the club's uploads (what the `shop` photo upload answers); 300 characters. */
const productImage = optionalText(300).refine(isImageAddress, { error: CONTENT_MESSAGES.notAnImage });

export const staffProductBodySchema = z.object({
  name: requiredText(200),
  description: optionalText(1000),
  productTypeId: idNumber.nullable(),
  /** In the currency's units (12.5 is 12,50 €), in `basis`: `net` before tax, `gross` tax included. */
  price: z.number().min(0).max(100_000),
  basis: z.enum(['net', 'gross']),
  taxPercent: z.number().int().min(0).max(100),
  published: z.boolean(),
  trackStock: z.boolean(),
  lowStockThreshold: z.number().int().min(0).max(MAX_STOCK_MOVE),
  /** Member prices: a price per customer group, in the product's basis; left out, the group prices stay. */
  groupPrices: z
    .array(z.object({ customerGroupId: idNumber, price: z.number().min(0).max(100_000) }))
    .max(50)
    .optional(),
  /** The main photo (the shop's card and first of the gallery); left out, it stays. */
  logo: productImage.optional(),
  /** The gallery's further photos, in order; left out, they stay. */
  images: z
    .array(productImage.refine((v) => v !== '', { error: CONTENT_MESSAGES.notAnImage }))
    .max(MAX_PRODUCT_IMAGES)
    .optional(),
});
export type StaffProductBody = z.infer<typeof staffProductBodySchema>;

export const staffProductParamsSchema = z.object({ id: idParam });

/** Units received from a supplier: always in, an optional note (delivery number). */
export const receiveStockBodySchema = z.object({
  quantity: z.number().int().min(1).max(MAX_STOCK_MOVE),
  reason: optionalText(300),
});
/** A correction (a count, breakage, a gift): units in or out, and why; never zero, never without a reason. */
export const adjustStockBodySchema = z.object({
  quantity: z
    .number()
    .int()
    .min(-MAX_STOCK_MOVE)
    .max(MAX_STOCK_MOVE)
    .refine((q) => q !== 0),
  reason: requiredText(300),
});

export const staffProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  productTypeId: z.number().int().nullable(),
  price: z.number(),
  basis: z.enum(['net', 'gross']),
  taxPercent: z.number().int(),
  netPrice: z.number(),
  grossPrice: z.number(),
  currency: z.string(),
  published: z.boolean(),
  archived: z.boolean(),
  trackStock: z.boolean(),
  stock: z.number().int(),
  lowStockThreshold: z.number().int(),
  lowStock: z.boolean(),
  logo: z.string(),
  images: z.array(z.string()),
  /** A variant's parent article (its stock is managed on its own page; its texts and price on the parent's). */
  parentId: z.number().int().nullable(),
  groupPrices: z.array(z.object({ customerGroupId: z.number().int(), price: z.number() })),
});
export type StaffProduct = z.infer<typeof staffProductSchema>;

/** A product as staff entered it: the editor's starting values, and what an edit compares and the audit records. */
export const productAsEntered = (p: StaffProduct): StaffProductBody => ({
  name: p.name,
  description: p.description,
  productTypeId: p.productTypeId,
  price: p.price,
  basis: p.basis,
  taxPercent: p.taxPercent,
  published: p.published,
  trackStock: p.trackStock,
  lowStockThreshold: p.lowStockThreshold,
  groupPrices: p.groupPrices,
  logo: p.logo,
  images: p.images,
});

export const stockMovementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  quantity: z.number().int(),
  stockAfter: z.number().int(),
  reason: z.string(),
  saleId: z.number().int().nullable(),
  actor: z.string(),
  at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const staffProductsResponseSchema = okEnvelope({
  products: z.array(staffProductSchema),
  productTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  customerGroups: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
/**
 * A product's variants (sizes, colours): each a product of its own under its parent, with its own stock (moved
 * only through the stock ledger, on the variant's own page) and its own sale lines; its name per language (the
 * club texts of `product-variant`), and its own price or its parent's.
 */
export const VARIANT_NAME_MAX = 100;
export const MAX_VARIANTS = 50;
const variantTexts = z.object({ name: optionalText(VARIANT_NAME_MAX) });
export const staffVariantBodySchema = z.object({
  name: requiredText(VARIANT_NAME_MAX),
  translations: z.partialRecord(z.enum(LANGUAGES), variantTexts).default({}),
  /** false: it sells at its parent's price (and follows it); true: at `price`, in the parent's basis and tax. */
  ownPrice: z.boolean(),
  price: z.number().min(0).max(100_000),
  trackStock: z.boolean(),
  published: z.boolean(),
});
export type StaffVariantBody = z.input<typeof staffVariantBodySchema>;
export const staffVariantParamsSchema = z.object({ id: idParam, variantId: idParam });
export const variantMoveBodySchema = z.object({ position: z.number().int().min(1).max(MAX_VARIANTS) });

export const staffVariantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  translations: z.record(z.string(), z.object({ name: z.string() })),
  ownPrice: z.boolean(),
  /** As entered (own) or the parent's, in the parent's basis. */
  price: z.number(),
  grossPrice: z.number(),
  trackStock: z.boolean(),
  stock: z.number().int(),
  lowStock: z.boolean(),
  published: z.boolean(),
  archived: z.boolean(),
  /** 1-based, among the parent's variants that are not archived (archived ones last). */
  position: z.number().int(),
});
export type StaffVariant = z.infer<typeof staffVariantSchema>;
export const variantAsEntered = (v: StaffVariant): z.output<typeof staffVariantBodySchema> => ({
  name: v.name,
  translations: v.translations,
  ownPrice: v.ownPrice,
  price: v.price,
  trackStock: v.trackStock,
  published: v.published,
});

const languageSchema = z.enum(LANGUAGES);
export const staffProductResponseSchema = okEnvelope({
  product: staffProductSchema,
  movements: z.array(stockMovementSchema),
  variants: z.array(staffVariantSchema),
  /** The club's default language (the variants' own names) and the other languages it offers (their translations). */
  defaultLanguage: languageSchema,
  languages: z.array(languageSchema),
});
export type StaffProductDetail = z.infer<typeof staffProductResponseSchema>;
