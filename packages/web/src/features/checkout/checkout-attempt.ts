/**
 * The last checkout this browser sent: the cart's guid (the server's idempotency key) and what it held.
 * The return pages read it to know the cart went to a payment; the checkout page reads it to know when
 * the same guid would carry other contents (the server refuses that), so a new guid is needed.
 */
export type CheckoutAttempt = { guid: string; fingerprint: string };

const KEY = 'checkout-attempt';

export function lastCheckoutAttempt(): CheckoutAttempt | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<CheckoutAttempt>) : null;
    return parsed && typeof parsed.guid === 'string' && typeof parsed.fingerprint === 'string'
      ? { guid: parsed.guid, fingerprint: parsed.fingerprint }
      : null;
  } catch {
    return null;
  }
}

export function recordCheckoutAttempt(attempt: CheckoutAttempt): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(attempt));
  } catch {
    // Without storage the return page cannot confirm by guid; it shows the provider's outcome instead.
  }
}

/** Whether this cart's guid went to a checkout (the success page then confirms it with the server). */
export const wentToCheckout = (guid: string) => guid !== '' && lastCheckoutAttempt()?.guid === guid;
