/**
 * The first script of a server-rendered page: the server puts it in place of the app's entry (static-web.ts),
 * with the entry and its chunks in `data-entry` and `data-preload`. The page is whole in its HTML, so its code
 * (150 KB of React, router and shell, then hydration) is fetched and run only once the browser has shown that
 * HTML: on a phone the style sheet, the font and the first image then have the bandwidth and the main thread
 * to themselves. Links work before hydration; a tap on a button waits for it, as it would anyway.
 *
 * A page that is not visible (a background tab, a prerender) does not paint, and a browser without paint
 * timing cannot say when it has: both go on at once. FIRST_PAINT_MAX_WAIT_MS bounds the wait on a network
 * so slow that the style sheet has not arrived.
 */
export const FIRST_PAINT_MAX_WAIT_MS = 3000;

/** Settles once the page's first contentful paint is on screen (or at once / after the bound, see above). */
export function firstPaint(doc: Document = document): Promise<void> {
  if (doc.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      doc.removeEventListener('visibilitychange', done);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) done();
    });
    const timer = setTimeout(done, FIRST_PAINT_MAX_WAIT_MS);
    doc.addEventListener('visibilitychange', done);
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Fetches the entry's chunks in parallel (the entry would otherwise find them one import at a time), then runs it. */
export async function startApp(
  doc: Document = document,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<void> {
  const script = doc.querySelector<HTMLScriptElement>('script[data-entry]');
  const entry = script?.dataset.entry;
  if (!entry) throw new Error('the page has no data-entry script');
  await firstPaint(doc);
  for (const href of [entry, ...(script.dataset.preload ?? '').split(' ').filter(Boolean)]) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  await load(entry);
}
