import { STORAGE_KEYS } from '@clubportal/contract/http';

/** What the portal keeps about the logged-in customer under `cc` (spec: login result minus the token). */
export type StoredCustomer = {
  id: number | string;
  name: string;
  surname: string;
  logo: string;
  /** Set after an impersonation (child selector): the parent's id while acting as a linked child. */
  parent?: number | null;
  /** Set after an impersonation: the customer the session acts as. */
  currentId?: number;
  /** ISO instant the token stops working (login result `expiry`); past it the portal is logged out. */
  expiry?: string;
};

export type Session = { customer: StoredCustomer | null; token: string | null };

const listeners = new Set<() => void>();
let snapshot: { rawCustomer: string | null; session: Session } | null = null;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parseCustomer(raw: string | null): StoredCustomer | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredCustomer> | null;
    if (!value || typeof value !== 'object' || value.id === undefined) return null;
    const customer: StoredCustomer = { id: value.id, name: value.name ?? '', surname: value.surname ?? '', logo: value.logo ?? '' };
    if (typeof value.parent === 'number') customer.parent = value.parent;
    if (typeof value.currentId === 'number') customer.currentId = value.currentId;
    if (typeof value.expiry === 'string') customer.expiry = value.expiry;
    return customer;
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

function hasExpired(customer: StoredCustomer | null, now = Date.now()): boolean {
  const end = customer?.expiry ? Date.parse(customer.expiry) : Number.NaN;
  return !Number.isNaN(end) && end <= now;
}

/** The stored customer record, unless its login has expired (e.g. the 5-minute login after registering). */
function liveCustomerRaw(): string | null {
  const raw = read(STORAGE_KEYS.customer);
  return hasExpired(parseCustomer(raw)) ? null : raw;
}

/** The stored bearer token (`ctk`), if any and not expired. */
export function getToken(): string | null {
  const token = read(STORAGE_KEYS.token);
  return token && !hasExpired(parseCustomer(read(STORAGE_KEYS.customer))) ? token : null;
}

export function isLoggedIn(): boolean {
  return Boolean(getToken());
}

/**
 * Nobody logged in: what the server renders, and the browser's snapshot when nothing is stored. Being the
 * same object, a visitor's hydrated page does not render again once the stored session is read.
 */
export const NO_SESSION: Session = { customer: null, token: null };

/** Snapshot for useSyncExternalStore: the same object until the stored values change. */
export function getSession(): Session {
  const rawCustomer = liveCustomerRaw();
  const token = getToken();
  if (!snapshot || snapshot.rawCustomer !== rawCustomer || snapshot.session.token !== token) {
    const customer = parseCustomer(rawCustomer);
    snapshot = { rawCustomer, session: customer === null && token === null ? NO_SESSION : { customer, token } };
  }
  return snapshot.session;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * What the phone keeps of an account to show without a connection (the member card, the last My Bookings)
 * lives under this prefix, and goes with the login: logout, a switch into another account, account deletion.
 */
export const ACCOUNT_COPY_PREFIX = 'clubportal.account.';
/** Where the card was kept before (with the holder's email, phone and birth date): forgotten too. */
const LEGACY_CARD_PREFIX = 'clubportal.card.';

function forgetAccountCopies(): void {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i) ?? '');
    for (const key of keys)
      if (key.startsWith(ACCOUNT_COPY_PREFIX) || key.startsWith(LEGACY_CARD_PREFIX)) window.localStorage.removeItem(key);
  } catch {
    // No storage, nothing kept.
  }
  // The card's pictures the service worker kept (sw.js), the member's photo among them.
  if (typeof caches !== 'undefined') void caches.delete('card-images').catch(() => {});
}

/** A login or a switch into another account: nothing kept from the account before stays on the phone. */
export function saveSession(customer: StoredCustomer, token: string): void {
  forgetAccountCopies();
  window.localStorage.setItem(STORAGE_KEYS.customer, JSON.stringify(customer));
  window.localStorage.setItem(STORAGE_KEYS.token, token);
  emit();
  scheduleExpiry(customer);
}

let expiryTimer: ReturnType<typeof setTimeout> | undefined;
/** Tells the subscribers when the stored login expires, and forgets it then (the cart stays). */
function scheduleExpiry(customer: StoredCustomer | null): void {
  if (expiryTimer !== undefined) clearTimeout(expiryTimer);
  expiryTimer = undefined;
  const end = customer?.expiry ? Date.parse(customer.expiry) : Number.NaN;
  // setTimeout overflows past ~24.8 days; a 30-day login is checked on read (getToken) instead.
  if (Number.isNaN(end) || end - Date.now() > 2_000_000_000) return;
  expiryTimer = setTimeout(
    () => {
      expiryTimer = undefined;
      if (!hasExpired(parseCustomer(read(STORAGE_KEYS.customer)))) return;
      for (const key of [STORAGE_KEYS.customer, STORAGE_KEYS.token]) {
        try {
          window.localStorage.removeItem(key);
        } catch {
          // Nothing to forget without storage.
        }
      }
      emit();
    },
    Math.max(0, end - Date.now()) + 50,
  );
}

/** Logs out locally: customer, token, cart and what was kept for offline use go (spec: 401, version change, logout). */
export function clearSession(): void {
  forgetAccountCopies();
  for (const key of [STORAGE_KEYS.customer, STORAGE_KEYS.token, STORAGE_KEYS.cart]) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Storage can be unavailable (private mode); nothing to clear then.
    }
  }
  emit();
}

/** Empties the cart (`crt`) alone, e.g. after a password reset (the cart store listens here too). */
export function clearCart(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.cart);
  } catch {
    // No storage, no cart.
  }
  emit();
}

// Another tab logging in or out changes what this one should show.
if (typeof window !== 'undefined') {
  scheduleExpiry(parseCustomer(read(STORAGE_KEYS.customer)));
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.customer) emit();
  });
}

/**
 * The member card QR shown to this login stops opening doors (the server revokes it; the doors' list names it).
 * `keepalive`: the request outlives the reload that follows a logout or a switch.
 */
export function endDoorCard(): void {
  const token = getToken();
  if (!token || typeof fetch !== 'function') return;
  fetch('/api/door/credentials/revoke', { method: 'POST', headers: { authorization: `Bearer ${token}` }, keepalive: true }).catch(() => {
    // Offline: the QR still ends at its expiry.
  });
}

/** Spec: logout clears cart and session and reloads; `to` replaces the reload when the page needs a login. */
export function logout(to?: string): void {
  endDoorCard();
  clearSession();
  if (to) window.location.assign(to);
  else window.location.reload();
}
