/**
 * Accents folded out of the customers' search (issue 33 §4): "angela" finds "Ángela", "MUÑOZ" and "munoz" find
 * "Muñoz". One table for both sides: the database folds the search column with it (migration 0063's triggers, as
 * nested `replace()`: SQLite has neither `translate()` nor `unaccent`, and its `lower()` is ASCII only, so the
 * capitals are listed too) and the typed text is folded with it before the search. A letter added here needs a
 * migration that rebuilds the triggers and the column.
 */
const GROUPS: ReadonlyArray<readonly [string, string]> = [
  ['àáâãäåÀÁÂÃÄÅ', 'a'],
  ['èéêëÈÉÊË', 'e'],
  ['ìíîïÌÍÎÏ', 'i'],
  ['òóôõöøÒÓÔÕÖØ', 'o'],
  ['ùúûüÙÚÛÜ', 'u'],
  ['ýÿÝŸ', 'y'],
  ['ñÑ', 'n'],
  ['çÇ', 'c'],
];

/** Each folded letter and what it becomes. */
export const SEARCH_FOLDS: ReadonlyArray<readonly [string, string]> = GROUPS.flatMap(([letters, plain]) =>
  [...letters].map((letter) => [letter, plain] as const),
);
const FOLDED = new Map(SEARCH_FOLDS);

/** Typed text as the search column holds it: composed, lower case, the listed accents folded. */
export const foldForSearch = (text: string): string => [...text.normalize('NFC').toLowerCase()].map((c) => FOLDED.get(c) ?? c).join('');

/** A SQL expression (both dialects) folding the accents of another one's text. */
export const foldedSql = (expression: string): string =>
  SEARCH_FOLDS.reduce((e, [letter, plain]) => `replace(${e}, '${letter}', '${plain}')`, expression);
