/**
 * Spec section 9, booking carousel: 8 resources side by side on a desktop, 3 below 1300 px, 2 below 700 px,
 * 1 below 480 px. `styles/booking-grid.css` lays the columns out with the same breakpoints (so the server's
 * HTML has its final layout); this tells the script how many are in view.
 */
export const CAROUSEL_BREAKPOINTS = [
  { below: 480, slides: 1 },
  { below: 700, slides: 2 },
  { below: 1300, slides: 3 },
] as const;
export const CAROUSEL_DESKTOP_SLIDES = 8;

export function slidesPerView(viewportWidth: number): number {
  return CAROUSEL_BREAKPOINTS.find((b) => viewportWidth < b.below)?.slides ?? CAROUSEL_DESKTOP_SLIDES;
}

/** The grid's two views of the same answer: start times first, or the spec's court carousel. */
export type GridView = 'times' | 'courts';

/**
 * Screens where the carousel shows two courts or fewer (a phone) open on the time-first view (issue 20);
 * wider ones on the carousel. The same width as the CSS rule that picks the view before the script runs.
 */
export const PHONE_GRID_QUERY = '(max-width: 699.98px)';

export function gridViewOf(param: string | null): GridView | null {
  return param === 'times' || param === 'courts' ? param : null;
}

/** Which courts are in view, for the carousel's "Courts 4–6 of 8" (1-based, clamped to the list). */
export function pageInView(input: { scrollLeft: number; column: number; perView: number; total: number }): { from: number; to: number } {
  const { scrollLeft, perView, total } = input;
  // A column's width plus its gap (the next court peeks in, so it is not the track's width over perView).
  const column = input.column > 0 ? input.column : 1;
  const first = Math.min(Math.max(0, Math.round(scrollLeft / column)), Math.max(0, total - perView));
  return { from: first + 1, to: Math.min(total, first + perView) };
}
