import { describe, expect, it } from 'vitest';
import { foldForSearch, foldedSql, SEARCH_FOLDS } from './search-fold.js';

describe('search folding', () => {
  it('folds accents and case the way the search column holds them', () => {
    expect(foldForSearch('Ángela MUÑOZ Çelik')).toBe('angela munoz celik');
    // A letter typed as a base and a combining accent (some keyboards) is the same letter.
    expect(foldForSearch('Jose\u0301')).toBe('jose');
    // Letters outside the table are left as they are, as the column leaves them.
    expect(foldForSearch('Dvořák')).toBe('dvořak');
  });

  it('writes one replace() per folded letter, capitals included (SQLite lowers ASCII only)', () => {
    const expression = foldedSql('x');
    expect(expression.match(/replace\(/g)).toHaveLength(SEARCH_FOLDS.length);
    expect(expression).toContain("'Ñ', 'n'");
    expect(expression).toContain("'é', 'e'");
  });
});
