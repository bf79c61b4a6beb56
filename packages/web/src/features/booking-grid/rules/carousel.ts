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
