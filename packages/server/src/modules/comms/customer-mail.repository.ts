import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

export async function insertCustomerEmail(
  db: Executor,
  m: { customerId: number; to: string; subject: string; body: string; sentAt?: Instant },
  now: Instant,
): Promise<number> {
  const row = await db
    .insertInto('customer_emails')
    .values({
      customer_id: m.customerId,
      to_address: m.to,
      subject: m.subject,
      body: m.body,
      created_at: now,
      sent_at: m.sentAt ?? null,
      error: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Customers with their parent's address and language (a dependant's), for `mailRecipients`. */
export function findMailAddressees(db: Executor, customerIds: number[]) {
  if (!customerIds.length) return Promise.resolve([]);
  return db
    .selectFrom('customers as c')
    .leftJoin('customers as p', (j) => j.onRef('p.id', '=', 'c.parent_id').on('p.deleted_at', 'is', null))
    .select([
      'c.id',
      'c.name',
      'c.surname',
      'c.email',
      'c.language',
      'p.id as parent_id',
      'p.email as parent_email',
      'p.language as parent_language',
    ])
    .where('c.id', 'in', customerIds)
    .where('c.deleted_at', 'is', null)
    .execute();
}
