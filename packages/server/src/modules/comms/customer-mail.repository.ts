import type { Db } from '../../db/dialect.js';
import { nowIso } from '../../lib/clock.js';

export async function insertCustomerEmail(db: Db, m: { customerId: number; to: string; subject: string; body: string }): Promise<number> {
  const row = await db
    .insertInto('customer_emails')
    .values({ customer_id: m.customerId, to_address: m.to, subject: m.subject, body: m.body, created_at: nowIso(), sent_at: null, error: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markEmailSent(db: Db, id: number, error: string | null): Promise<void> {
  await db
    .updateTable('customer_emails')
    .set(error ? { error: error.slice(0, 500) } : { sent_at: nowIso() })
    .where('id', '=', id)
    .execute();
}
