import type { Kysely } from 'kysely';

/**
 * The staff's sign-up forms editor (issue 32 §5): a form is archived rather than deleted (the activity then signs
 * up without it; its answers stay with the sign-ups), and a field or Picklist option that has answers is hidden
 * from members rather than removed (`hidden`, `hidden_options`: comma-separated like the options themselves).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('dynamic_forms')
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('dynamic_form_fields')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('dynamic_form_fields')
    .addColumn('hidden_options', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('dynamic_form_fields').dropColumn('hidden_options').execute();
  await db.schema.alterTable('dynamic_form_fields').dropColumn('hidden').execute();
  await db.schema.alterTable('dynamic_forms').dropColumn('archived').execute();
}
