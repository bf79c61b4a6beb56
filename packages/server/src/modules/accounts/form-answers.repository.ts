import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

/**
 * A customer's answers to the club's own fields of the registration form or of the form that added them (a child),
 * `[{ name, value }]` by field name; the forms are dynamic-forms', the answers part of the customer's data (kept here,
 * wiped with it). Migration 0069.
 */
export type FormAnswer = { name: string; value: string };

/** Writes (or replaces) a customer's answers to one form; none given writes nothing. */
export async function writeFormAnswers(db: Executor, customerId: number, parentName: string, answers: FormAnswer[], now: Instant) {
  await db.deleteFrom('customer_form_answers').where('customer_id', '=', customerId).where('parent_name', '=', parentName).execute();
  if (answers.length === 0) return;
  await db
    .insertInto('customer_form_answers')
    .values({ customer_id: customerId, parent_name: parentName, answers: JSON.stringify(answers), created_at: now })
    .execute();
}

/** Every customer's answers to one form (the forms editor's counts of what has answers). */
export async function formAnswersOf(db: Executor, parentName: string): Promise<FormAnswer[][]> {
  const rows = await db.selectFrom('customer_form_answers').select('answers').where('parent_name', '=', parentName).execute();
  return rows.map((r) => JSON.parse(r.answers) as FormAnswer[]);
}
