import type { Transaction } from 'kysely';
import { isSqlite, type Db, type Executor } from './dialect.js';
import type { Database } from './schema.js';

export type Tx = Transaction<Database>;

const afterCommitHooks = new WeakMap<Executor, Array<() => void>>();

/**
 * Runs `work` in one transaction: the one way to open a unit of work. The caller that owns the work opens
 * it and passes the transaction down; services and repositories never open one of their own, and trying to
 * open one inside another throws (it would silently commit half of the outer work).
 * Hooks registered with `afterCommit` run once the transaction has committed, never after a rollback.
 */
export async function unitOfWork<T>(db: Db, work: (trx: Tx) => Promise<T>): Promise<T> {
  if (db.isTransaction) throw new Error('unitOfWork inside a transaction: pass the open transaction down instead');
  const hooks: Array<() => void> = [];
  const result = await db.transaction().execute((trx) => {
    afterCommitHooks.set(trx, hooks);
    return work(trx);
  });
  for (const hook of hooks) hook();
  return result;
}

/**
 * Work to do once what was written through `executor` is committed (sending queued mail). Outside a
 * transaction every statement commits on its own, so the hook runs at once.
 */
export function afterCommit(executor: Executor, hook: () => void): void {
  if (!executor.isTransaction) return hook();
  const hooks = afterCommitHooks.get(executor);
  if (!hooks) throw new Error('afterCommit on a transaction not opened by unitOfWork');
  hooks.push(hook);
}

/** Tables whose rows a unit of work may lock (numeric `id` primary key). */
export type LockableTable =
  | 'activities'
  | 'banners'
  | 'booking_templates'
  | 'booking_types'
  | 'bookings'
  | 'customers'
  | 'dynamic_forms'
  | 'file_uploads'
  | 'payments'
  | 'products'
  | 'promos'
  | 'resources'
  | 'sales'
  | 'teams'
  | 'text_blocks'
  | 'transports'
  | 'trainings'
  | 'vouchers';

/**
 * Locks one row until the transaction ends, so concurrent units of work on that row run one after the other.
 * PostgreSQL: `SELECT ... FOR NO KEY UPDATE`: it excludes the other lockers as FOR UPDATE does, but not the key
 * share a foreign key check takes. With FOR UPDATE, two members joining each other's matches deadlocked: each
 * locked their own row, then queued a mail to the other owner (customer_emails.customer_id checks the owner's row). SQLite: transactions begin IMMEDIATE (db/dialect.ts), so the
 * transaction already holds the database's single write lock; the select only checks the row exists.
 * Returns false when there is no such row.
 */
export async function lockRow(trx: Tx, table: LockableTable, id: number): Promise<boolean> {
  if (!trx.isTransaction) throw new Error('lockRow needs a transaction (unitOfWork)');
  const query = trx.selectFrom(table).select('id').where('id', '=', id);
  const row = await (isSqlite(trx) ? query : query.forNoKeyUpdate()).executeTakeFirst();
  return row !== undefined;
}
