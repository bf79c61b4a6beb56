/**
 * The reports page's chart rules (issue 33 §7), pure so they are tested without a browser: the heat map's colour
 * of an occupancy and the bars' lengths.
 */

/**
 * A heat-map cell's background for an occupancy in percent: a green from nearly white (empty) to a mid green
 * (full). Lightness never goes below 42%, so the cell's dark text keeps a contrast above 4.5:1 at every value.
 */
export function heatColour(percent: number): string {
  const p = Math.min(100, Math.max(0, percent));
  const lightness = Math.round(97 - p * 0.55);
  return `hsl(150 55% ${lightness}%)`;
}

/** A bar's length in percent of the longest bar's value (0 when every value is 0; negatives count as 0). */
export function barPercent(value: number, values: readonly number[]): number {
  const max = Math.max(0, ...values);
  return max > 0 ? Math.max(0, Math.round((value / max) * 100)) : 0;
}
