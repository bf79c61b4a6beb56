import pg from 'pg';

/** One statement on its own connection: creating and dropping test schemas and databases. */
export async function adminQuery(url: string, text: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}
