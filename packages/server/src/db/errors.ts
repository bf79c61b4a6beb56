// What the two dialects say when the database refuses a write. One home, so every caller that turns a refusal
// into a member's sentence reads it the same way on SQLite and on PostgreSQL.

const codeOf = (err: unknown) => (err as { code?: string } | null)?.code;

/** A UNIQUE constraint refused the row (PostgreSQL 23505; better-sqlite3's code, or its message on older builds). */
export function isUniqueViolation(err: unknown): boolean {
  const code = codeOf(err);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test((err as Error | null)?.message ?? '');
}

/** PostgreSQL's exclusion constraint (overlapping bookings of a court) refused the row. */
export const isExclusionViolation = (err: unknown): boolean => codeOf(err) === '23P01';
