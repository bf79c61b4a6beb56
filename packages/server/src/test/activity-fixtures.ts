import { ACTIVITY_FORM_PARENT } from '@clubportal/contract/activities';
import type { Db } from '../db/dialect.js';
import { replaceForm, type NewField } from '../modules/dynamic-forms/dynamic-forms.repository.js';

/** An activity's custom sign-up form, as staff would configure it. */
export function createActivityForm(db: Db, activityId: number, title: string, fields: NewField[]): Promise<number> {
  return replaceForm(db, { parentName: ACTIVITY_FORM_PARENT, parentId: activityId, title, legalChecks: false }, fields);
}
