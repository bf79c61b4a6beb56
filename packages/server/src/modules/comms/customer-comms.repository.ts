import type { Db } from '../../db/dialect.js';

export function findEmailSummaries(db: Db, customerId: number) {
  return db
    .selectFrom('customer_emails')
    .select(['id', 'subject', 'created_at'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findEmail(db: Db, customerId: number, id: number) {
  return db
    .selectFrom('customer_emails')
    .select(['id', 'subject', 'body', 'created_at'])
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

export function findSms(db: Db, customerId: number) {
  return db
    .selectFrom('customer_sms')
    .select(['id', 'text', 'created_at'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
