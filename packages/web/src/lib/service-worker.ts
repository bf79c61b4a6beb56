/** Where the stamp of the app page the service worker keeps is remembered (its language and day). */
const SHELL_STAMP = 'clubportal.offline-page';

/**
 * Registers the portal's service worker (issue 22: installable, the member card offline), once the page has
 * loaded so it never competes with the first page. Production builds only: the Vite dev server has none.
 * The worker keeps the app's page in the language it was fetched in; when the page's language changes (or
 * once a day, for the club's settings) it is asked to fetch it again.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const start = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const stamp = `${document.documentElement.lang}|${new Date().toISOString().slice(0, 10)}`;
        if (window.localStorage.getItem(SHELL_STAMP) === stamp) return;
        registration.active?.postMessage({ type: 'refresh-shell' });
        window.localStorage.setItem(SHELL_STAMP, stamp);
      })
      .catch(() => {
        // No worker (private mode, refused): the portal works as before, only not offline.
      });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Asks the service worker to keep the member card's pictures for when there is no connection (sw.js, `keep-images`). */
export function keepImagesOffline(urls: string[]): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || urls.length === 0) return;
  void navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: 'keep-images', urls }))
    .catch(() => {});
}
