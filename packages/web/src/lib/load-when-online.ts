/**
 * Loads a part's code on demand (for `React.lazy`); offline, it waits for the connection and tries again
 * instead of failing, so the part stays in its Suspense fallback meanwhile. A failed lazy part would
 * otherwise throw to the layout's error boundary and take the header and the page with it. Online, a
 * failure (a chunk gone after a deploy) fails as before.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (typeof navigator === 'undefined' || navigator.onLine) throw error;
    return new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true })).then(() =>
      loadWhenOnline(load),
    );
  });
}
