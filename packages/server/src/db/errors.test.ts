import { describe, expect, it } from 'vitest';
import { isExclusionViolation, isUniqueViolation } from './errors.js';

describe('database refusals read the same on both dialects', () => {
  it('a unique refusal from PostgreSQL, from better-sqlite3 by code or by message', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBe(true);
    expect(isUniqueViolation(new Error('UNIQUE constraint failed: sale.guid'))).toBe(true);
  });

  it('other refusals are not unique ones', () => {
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('FOREIGN KEY constraint failed'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isExclusionViolation({ code: '23P01' })).toBe(true);
    expect(isExclusionViolation({ code: '23505' })).toBe(false);
  });
});
