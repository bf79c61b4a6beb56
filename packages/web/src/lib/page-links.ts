/**
 * The page numbers a pagination shows: up to `max` consecutive pages around the current one, kept inside
 * 1..pages (spec: up to 4 links for the shop and the blog, a window of 5 for activities).
 */
export function pageLinks(current: number, pages: number, max: number): number[] {
  const count = Math.min(max, Math.max(0, pages));
  if (count === 0) return [];
  const start = Math.min(Math.max(1, current - Math.floor((count - 1) / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
