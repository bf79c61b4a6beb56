import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { sectionHydrated } from '../lib/hydration-ready';

/** Runs once its section has hydrated (or, on a page rendered in the browser, mounted). */
function HydratedMark() {
  // StrictMode mounts twice in development: count the section once.
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current) return;
    counted.current = true;
    sectionHydrated();
  }, []);
  return null;
}

/**
 * A part of a server-rendered page that React hydrates on its own: a `<Suspense>` boundary. `hydrateRoot`
 * hydrates what lies outside every section first, then each section in short tasks of its own, so a phone
 * answers a tap while the rest hydrates; a tap on a section not hydrated yet makes React hydrate that one
 * first and then handle the tap. Sections: the header's menu and tools, the page, the footer, the bottom bar,
 * each shop card and each court column. Rendered in the browser (a later page) it is its children as they are.
 */
export function HydrationSection({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <HydratedMark />
      {children}
    </Suspense>
  );
}
