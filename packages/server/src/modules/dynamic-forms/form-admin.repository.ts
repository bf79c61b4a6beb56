/** Kysely reads and writes of the staff's sign-up forms editor: forms of one parent kind, their fields, archiving. */
import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { DynamicFormFieldsTable } from '../../db/schema.js';

/** Every form of owners of a kind, archived ones too. */
export function findAllFormsOf(db: Executor, parentName: string) {
  return db.selectFrom('dynamic_forms').selectAll().where('parent_name', '=', parentName).orderBy('title').orderBy('id').execute();
}
export type FormRow = Awaited<ReturnType<typeof findAllFormsOf>>[number];

export function findFieldsOfForms(db: Executor, formIds: number[]) {
  if (formIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('dynamic_form_fields').selectAll().where('form_id', 'in', formIds).orderBy('sort_order').orderBy('id').execute();
}
export type FieldRow = Awaited<ReturnType<typeof findFieldsOfForms>>[number];

export async function insertFormRow(
  db: Executor,
  form: { parentName: string; parentId: number; title: string; legalChecks: boolean },
): Promise<number> {
  const { id } = await db
    .insertInto('dynamic_forms')
    .values({ parent_name: form.parentName, parent_id: form.parentId, title: form.title, legal_checks: form.legalChecks ? 1 : 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateFormRow(db: Executor, id: number, values: { title?: string; legal_checks?: number; archived?: number }) {
  await db.updateTable('dynamic_forms').set(values).where('id', '=', id).execute();
}

export async function insertField(db: Executor, values: Insertable<DynamicFormFieldsTable>): Promise<number> {
  const { id } = await db.insertInto('dynamic_form_fields').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateField(db: Executor, id: number, values: Updateable<DynamicFormFieldsTable>): Promise<void> {
  await db.updateTable('dynamic_form_fields').set(values).where('id', '=', id).execute();
}

export async function deleteFields(db: Executor, ids: number[]): Promise<void> {
  if (ids.length) await db.deleteFrom('dynamic_form_fields').where('id', 'in', ids).execute();
}
