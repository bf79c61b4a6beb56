import { listOptions } from '@clubportal/contract/validation';
import type { Db, Executor } from '../../db/dialect.js';

export function findForm(db: Executor, parentName: string, parentId: number) {
  return db
    .selectFrom('dynamic_forms')
    .selectAll()
    .where('parent_name', '=', parentName)
    .where('parent_id', '=', parentId)
    .executeTakeFirst();
}

export function findFields(db: Db, formId: number) {
  return db.selectFrom('dynamic_form_fields').selectAll().where('form_id', '=', formId).orderBy('sort_order').orderBy('id').execute();
}

export type NewField = {
  name: string;
  label: string;
  input_type: string;
  required?: number;
  col1?: number;
  col2?: number;
  column_def?: string;
  header_name?: string;
  default_value?: string;
};

/** Creates (or replaces) a form and its fields. */
export async function replaceForm(
  db: Db,
  form: { parentName: string; parentId: number; title: string; legalChecks: boolean },
  fields: NewField[],
): Promise<number> {
  await db.deleteFrom('dynamic_forms').where('parent_name', '=', form.parentName).where('parent_id', '=', form.parentId).execute();
  const { id } = await db
    .insertInto('dynamic_forms')
    .values({ parent_name: form.parentName, parent_id: form.parentId, title: form.title, legal_checks: form.legalChecks ? 1 : 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (fields.length) {
    const written = await db
      .insertInto('dynamic_form_fields')
      .values(
        fields.map((f, i) => ({
          required: 0,
          col1: 12,
          col2: 12,
          column_def: '',
          header_name: '',
          default_value: '',
          ...f,
          form_id: id,
          sort_order: i,
        })),
      )
      .returning(['id', 'input_type', 'column_def'])
      .execute();
    for (const f of written) if (f.input_type === 'Picklist') await syncFieldOptions(db, f.id, listOptions(f.column_def));
  }
  return id;
}

/** The option rows of these fields (a Picklist option's id: its translations' key). */
export function findOptionsOfFields(db: Executor, fieldIds: readonly number[]) {
  if (fieldIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('dynamic_form_options').select(['id', 'field_id', 'text']).where('field_id', 'in', fieldIds).orderBy('id').execute();
}
export type OptionRow = Awaited<ReturnType<typeof findOptionsOfFields>>[number];

/**
 * Makes a field's option rows follow its options (its `column_def`, hidden ones included): a new text gets a row, a
 * text no longer listed loses its (the caller clears its translations first). Answers the rows, in the options' order.
 */
export async function syncFieldOptions(db: Executor, fieldId: number, options: readonly string[]): Promise<OptionRow[]> {
  const existing = await findOptionsOfFields(db, [fieldId]);
  const gone = existing.filter((o) => !options.includes(o.text)).map((o) => o.id);
  if (gone.length) await db.deleteFrom('dynamic_form_options').where('id', 'in', gone).execute();
  const byText = new Map(existing.map((o) => [o.text, o]));
  const out: OptionRow[] = [];
  for (const text of options) {
    const row =
      byText.get(text) ??
      (await db
        .insertInto('dynamic_form_options')
        .values({ field_id: fieldId, text })
        .returning(['id', 'field_id', 'text'])
        .executeTakeFirstOrThrow());
    byText.set(text, row);
    out.push(row);
  }
  return out;
}

/** The forms of owners of a kind, with their owner's id. */
export function findFormsOf(db: Executor, parentName: string) {
  return db
    .selectFrom('dynamic_forms')
    .select(['id', 'parent_id', 'title'])
    .where('parent_name', '=', parentName)
    .where('archived', '=', 0)
    .orderBy('title')
    .orderBy('id')
    .execute();
}

export function findFormById(db: Executor, parentName: string, formId: number) {
  return db.selectFrom('dynamic_forms').selectAll().where('id', '=', formId).where('parent_name', '=', parentName).executeTakeFirst();
}

export function findFieldsOf(db: Executor, formId: number) {
  return db.selectFrom('dynamic_form_fields').selectAll().where('form_id', '=', formId).orderBy('sort_order').orderBy('id').execute();
}

/** Removes a form and its fields (answers already given live on with their sign-ups). */
export async function deleteForm(db: Executor, formId: number): Promise<void> {
  await db.deleteFrom('dynamic_form_fields').where('form_id', '=', formId).execute();
  await db.deleteFrom('dynamic_forms').where('id', '=', formId).execute();
}
