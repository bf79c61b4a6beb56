import { useEffect, useLayoutEffect, type RefObject } from 'react';

/** Where the menu-fit measure looks inside its container: the bar, and the logo and menu side by side in it. */
export type MenuParts = { bar: string; brand: string; menu: string };

/** Free space kept between the logo and the menu before the menu folds into the drawer. */
const MENU_MIN_GAP = 24;
/** The phone layout of layout.css (bottom bar, drawer). */
const PHONE_LAYOUT = '(max-width: 499.98px)';

/**
 * Whether the full menu fits beside the logo: measured with the full menu laid out, for the current width,
 * language, login and layout, and written to the container as data-compact (the CSS turns the menu into a
 * drawer otherwise). Done before paint, and again when the width, the fonts or the logo change.
 */
function measureMenuFit(container: HTMLElement | null, parts: MenuParts) {
  const bar = container?.querySelector<HTMLElement>(parts.bar);
  if (!container || !bar) return;
  // Phones (the layout with the bottom bar) always get the drawer: no menu of the spec fits beside a logo
  // there, and measuring lays the whole page out twice during the page's first, slowest moments.
  if (window.matchMedia?.(PHONE_LAYOUT).matches) {
    container.dataset.compact = 'true';
    return;
  }
  container.dataset.compact = 'false';
  const brand = bar.querySelector<HTMLElement>(parts.brand);
  const menu = bar.querySelector<HTMLElement>(parts.menu);
  let fits = bar.scrollWidth <= bar.clientWidth + 1;
  if (fits && brand && menu) fits = menu.getBoundingClientRect().left - brand.getBoundingClientRect().right >= MENU_MIN_GAP;
  container.dataset.compact = fits ? 'false' : 'true';
}

/** Keeps `data-compact` on the container true whenever its menu would not fit beside its logo. */
export function useMenuFit(containerRef: RefObject<HTMLElement | null>, parts: MenuParts) {
  // Every render may change the menu (language, login, posts): measure again before it is painted.
  useLayoutEffect(() => measureMenuFit(containerRef.current, parts));
  useEffect(() => {
    const container = containerRef.current;
    const bar = container?.querySelector<HTMLElement>(parts.bar);
    if (!container || !bar || typeof ResizeObserver === 'undefined') return;
    const measure = () => measureMenuFit(container, parts);
    // The bar's width, and the logo's and the menu's own sizes: a logo that loads or falls back to the
    // wordmark, or a font that arrives, changes them without the container rendering again.
    const observer = new ResizeObserver(measure);
    for (const part of [bar, bar.querySelector(parts.brand), bar.querySelector(parts.menu)]) if (part) observer.observe(part);
    container.addEventListener('load', measure, true);
    document.fonts?.addEventListener('loadingdone', measure);
    return () => {
      observer.disconnect();
      container.removeEventListener('load', measure, true);
      document.fonts?.removeEventListener('loadingdone', measure);
    };
  }, [containerRef, parts]);
}
