import { checkoutBodySchema, type CheckoutBody } from '@clubportal/contract/checkout';

/**
 * A checkout waiting for its card to be saved on Transbank's page (spec "Checkout": Transbank with
 * save-card first stores the checkout data locally; the checkout resumes after tokenisation). The return
 * page resumes it only for the same cart (its guid and contents, `cartKey`) and only before it expires, so
 * an abandoned one never pays something else later. Versioned: a record another version of the page wrote
 * is dropped rather than misread.
 */
export const SAVED_CHECKOUT_VERSION = 1;
/** Longer than Transbank's inscription form waits for the card holder; a stale cart is not resumed. */
export const SAVED_CHECKOUT_TTL_MS = 30 * 60_000;
const KEY = 'save-card-checkout';

export type SavedCheckout = { v: typeof SAVED_CHECKOUT_VERSION; cartGuid: string; cartKey: string; expires: number; body: CheckoutBody };

export function storeSavedCheckout(record: { cartGuid: string; cartKey: string; body: CheckoutBody }, now = Date.now()): void {
  const saved: SavedCheckout = { v: SAVED_CHECKOUT_VERSION, ...record, expires: now + SAVED_CHECKOUT_TTL_MS };
  window.localStorage.setItem(KEY, JSON.stringify(saved));
}

/** The stored checkout, or null (none, expired, another version, unreadable); a dead record is removed. */
export function readSavedCheckout(now = Date.now()): SavedCheckout | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const record = parse(raw);
  if (!record || record.expires <= now) {
    clearSavedCheckout();
    return null;
  }
  return record;
}

function parse(raw: string): SavedCheckout | null {
  try {
    const value = JSON.parse(raw) as Partial<SavedCheckout> | null;
    if (
      value?.v !== SAVED_CHECKOUT_VERSION ||
      typeof value.cartGuid !== 'string' ||
      typeof value.cartKey !== 'string' ||
      typeof value.expires !== 'number'
    )
      return null;
    const body = checkoutBodySchema.safeParse(value.body);
    return body.success ? { v: value.v, cartGuid: value.cartGuid, cartKey: value.cartKey, expires: value.expires, body: body.data } : null;
  } catch {
    return null;
  }
}

export function clearSavedCheckout(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing stored then.
  }
}
