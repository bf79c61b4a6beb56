import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following it as the window changes. `null` on the server and while
 * hydrating (the server cannot know the screen): a page that lays out differently per screen renders for
 * both there, and CSS shows the right one until this knows. Without `matchMedia` (tests) nothing matches.
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => null,
  );
}
