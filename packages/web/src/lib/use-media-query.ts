import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a CSS media query matches, following it as the window changes. `null` on the server, while
 * hydrating and in the first render (the server cannot know the screen): a page that lays out differently per
 * screen renders for both there, and CSS shows the right one until this knows. Without `matchMedia` (tests)
 * nothing matches.
 *
 * The answer arrives as a transition: the page's re-render for its screen is done in short, interruptible
 * tasks. (`useSyncExternalStore` re-rendered the whole page synchronously right after hydration, one long
 * task on a phone: the booking grid's 90 ms at Lighthouse's 4x slower CPU.)
 */
export function useMediaQuery(query: string): boolean | null {
  const [matches, setMatches] = useState<boolean | null>(null);
  useEffect(() => {
    const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
    const update = () => startTransition(() => setMatches(list?.matches ?? false));
    update();
    list?.addEventListener('change', update);
    return () => list?.removeEventListener('change', update);
  }, [query]);
  return matches;
}
