/**
 * After an action that replaces what had the focus (logging in, switching account, a form sent), the
 * focus goes to a sensible place and screen readers hear what happened. The app shell renders the one
 * polite live region (#announcer).
 */
const PENDING_KEY = 'announce';

export function announce(text: string): void {
  const region = document.getElementById('announcer');
  if (!region) return;
  // A change of text is what gets announced: clear first so the same message twice is read twice.
  region.textContent = '';
  window.setTimeout(() => {
    region.textContent = text;
  }, 50);
}

/** The account menu's button once it is rendered, else the page's main content. */
export function focusAfterAccountChange(): void {
  window.setTimeout(() => {
    const target = document.querySelector<HTMLElement>('[data-account-toggle]') ?? document.getElementById('main-content');
    target?.focus();
  }, 0);
}

/** For an action that reloads the page (switching account): said and focused once the new page is up. */
export function announceAfterReload(text: string): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, text);
  } catch {
    // Without session storage the reload is silent.
  }
}

/** The shell calls this once it is up. */
export function announcePending(): void {
  let text: string | null = null;
  try {
    text = window.sessionStorage.getItem(PENDING_KEY);
    window.sessionStorage.removeItem(PENDING_KEY);
  } catch {
    return;
  }
  if (!text) return;
  announce(text);
  focusAfterAccountChange();
}
