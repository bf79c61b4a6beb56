import type { Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * Issue 32's loose ends. A pick list's options as rows of their own: each (field, option text) gets an id, so the
 * club translates each option like its other texts (`club_texts`, kind `form-option`) and the missing translations
 * list names it. The field's `column_def` stays the order and the answers' values; these rows follow it (written by
 * the forms' one writer). An option's identity is its default-language text, as its answers' is.
 * A training team is archived rather than deleted (`teams.archived`): its trainings and who did not show stay, and
 * members and the staff's pickers no longer see it.
 * A customer's answers to the club's own fields of the registration form or of the form that added them (a child):
 * one row per customer and form, `[{ name, value }]` as JSON, kept for their file (wiped with their personal data).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('dynamic_form_options'))
    .addColumn('field_id', 'integer', (c) => c.notNull().references('dynamic_form_fields.id').onDelete('cascade'))
    .addColumn('text', 'varchar(100)', (c) => c.notNull())
    .addUniqueConstraint('dynamic_form_options_field_text_uq', ['field_id', 'text'])
    .execute();
  const picklists: Array<{ id: number; column_def: string }> = await db
    .selectFrom('dynamic_form_fields')
    .select(['id', 'column_def'])
    .where('input_type', '=', 'Picklist')
    .execute();
  const rows = picklists.flatMap((f) =>
    [...new Set(f.column_def.split(',').map((o) => o.trim().slice(0, 100)))].filter(Boolean).map((text) => ({ field_id: f.id, text })),
  );
  for (let at = 0; at < rows.length; at += 500)
    await db
      .insertInto('dynamic_form_options')
      .values(rows.slice(at, at + 500))
      .execute();
  await db.schema
    .alterTable('teams')
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('customer_form_answers')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('parent_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('created_at', instantType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('customer_form_answers_pk', ['customer_id', 'parent_name'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customer_form_answers').execute();
  await db.schema.alterTable('teams').dropColumn('archived').execute();
  await db.deleteFrom('club_texts').where('entity', '=', 'form-option').execute();
  await db.schema.dropTable('dynamic_form_options').execute();
}
