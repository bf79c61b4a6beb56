import { ACTIVITY_FORM_PARENT } from '@clubportal/contract/activities';
import type { Db } from '../db/dialect.js';
import { toInstant, type Clock } from '../lib/clock.js';
import { insertActivity, type NewActivity } from '../modules/activities/activities.repository.js';
import { replaceForm, type NewField } from '../modules/dynamic-forms/dynamic-forms.repository.js';

/** An activity's custom sign-up form, as staff would configure it. */
export function createActivityForm(db: Db, activityId: number, title: string, fields: NewField[]): Promise<number> {
  return replaceForm(db, { parentName: ACTIVITY_FORM_PARENT, parentId: activityId, title, legalChecks: false }, fields);
}

/** An activity as staff would create it: two days from the clock's now, ten places, free, unless `over` says. */
export function createTestActivity(db: Db, clock: Clock, over: Partial<NewActivity> = {}): Promise<number> {
  const now = clock.now().getTime();
  const at = (hours: number) => toInstant(new Date(now + hours * 3_600_000));
  return insertActivity(db, {
    name: 'Activity',
    type: 'activity',
    start_at: at(48),
    end_at: at(50),
    capacity: 10,
    signup_opens_at: null,
    signup_closes_at: null,
    price: 0,
    currency: 'EUR',
    created_at: at(0),
    ...over,
  });
}
