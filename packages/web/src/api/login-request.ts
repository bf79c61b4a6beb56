/**
 * The one channel through which anything (the HTTP client on a 401, the route guard, a "Log in" button)
 * asks for the login dialog. The app layout renders the dialog from this state.
 */
export type LoginRequest = {
  open: boolean;
  returnTo: string | null;
  /** Present when the dialog should open on its Register tab (requestRegister). */
  mode?: 'register';
};

const listeners = new Set<() => void>();
/** The dialog closed, as the server renders it: the same object, so hydration needs no second render. */
export const LOGIN_CLOSED: LoginRequest = { open: false, returnTo: null };
let state: LoginRequest = LOGIN_CLOSED;

function set(next: LoginRequest) {
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the login dialog; after a successful login the app goes to `returnTo` (when given). */
export function requestLogin(returnTo: string | null = null): void {
  set({ open: true, returnTo });
}

/** Opens the same dialog on its Register tab (the menu's register link, when RegisterOn). */
export function requestRegister(returnTo: string | null = null): void {
  set({ open: true, returnTo, mode: 'register' });
}

/** Closes the dialog and forgets the remembered path (read it first with consumeReturnTo). */
export function closeLogin(): void {
  set(LOGIN_CLOSED);
}

/** Called once the remembered path has been used, so a later plain login does not jump there. */
export function consumeReturnTo(): string | null {
  const target = state.returnTo;
  if (target !== null) set({ ...state, returnTo: null });
  return target;
}

export function getLoginRequest(): LoginRequest {
  return state;
}

export function subscribeLoginRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Current in-app path, the place a 401 sends the customer back to after logging in again. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}
