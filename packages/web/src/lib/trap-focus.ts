const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * For a keydown: Tab and Shift+Tab cycle between `toggle` (the button that opened it) and what the open
 * `panel` shows, so the focus stays with a modal-like panel (the phone menu's drawer).
 */
export function trapFocus(event: KeyboardEvent, toggle: HTMLElement | null, panel: HTMLElement | null) {
  if (event.key !== 'Tab' || !toggle || !panel) return;
  const items = [toggle, ...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === toggle);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  } else if (!items.includes(active as HTMLElement)) {
    event.preventDefault();
    first.focus();
  }
}
