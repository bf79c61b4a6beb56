/**
 * Playing levels (issue 23). The server keeps them as whole hundredths (3.25 is 325) so that comparisons and
 * averages never meet a float; the API and the pages speak decimals.
 */

/** The lowest and highest level a club can give (the providers' scales fit in it). */
export const MIN_LEVEL = 0;
export const MAX_LEVEL = 10;

export const levelFromHundredths = (hundredths: number): number => hundredths / 100;

/** A decimal level from the API or a form, as hundredths; half a hundredth rounds away from zero. */
export const levelToHundredths = (level: number): number => Math.sign(level) * Math.round(Math.abs(level) * 100);

/** A level range; either end may be open (null). */
export interface LevelRange {
  min: number | null;
  max: number | null;
}

/** Whether a level (hundredths) is inside a range (hundredths, ends included). A member with no level is inside an open range only. */
export function isLevelInRange(level: number | null, range: LevelRange): boolean {
  if (range.min === null && range.max === null) return true;
  if (level === null) return false;
  return (range.min === null || level >= range.min) && (range.max === null || level <= range.max);
}
