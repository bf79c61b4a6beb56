/**
 * When every section of a server-rendered page has hydrated: what `data-ready` (tests, tools) waits for.
 * React reports no such moment, so the sections the server sent are counted in the markup (React marks each
 * completed `<Suspense>` boundary with a `<!--$-->` comment) and each `HydrationSection` counts itself off
 * once it has hydrated. So every `<Suspense>` boundary the server completes must be a `HydrationSection`: one
 * of any other kind is never counted off and the page is never marked ready (SanitizedHtml's own boundary did
 * that to every product page).
 */
let pending = 0;
let markReady: () => void = () => {};
let ready: Promise<void> = Promise.resolve();

/** Counts the sections in the server's markup; call before `hydrateRoot`. */
export function expectSections(root: Element): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  let count = 0;
  while (walker.nextNode()) if ((walker.currentNode as Comment).data === '$') count += 1;
  pending = count;
  ready = count === 0 ? Promise.resolve() : new Promise((resolve) => (markReady = resolve));
}

/** A section has hydrated (sections rendered later, in the browser, find nothing pending). */
export function sectionHydrated(): void {
  if (pending === 0) return;
  pending -= 1;
  if (pending === 0) markReady();
}

/** Settles once every section of the server's markup has hydrated (at once on a page rendered here). */
export function whenHydrated(): Promise<void> {
  return ready;
}
