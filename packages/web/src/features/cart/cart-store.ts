import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@clubportal/contract/http';
import { subscribeSession } from '../../api/session';
import { EMPTY_CART, readStoredCart, type Cart, type StoredCartParser } from './rules/cart-rules';

/**
 * The cart as the browser keeps it (`crt` in localStorage, spec sections 3, 4 and 9): one store read
 * through useSyncExternalStore, so a server-rendered page shows the empty cart and switches to the stored
 * one right after hydration. Other tabs' changes arrive through the storage event; logout, account
 * deletion and a 401 clear `crt` together with the session (api/session.ts), which this store follows.
 *
 * Reading `crt` back needs its parser (./rules/stored-cart, with zod), which the first page does not carry:
 * while it loads, a stored cart shows as empty for a moment. Whatever changes the cart or acts on it (the
 * checkout, the payment result pages, Add to cart) imports cart-actions, which hands the parser over as it
 * loads: such a page never sees that stand-in, and no change starts from it.
 */

const listeners = new Set<() => void>();
let cached: { raw: string | null; cart: Cart } | null = null;
let parse: StoredCartParser | null = null;
let parserLoading = false;

/** Lets the store read a stored cart (cart-actions calls it as it loads; the header loads it on demand). */
export function provideStoredCartParser(parser: StoredCartParser): void {
  if (parse) return;
  parse = parser;
  emit();
}

function loadParser(): void {
  if (parserLoading) return;
  parserLoading = true;
  void import('./rules/stored-cart').then((module) => provideStoredCartParser(module.parseStoredCart));
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.cart);
  } catch {
    return null;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** The cart to show: the same object until `crt` changes (a useSyncExternalStore snapshot). */
export function getCart(): Cart {
  if (typeof window === 'undefined') return EMPTY_CART;
  const raw = readRaw();
  if (raw && !parse) {
    loadParser();
    return EMPTY_CART;
  }
  if (!cached || cached.raw !== raw) cached = { raw, cart: parse ? readStoredCart(raw, new Date(), parse) : EMPTY_CART };
  else if (cached.cart.expires && Date.parse(cached.cart.expires) <= Date.now()) cached = { raw, cart: EMPTY_CART };
  return cached.cart;
}

/** Stores the cart (an empty one removes `crt`) and tells every reader. */
export function saveCart(cart: Cart): void {
  try {
    if (cart.sItems.length === 0 && cart.sales.length === 0) window.localStorage.removeItem(STORAGE_KEYS.cart);
    else window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(cart));
  } catch {
    // Without storage (private mode) the cart lives as long as the page.
    cached = { raw: null, cart };
  }
  emit();
}

export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  // Logout, account deletion and 401 clear `crt` through the session store.
  const unsubscribeSession = subscribeSession(listener);
  return () => {
    listeners.delete(listener);
    unsubscribeSession();
  };
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.cart) emit();
  });
}

const serverCart = () => EMPTY_CART;

/** The cart for rendering; the server (and hydration) see the empty cart. */
export function useCart(): Cart {
  return useSyncExternalStore(subscribeCart, getCart, serverCart);
}

/** Spec: payment success clears the cart (also called by the checkout's success paths). */
export function clearCart(): void {
  saveCart(EMPTY_CART);
}
