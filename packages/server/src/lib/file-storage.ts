import type { Executor } from '../db/dialect.js';
import { nowInstant, type Clock } from './clock.js';

/** `private`: served only on a signed link (lib/file-links.ts); its plain /uploads/<name> is not found. */
export type StoredFile = { data: Uint8Array; contentType: string; size: number; createdAt: string; private: boolean };

/**
 * Where uploaded files live. In the database, so every server instance behind a load balancer serves the
 * same files and a backup of the database is a backup of the uploads. Names are unique and never reused.
 */
export interface FileStorage {
  put(db: Executor, name: string, data: Uint8Array, contentType: string, opts?: { private?: boolean }): Promise<void>;
  get(name: string): Promise<StoredFile | undefined>;
}

export function databaseFileStorage(db: Executor, clock: Clock): FileStorage {
  return {
    async put(executor, name, data, contentType, opts) {
      const values = {
        name,
        data,
        content_type: contentType,
        size: data.byteLength,
        created_at: nowInstant(clock),
        private: opts?.private ? 1 : 0,
      };
      await executor
        .insertInto('stored_files')
        .values(values)
        .onConflict((oc) =>
          oc
            .column('name')
            .doUpdateSet({ data, content_type: contentType, size: values.size, created_at: values.created_at, private: values.private }),
        )
        .execute();
    },
    async get(name) {
      const row = await db.selectFrom('stored_files').selectAll().where('name', '=', name).executeTakeFirst();
      return row
        ? { data: row.data, contentType: row.content_type, size: row.size, createdAt: row.created_at, private: row.private === 1 }
        : undefined;
    },
  };
}

/** Makes stored files private (a training's media once it is scheduled with them); names not stored are left alone. */
export async function keepFilesPrivate(executor: Executor, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await executor.updateTable('stored_files').set({ private: 1 }).where('name', 'in', names).execute();
}

/** A stored file's bytes read in the caller's unit of work (a file stored by it is seen before it commits). */
export async function readStoredFile(executor: Executor, name: string): Promise<Uint8Array | undefined> {
  const row = await executor.selectFrom('stored_files').select('data').where('name', '=', name).executeTakeFirst();
  return row?.data;
}
