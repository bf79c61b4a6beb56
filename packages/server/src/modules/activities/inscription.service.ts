import { randomBytes } from 'node:crypto';
import { ACTIVITY_FORM_PARENT, type InscriptionSale } from '@clubportal/contract/activities';
import { CustomerStatus } from '@clubportal/contract/enums';
import { money, toDecimal } from '@clubportal/contract/money';
import { customerActor, recordAudit, type AuditActor } from '../../db/audit-log.js';
import { lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Instant } from '../../lib/clock.js';
import type { FileStorage } from '../../lib/file-storage.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { authorizeCustomer, requireCustomer } from '../accounts/index.js';
import { checkLookupAnswers, getFormDef, hasForm, storeUpload, validateAnswers, type UploadedFile } from '../dynamic-forms/index.js';
import { holdUntil, cancelUnpaidSale, createSale } from '../sales/index.js';
import { getMainSettings } from '../settings/index.js';
import type { DbDeps } from '../../lib/route-types.js';
import { placesLeft, placesTaken, requireActivity, signUpClosesAt, type InscriptionDeps } from './activity-places.js';
import { endSignup, findActiveSignup, insertSignup, type ActivityRow } from './activities.repository.js';
import { activityLookupScope } from './activities.service.js';
import { settleActivity, settlePlaces, takeOffer } from './waitlist.service.js';

/** How long a paid sign-up keeps its place while its sale waits in the cart to be paid. */
export const SIGNUP_HOLD_MINUTES = 30;

/** Answers of a custom sign-up form, as the dynamic form's save call received them. */
export type SignUpForm = { answers: Array<{ id: number; value: string }>; files: UploadedFile[] };

/** The sign-up window at `now`: online sign-up on, opened, not closed. */
async function checkWindow(row: ActivityRow, now: Instant, db: DbDeps['db']): Promise<void> {
  if (row.online_signup !== 1) throw new AppError('forbidden', 'signUpNotOnline');
  if (row.signup_opens_at && row.signup_opens_at > now) {
    const { timeZone } = await getMainSettings(db);
    throw new AppError('conflict', 'signUpNotOpenYet', { date: { instant: row.signup_opens_at, timeZone } });
  }
  if (signUpClosesAt(row) < now) throw new AppError('conflict', 'signUpClosed');
}

/**
 * POST publicactivities/inscription (and an activity's custom form through dynamicforms/save): signs up
 * the member or one of their linked children. Under the activity's row lock, in one unit of work: the
 * window, no live sign-up of the same person, a free place (places offered to others from the waitlist
 * count as taken; one offered to this person is theirs), then the sign-up and, for a paid activity, its
 * sale (held for SIGNUP_HOLD_MINUTES, paid through the cart). Returns the sale for the cart, or null.
 */
export async function signUp(
  deps: InscriptionDeps & { storage: FileStorage },
  session: SessionClaims | null,
  input: { customerId: number; id: number; form?: SignUpForm },
): Promise<InscriptionSale | null> {
  const signer = await requireCustomer(deps.db, session);
  const person = await authorizeCustomer(deps.db, session, input.customerId);
  // The activity page offers only activated children; the server holds the same line for any form or call.
  if (person.id !== signer.id && person.status !== CustomerStatus.Active)
    throw new AppError('forbidden', 'childNotActivated', { name: `${person.name} ${person.surname}`.trim() });
  const now = nowInstant(deps.clock);
  // Checked before the lock (and again under it): a refusal costs no write lock.
  await checkWindow(await requireActivity(deps.db, input.id), now, deps.db);
  const custom = await hasForm(deps.db, ACTIVITY_FORM_PARENT, input.id);
  if (custom && !input.form) throw new AppError('bad_request', 'customFormRequired');
  const answers = custom && input.form ? await formAnswers(deps, input.id, input.form) : null;

  // A place freed by a lapsed hold or offer goes to the line first: offered (and mailed) in its own unit of
  // work, so it stands when this sign-up is then refused as full. Settled at `now`, nothing more lapses
  // before the count below; every other change of places settles itself under the same lock.
  await settleActivity(deps, input.id, now, person.id);
  return unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'activities', input.id);
    const row = await requireActivity(trx, input.id);
    await checkWindow(row, now, trx);
    if (await findActiveSignup(trx, row.id, person.id))
      throw new AppError('conflict', 'alreadySignedUp', { name: `${person.name} ${person.surname}`.trim() });
    const taken = await placesTaken(trx, row.id, now);
    const mine = taken.offers.find((o) => o.customer_id === person.id);
    if (placesLeft(row.capacity, taken, person.id) === 0) throw new AppError('conflict', 'activityFull');
    const actor = await customerActor(trx, signer.id);
    if (mine) await takeOffer(trx, mine.id, actor, now);

    const stored = answers
      ? await Promise.all(
          answers.files.map(async (f) => ({
            name: f.fieldName,
            label: f.fieldName,
            value: await storeUpload(trx, deps.storage, f, { private: true }),
          })),
        )
      : [];
    const answersJson = JSON.stringify([...(answers?.values ?? []), ...stored]);
    if (row.price === 0) {
      const id = await insertSignup(trx, {
        activity_id: row.id,
        customer_id: person.id,
        signed_by_id: signer.id,
        sale_id: null,
        hold_expires_at: null,
        answers: answersJson,
        created_at: now,
      });
      await auditSignUp(trx, actor, id, { activity: row.id, customer: person.id, sale: null, offerTaken: !!mine }, now);
      return null;
    }
    const holdExpiresAt = holdUntil(now, SIGNUP_HOLD_MINUTES);
    const number = `ACT${now.slice(0, 4)}-${randomBytes(4).toString('hex').toUpperCase()}`;
    const title = row.name;
    const saleId = await createSale(trx, {
      number,
      customerId: signer.id,
      title,
      online: true,
      currency: row.currency,
      paid: 0,
      holdExpiresAt,
      items: [
        {
          category: 'activity',
          name: row.name,
          logo: row.poster,
          unitPrice: row.price,
          units: 1,
          taxPercent: 0,
          customerId: person.id,
          parentIdentifier: `${person.name} ${person.surname}`.trim(),
          parentId: row.id,
          parentName: ACTIVITY_FORM_PARENT,
        },
      ],
      createdAt: now,
    });
    const id = await insertSignup(trx, {
      activity_id: row.id,
      customer_id: person.id,
      signed_by_id: signer.id,
      sale_id: saleId,
      hold_expires_at: holdExpiresAt,
      answers: answersJson,
      created_at: now,
    });
    await auditSignUp(trx, actor, id, { activity: row.id, customer: person.id, sale: saleId, offerTaken: !!mine }, now);
    return {
      saleId,
      saleNumber: number,
      title,
      total: toDecimal(money(row.price, row.currency)),
      cancelUrl: `publicactivities/cancel/${row.id}/${person.id}`,
    };
  });
}

/** A sign-up in the audit log as the signer's. */
async function auditSignUp(trx: Tx, actor: AuditActor, signupId: number, after: Record<string, unknown>, now: Instant): Promise<void> {
  await recordAudit(
    trx,
    { actor, action: 'signup.create', entity: 'signup', entityId: signupId, after: { status: 'active', ...after } },
    now,
  );
}

/** The form's answers checked by its own schema (the one the portal's popup uses) and the activity's lists, with their labels. */
async function formAnswers(deps: DbDeps, activityId: number, form: SignUpForm) {
  const def = await getFormDef(deps.db, ACTIVITY_FORM_PARENT, activityId);
  const values = validateAnswers(def, form.answers, form.files);
  // A sport or court the activity is not about is refused, as its lists did not offer it.
  await checkLookupAnswers(deps, def, values, await activityLookupScope(deps.db, activityId));
  const labelOf = new Map(def.fields.map((f) => [f.name, f.label]));
  return { values: [...values].map(([name, value]) => ({ name, label: labelOf.get(name) ?? name, value })), files: form.files };
}

/**
 * POST publicactivities/cancel/{id}/{customerId} (the cart's cancel URL, or the member giving a place back):
 * a free sign-up or one not paid yet ends, its sale is cancelled, and the freed place goes to the first in
 * line of the waitlist. A paid sign-up is the club's to cancel (it owes a refund).
 */
export async function cancelSignUp(
  deps: InscriptionDeps,
  session: SessionClaims | null,
  input: { id: number; customerId: number },
): Promise<void> {
  await authorizeCustomer(deps.db, session, input.customerId);
  const now = nowInstant(deps.clock);
  // Lapsed holds are ended (and their places offered to the line) even when this cancel is then refused.
  await settleActivity(deps, input.id, now);
  await unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'activities', input.id);
    const row = await requireActivity(trx, input.id);
    const signup = await findActiveSignup(trx, row.id, input.customerId);
    if (!signup) throw new AppError('not_found', 'signUpNotFound');
    if (signup.sale_id !== null && !(await cancelUnpaidSale(trx, signup.sale_id))) throw new AppError('conflict', 'paidSignUpCancelAtClub');
    await endSignup(trx, signup.id, 'cancelled', now);
    const change = { before: { status: 'active' }, after: { status: 'cancelled', sale: signup.sale_id } };
    const actor = await customerActor(trx, session?.customerId ?? input.customerId);
    await recordAudit(trx, { actor, action: 'signup.cancel', entity: 'signup', entityId: signup.id, ...change }, now);
    await settlePlaces(trx, deps, row, now);
  });
}
