import type { z } from 'zod';
import type { registerBodySchema } from '@clubportal/contract/accounts';
import { FORM_PARENTS } from '@clubportal/contract/dynamic-forms';
import { isStandardField } from '@clubportal/contract/staff-forms';
import type { DbDeps } from '../../lib/route-types.js';
import type { FormAnswer } from '../accounts/index.js';
import { findForm } from './dynamic-forms.repository.js';
import { checkLookupAnswers, clubAnswers, getFormDef, validateAnswers } from './dynamic-forms.service.js';

/**
 * The club's own fields of its standard forms (the registration form, the form that adds a child): checked by the
 * form's own schema, as an activity's sign-up answers are, and kept in the customer's file (accounts keeps them). The
 * fields the portal makes the account from are the account's, not answers.
 */

/**
 * A registration's answers to the club's own fields of the registration form (accounts' register calls this, handed
 * in by the app): refused with a sentence naming the field when one breaks the form's rules (a required one left
 * empty, an option not offered, a list's row that is not the club's), else those to keep. The account's own fields
 * (name, email, password...) are the register body's, checked by its schema.
 */
export async function checkRegistrationAnswers(deps: DbDeps, body: z.output<typeof registerBodySchema>): Promise<FormAnswer[]> {
  const form = await findForm(deps.db, FORM_PARENTS.registration, 0);
  if (!form || form.archived === 1) return [];
  const full = await getFormDef(deps.db, FORM_PARENTS.registration, 0);
  const def = { ...full, fields: full.fields.filter((f) => !isStandardField('registration', f.name)) };
  const given = new Map((body.answers ?? []).map((a) => [a.fieldId, a.value]));
  const values = validateAnswers(
    def,
    def.fields.map((f) => ({ id: f.id, value: given.get(f.id) ?? '' })),
    [],
  );
  await checkLookupAnswers(deps, def, values);
  return clubAnswers('registration', def, values);
}
