import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the page hydrates (which must render what the server sent), true after: for what
 * only the browser can show (a sanitised text, a moving slide) without a hydration mismatch.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
