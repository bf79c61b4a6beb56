/**
 * Reads rows page after page by id (keyset, not offset): `read(cursor, limit)` answers the rows after the cursor
 * in the caller's order (ascending after it, or newest first before it), the cursor is null for the first page.
 * A page shorter than `limit` is the last; an export of 50,000 rows is never in memory at once.
 */
export async function* keysetPages<R extends { id: number }>(
  limit: number,
  read: (cursor: number | null, limit: number) => Promise<R[]>,
): AsyncGenerator<R[]> {
  let cursor: number | null = null;
  for (;;) {
    const rows = await read(cursor, limit);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < limit) return;
    cursor = rows[rows.length - 1]!.id;
  }
}
