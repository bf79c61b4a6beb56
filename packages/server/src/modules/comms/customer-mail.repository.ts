import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

export async function insertCustomerEmail(
  db: Executor,
  m: { customerId: number; to: string; subject: string; body: string; sentAt?: Instant },
  now: Instant,
): Promise<number> {
  const row = await db
    .insertInto('customer_emails')
    .values({ customer_id: m.customerId, to_address: m.to, subject: m.subject, body: m.body, created_at: now, sent_at: m.sentAt ?? null, error: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
