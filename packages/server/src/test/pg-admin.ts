import pg from 'pg';

/** Statements one after the other on a connection of their own: creating and dropping test schemas and databases. */
export async function adminQuery(url: string, ...statements: string[]): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    for (const text of statements) await c.query(text);
  } finally {
    await c.end();
  }
}

/** The rows of one query on its own connection (finding a run's leftover databases). */
export async function adminRows(url: string, text: string): Promise<Record<string, unknown>[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<Record<string, unknown>>(text)).rows;
  } finally {
    await c.end();
  }
}
