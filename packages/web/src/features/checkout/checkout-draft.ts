import { z } from 'zod';
import { deliverySchema, type DeliveryInput } from './rules/checkout-rules';

/**
 * What the member typed on /checkout, kept in this tab (sessionStorage) while they are away at a payment
 * gateway: back from a declined card ("Volver al pago"), the page is as they left it, the guest's details
 * and passwords included. Only for the same cart (its guid) and for 30 minutes; removed once paid. Card
 * numbers are never part of it (they are typed on the gateway's page or tokenised, never in this form).
 */
const KEY = 'checkout-draft';
export const CHECKOUT_DRAFT_TTL_MS = 30 * 60_000;

const draftSchema = z.object({
  cartGuid: z.string(),
  expires: z.number(),
  delivery: deliverySchema,
  transportId: z.number().int().nullable(),
  methodChoice: z.string().nullable(),
  promo: z.string().max(100),
});
export type CheckoutDraft = Omit<z.infer<typeof draftSchema>, 'expires' | 'delivery'> & { delivery: DeliveryInput };

export function storeCheckoutDraft(draft: CheckoutDraft, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ ...draft, expires: now + CHECKOUT_DRAFT_TTL_MS }));
  } catch {
    // Without storage the form is simply not kept.
  }
}

/** The draft of this cart, or null (none, another cart, expired, unreadable). */
export function readCheckoutDraft(cartGuid: string, now = Date.now()): CheckoutDraft | null {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (!raw || !cartGuid) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = draftSchema.safeParse(value);
  if (!parsed.success || parsed.data.cartGuid !== cartGuid || parsed.data.expires <= now) return null;
  const { expires: _expires, ...draft } = parsed.data;
  return draft;
}

export function clearCheckoutDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
