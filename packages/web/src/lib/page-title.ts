import { useEffect, useSyncExternalStore } from 'react';

/**
 * A page's own name for the tab title ("Pala Vertex - Club" on a product page), when the section's name
 * is not enough. The app shell reads it (usePageTitleOverride) and keeps the "Page - Club" rule.
 */
let override: string | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function usePageTitle(name: string | null): void {
  useEffect(() => {
    if (!name) return;
    override = name;
    emit();
    return () => {
      override = null;
      emit();
    };
  }, [name]);
}

export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => override,
    () => null,
  );
}
