import { useSyncExternalStore } from 'react';

/** Whether the virtual card is open: the bottom bar's Card and the account menu open it, the layout shows it. */
const listeners = new Set<() => void>();
let open = false;

function set(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}

export const openMemberCard = () => set(true);
export const closeMemberCard = () => set(false);

export function useMemberCardOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
