import { STORAGE_KEYS } from '@clubportal/contract/http';

/** What the portal keeps about the logged-in customer under `cc` (spec: login result minus the token). */
export type StoredCustomer = { id: number | string; name: string; surname: string; logo: string };

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
    return { id: value.id, name: value.name ?? '', surname: value.surname ?? '', logo: value.logo ?? '' };
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

/** The stored bearer token (`ctk`), if any. */
export function getToken(): string | null {
  return read(STORAGE_KEYS.token);
}

export function isLoggedIn(): boolean {
  return Boolean(getToken());
}

/** Snapshot for useSyncExternalStore: the same object until the stored values change. */
export function getSession(): Session {
  const rawCustomer = read(STORAGE_KEYS.customer);
  const token = getToken();
  if (!snapshot || snapshot.rawCustomer !== rawCustomer || snapshot.session.token !== token) {
    snapshot = { rawCustomer, session: { customer: parseCustomer(rawCustomer), token } };
  }
  return snapshot.session;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function saveSession(customer: StoredCustomer, token: string): void {
  window.localStorage.setItem(STORAGE_KEYS.customer, JSON.stringify(customer));
  window.localStorage.setItem(STORAGE_KEYS.token, token);
  emit();
}

/** Logs out locally: customer, token and cart go (spec: 401, version change, logout). */
export function clearSession(): void {
  for (const key of [STORAGE_KEYS.customer, STORAGE_KEYS.token, STORAGE_KEYS.cart]) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Storage can be unavailable (private mode); nothing to clear then.
    }
  }
  emit();
}

// Another tab logging in or out changes what this one should show.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.customer) emit();
  });
}

/** Spec: logout clears cart and session and reloads; `to` replaces the reload when the page needs a login. */
export function logout(to?: string): void {
  clearSession();
  if (to) window.location.assign(to);
  else window.location.reload();
}
