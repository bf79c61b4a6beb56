/**
 * A level as every page writes it: two decimals in the page's locale (3.10, 3,25), so the levels page, the
 * results page and their history read the same.
 */
export const formatLevel = (level: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(level);
