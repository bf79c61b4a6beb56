import { STANDARD_FORM_KINDS, STANDARD_FORMS, standardFormOf, type StandardForm } from '@clubportal/contract/staff-forms';
import type { Executor } from '../../db/dialect.js';
import { lockRow, type Tx } from '../../db/unit-of-work.js';
import { formAnswersOf } from '../accounts/index.js';
import { findForm } from './dynamic-forms.repository.js';
import { findAllFormsOf, type FormRow } from './form-admin.repository.js';

/**
 * Whose form the editor writes: an activity's custom sign-up form (the activities sit above this module: the app
 * hands their list, lock and answers in as `FormOwners`), or one of the club's standard forms (registration, adding a
 * child; their answers are the customers', kept by accounts).
 */

/** What the forms' owners (the activities) tell the editor. */
export type FormOwners = {
  parentName: string;
  /** Every owner: its id and name. */
  list: (db: Executor) => Promise<Array<{ id: number; name: string }>>;
  /** Holds the owner's row for the write's unit of work; false when there is no such owner. */
  lock: (trx: Tx, ownerId: number) => Promise<boolean>;
  /** The answers given with the owner's form, one list per sign-up. */
  answers: (db: Executor, ownerId: number) => Promise<Array<Array<{ name: string; value: string }>>>;
};

/** The standard forms the club has (made at going live, or by the demo seed), then every activity's form. */
export async function editableForms(db: Executor, owners: FormOwners): Promise<FormRow[]> {
  const standard = await Promise.all(STANDARD_FORM_KINDS.map((kind) => findForm(db, STANDARD_FORMS[kind], 0)));
  return [...standard.flatMap((row) => (row ? [row] : [])), ...(await findAllFormsOf(db, owners.parentName))];
}

export const standardOf = (row: Pick<FormRow, 'parent_name' | 'parent_id'>): StandardForm | null =>
  row.parent_id === 0 ? standardFormOf(row.parent_name) : null;

/** The answers given with a form, one list per sign-up (an activity's) or per customer (a standard form's). */
export function answersOf(db: Executor, owners: FormOwners, row: FormRow) {
  return standardOf(row) ? formAnswersOf(db, row.parent_name) : owners.answers(db, row.parent_id);
}

/** Holds what a write on the form must hold: its activity's row (a sign-up holds it too), or a standard form's own row. */
export function lockOwner(trx: Tx, owners: FormOwners, row: FormRow): Promise<boolean> {
  return standardOf(row) ? lockRow(trx, 'dynamic_forms', row.id) : owners.lock(trx, row.parent_id);
}
