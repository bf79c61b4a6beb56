import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n, initI18n } from '../i18n';
import { closeLogin } from '../api/login-request';

// Lazy pages and the lazy login dialog are transformed on first import: slow on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling; React Router's scroll restoration calls it.
window.scrollTo = () => {};

// jsdom lays nothing out: everything observed is taken to be on screen (WhenVisible renders at once).
class OnScreenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = OnScreenObserver as unknown as typeof IntersectionObserver;

// Tests read the en-US texts, which are the spec's own strings.
await initI18n('en-US');

afterEach(async () => {
  cleanup();
  // A test that moved the clock and failed before giving it back must not leave fake timers to the next.
  vi.useRealTimers();
  if (i18n.language !== 'en-US') await i18n.changeLanguage('en-US');
  closeLogin();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
