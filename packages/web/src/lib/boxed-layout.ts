import { useCallback, useSyncExternalStore } from 'react';
import { BOXED_LAYOUT_KEY } from '@clubportal/contract/http';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.sessionStorage.getItem(BOXED_LAYOUT_KEY) === 'true';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Boxed layout on/off, kept in session storage (spec section 4: "Layout boxed toggle"). */
export function useBoxedLayout(): [boolean, (on: boolean) => void] {
  const boxed = useSyncExternalStore(subscribe, read, () => false);
  const set = useCallback((on: boolean) => {
    try {
      window.sessionStorage.setItem(BOXED_LAYOUT_KEY, String(on));
    } catch {
      // Without session storage the toggle simply does not persist.
    }
    for (const listener of listeners) listener();
  }, []);
  return [boxed, set];
}
