/**
 * Scrolls the page the least so that everything from `top` to `bottom` shows between the sticky header
 * (the page's scroll-padding-top) and the phone's fixed bottom bar; when it cannot all fit, `top` wins.
 * For a choice that folds away content above it: the page got shorter, the browser clamped the scroll
 * and left the chosen control (and the focus) above the screen.
 */
export function keepInView(top: Element, bottom: Element): void {
  const padTop = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const bar = document.querySelector('.bottom-bar');
  const padBottom = bar && getComputedStyle(bar).display !== 'none' ? bar.getBoundingClientRect().height : 0;
  const first = top.getBoundingClientRect().top;
  const last = bottom.getBoundingClientRect().bottom;
  let delta = Math.max(0, last - (window.innerHeight - padBottom));
  if (first - delta < padTop) delta = first - padTop;
  if (delta !== 0) window.scrollBy({ top: delta, behavior: 'instant' });
}
