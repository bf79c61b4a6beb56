import type { Executor } from '../../db/dialect.js';
import { deleteForm, findFieldsOf, findForm, findFormById, findFormsOf, replaceForm } from './dynamic-forms.repository.js';
import { shownOptions } from './dynamic-forms.service.js';
import { updateFormRow } from './form-admin.repository.js';

/**
 * Which form an owner (an activity) signs up with, chosen among the forms the club already has for owners of
 * that kind (building forms is the forms editor's work). A form belongs to one owner, so choosing another
 * owner's form copies it (title, legal checks and fields): later changes to either stay its own.
 */

/** The forms of owners of a kind, with their owner's id: what staff choose among (archived ones are not offered). */
export const listFormsOf = (db: Executor, parentName: string) => findFormsOf(db, parentName);

/**
 * Gives the owner the form `formId` (its own: nothing changes; another owner's of the same kind: a copy) or none
 * (null). Returns false when `formId` is no form of that kind. Run in the caller's unit of work.
 */
export async function chooseForm(db: Executor, parentName: string, parentId: number, formId: number | null): Promise<boolean> {
  const own = await findForm(db, parentName, parentId);
  if (formId === null) {
    // None: the form is archived, not deleted (the forms editor restores it; its answers stay readable there).
    if (own && own.archived === 0) await updateFormRow(db, own.id, { archived: 1 });
    return true;
  }
  if (own?.id === formId) {
    if (own.archived === 1) await updateFormRow(db, own.id, { archived: 0 });
    return true;
  }
  const source = await findFormById(db, parentName, formId);
  if (!source || source.archived === 1) return false;
  // What the copy asks: the fields and options members see (hidden ones are kept only for the source's answers).
  const fields = (await findFieldsOf(db, formId))
    .filter((f) => f.hidden === 0)
    .map((f) => ({ ...f, column_def: f.input_type === 'Picklist' ? shownOptions(f.column_def, f.hidden_options) : f.column_def }));
  // replaceForm drops the form's row; its fields go first.
  if (own) await deleteForm(db, own.id);
  await replaceForm(
    db,
    { parentName, parentId, title: source.title, legalChecks: source.legal_checks === 1 },
    fields.map(({ name, label, input_type, required, col1, col2, column_def, header_name, default_value }) => ({
      name,
      label,
      input_type,
      required,
      col1,
      col2,
      column_def,
      header_name,
      default_value,
    })),
  );
  return true;
}
