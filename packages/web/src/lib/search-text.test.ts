import { describe, expect, it } from 'vitest';
import { isApplicableSearch, searchToApply } from './search-text';

describe('search text (shop and blog: over 3 characters)', () => {
  it('applies an empty text (everything) or one longer than 3 characters', () => {
    expect(['', '  ', 'pal', 'pala', ' pala '].map(isApplicableSearch)).toEqual([true, true, false, true, true]);
  });
  it('searches only for a text longer than 3 characters, trimmed', () => {
    expect(['pal', ' pala '].map(searchToApply)).toEqual(['', 'pala']);
  });
});
