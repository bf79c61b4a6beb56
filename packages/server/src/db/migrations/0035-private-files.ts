import type { Kysely } from 'kysely';

/**
 * Files only some members may see (issue 29 section 6): `stored_files.private` (0/1). A private file is served
 * only on a signed, short-lived link (lib/file-links.ts); its plain /uploads/<name> answers "not found".
 * Private today: the files of trainings (gallery, videos, files) and the uploads of activity sign-up forms.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('stored_files')
    .addColumn('private', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('stored_files')
    .set({ private: 1 })
    .where('name', 'in', db.selectFrom('training_media').select('location'))
    .execute();
  // A sign-up's answers are JSON [{ name, label, value }]; an uploaded file's value is its random stored name.
  const signups: Array<{ answers: string | null }> = await db.selectFrom('activity_signups').select('answers').execute();
  const names = new Set<string>();
  for (const { answers } of signups) {
    try {
      const list: unknown = JSON.parse(answers ?? '[]');
      if (!Array.isArray(list)) continue;
      for (const a of list as Array<{ value?: unknown }>)
        if (typeof a?.value === 'string' && /^[0-9a-f]{24}\.[a-z0-9]+$/.test(a.value)) names.add(a.value);
    } catch {
      // Not JSON: no file in it.
    }
  }
  const all = [...names];
  for (let i = 0; i < all.length; i += 500)
    await db
      .updateTable('stored_files')
      .set({ private: 1 })
      .where('name', 'in', all.slice(i, i + 500))
      .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stored_files').dropColumn('private').execute();
}
