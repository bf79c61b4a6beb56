import type { MouseEvent } from 'react';

/**
 * A click anywhere on a selectable row ticks it (a bigger target on phones); clicks on the checkbox or a
 * link inside do their own thing. Keyboard users have the checkbox itself.
 */
export function toggleFromRow(event: MouseEvent, toggle: () => void): void {
  if ((event.target as HTMLElement).closest('input, a, button, label')) return;
  toggle();
}
