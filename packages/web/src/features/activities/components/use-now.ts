import { useSyncExternalStore } from 'react';

/**
 * The browser's time, moving every `stepMs`; null on the server and during hydration (the markup must not
 * depend on when it was rendered), then the real time.
 */
export function useNow(stepMs: number): number | null {
  return useSyncExternalStore(
    (onChange) => {
      const timer = setInterval(onChange, stepMs);
      return () => clearInterval(timer);
    },
    () => Math.floor(Date.now() / stepMs) * stepMs,
    () => null,
  );
}
