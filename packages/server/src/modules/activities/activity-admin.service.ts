import { ACTIVITY_FORM_PARENT } from '@clubportal/contract/activities';
import { instantToLocal, localToInstant } from '@clubportal/contract/club-time';
import type { Language } from '@clubportal/contract/languages';
import { fromDecimal, money, toDecimal } from '@clubportal/contract/money';
import type { ActivityTexts, StaffActivities, StaffActivity, StaffActivityBody } from '@clubportal/contract/staff-activities';
import { changedFields, recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Db, Executor } from '../../db/dialect.js';
import { lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import { translationsOf, writeClubText, type ClubTextOwnerRow } from '../club-texts/index.js';
import { chooseForm, listFormsOf, type FormOwners } from '../dynamic-forms/index.js';
import { getLanguageChoiceCached, getMainSettingsCached } from '../settings/index.js';
import {
  deleteActivitySports,
  findAllActivities,
  findAnyActivity,
  findSportChoices,
  findSignupAnswers,
  findSportsOf,
  updateActivity,
  type AdminActivityRow,
} from './activity-admin.repository.js';
import { insertActivity, insertActivitySports } from './activities.repository.js';
import { endLapsedSignups, placesTakenOf, type PlacesTaken } from './activity-places.js';

/**
 * The staff's activities (issue 32 §5): create, change, publish and unpublish. An activity is never deleted
 * (sign-ups, sales and answers point at it): unpublishing takes it off the portal. Each write is one unit of
 * work holding the activity's row (a sign-up holds it too, so no one takes a place between the capacity check
 * and the change), audited as `activity.*` with what changed; its translations are written through the club
 * texts (audited as `club_text.*`). Staff type the club's wall-clock dates; the club's zone makes them instants.
 */

export type ActivityAdminDeps = { db: Db; clock: Clock; caches: AppCaches };
/** The club an activity is written for: its zone and currency, its default language and the others it offers. */
export type ActivityClub = { zone: string; currency: string; defaultLanguage: Language; languages: Language[] };
type Club = ActivityClub;

async function clubOf(deps: ActivityAdminDeps): Promise<Club> {
  const [main, choice] = await Promise.all([getMainSettingsCached(deps), getLanguageChoiceCached(deps)]);
  return {
    zone: main.timeZone,
    currency: main.currencyCode,
    defaultLanguage: choice.fallback,
    languages: choice.offered.filter((l) => l !== choice.fallback),
  };
}

/** The club's texts kind `activity`: every activity, its name and description in the default language. */
export async function clubTextsOfActivities(db: Executor): Promise<ClubTextOwnerRow[]> {
  const rows = await findAllActivities(db);
  return rows.map((a) => ({ id: a.id, label: a.name, texts: { name: a.name, description: a.description } }));
}

const local = (instant: string | null, zone: string) => {
  if (instant === null) return null;
  const l = instantToLocal(instant, zone);
  return `${l.date}T${l.time}`;
};

const takenOf = (t: PlacesTaken | undefined) => (t ? t.signups + t.offers.length : 0);

async function activitiesOut(db: Executor, rows: AdminActivityRow[], club: Club, now: Instant): Promise<StaffActivity[]> {
  const ids = rows.map((r) => r.id);
  const [taken, sports, texts, forms] = await Promise.all([
    placesTakenOf(db, ids, now),
    findSportsOf(db, ids),
    translationsOf(db, 'activity', ids, ['name', 'description'] as const, club.languages),
    listFormsOf(db, ACTIVITY_FORM_PARENT),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    start: local(r.start_at, club.zone)!,
    end: local(r.end_at, club.zone),
    poster: r.poster,
    description: r.description,
    capacity: r.capacity,
    taken: takenOf(taken.get(r.id)),
    signedUp: taken.get(r.id)?.signups ?? 0,
    signUpOpens: local(r.signup_opens_at, club.zone),
    signUpCloses: local(r.signup_closes_at, club.zone),
    price: toDecimal(money(r.price, r.currency)),
    onlineSignUp: r.online_signup === 1,
    published: r.published === 1,
    cancelHoursBefore: r.cancel_hours_before,
    refundPercent: r.refund_percent,
    forChildren: r.for_children === 1,
    sports: sports.get(r.id) ?? [],
    signUpForm: forms.find((f) => f.parent_id === r.id)?.id ?? null,
    texts: texts.get(r.id) ?? {},
  }));
}

/** GET /api/staff/activities: every activity with its places taken, and what the form chooses among. */
export async function listStaffActivities(deps: ActivityAdminDeps): Promise<StaffActivities> {
  const club = await clubOf(deps);
  const now = nowInstant(deps.clock);
  const [rows, sports, forms] = await Promise.all([
    findAllActivities(deps.db),
    findSportChoices(deps.db),
    listFormsOf(deps.db, ACTIVITY_FORM_PARENT),
  ]);
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return {
    activities: await activitiesOut(deps.db, rows, club, now),
    currency: club.currency,
    zone: club.zone,
    defaultLanguage: club.defaultLanguage,
    languages: club.languages,
    sports,
    forms: forms.map((f) => ({ id: f.id, title: f.title, activity: names.get(f.parent_id) ?? '' })),
  };
}

/** A club wall-clock time as an instant; a time the clocks skip is refused with a sentence. */
function instantOf(value: string, zone: string): Instant {
  const [date, time] = value.split('T') as [string, string];
  const result = localToInstant({ date, time }, zone);
  if (!result.ok)
    throw new AppError('bad_request', 'activityTimeSkipped', { time: `${date} ${time}`, from: result.gapStart, to: result.gapEnd });
  return result.instant as Instant;
}

/** The columns a body writes: instants in the club's zone, money in minor units of the club's currency. */
function columnsOf(body: StaffActivityBody, club: Club) {
  return {
    name: body.name,
    type: body.type,
    start_at: instantOf(body.start, club.zone),
    end_at: instantOf(body.end, club.zone),
    poster: body.poster,
    description: body.description,
    capacity: body.capacity,
    signup_opens_at: body.signUpOpens === null ? null : instantOf(body.signUpOpens, club.zone),
    signup_closes_at: body.signUpCloses === null ? null : instantOf(body.signUpCloses, club.zone),
    price: fromDecimal(body.price, club.currency).amount,
    currency: club.currency,
    online_signup: body.onlineSignUp ? 1 : 0,
    published: body.published ? 1 : 0,
    cancel_hours_before: body.cancelHoursBefore,
    refund_percent: body.refundPercent,
    for_children: body.forChildren ? 1 : 0,
  };
}

/** What the audit keeps of an activity: the staff's own words (local times, decimals), so before and after compare. */
function audited(a: StaffActivity) {
  const { taken: _taken, signedUp: _signedUp, id: _id, ...rest } = a;
  return rest;
}

async function oneActivity(trx: Tx, id: number, club: Club, now: Instant): Promise<StaffActivity> {
  const row = await findAnyActivity(trx, id);
  if (!row) throw new AppError('not_found', 'activityGone');
  return (await activitiesOut(trx, [row], club, now))[0]!;
}

/** Sports, form and translations: checked and written in the write's unit of work. */
async function writeRelated(
  trx: Tx,
  caches: AppCaches | null,
  actor: AuditActor,
  id: number,
  body: StaffActivityBody,
  club: Club,
  now: Instant,
) {
  const known = new Set((await findSportChoices(trx)).map((s) => s.id));
  const unknown = body.sports.find((s) => !known.has(s));
  if (unknown !== undefined) throw new AppError('bad_request', 'activityUnknownSport', { id: unknown });
  await deleteActivitySports(trx, id);
  await insertActivitySports(trx, id, [...new Set(body.sports)]);
  if (!(await chooseForm(trx, ACTIVITY_FORM_PARENT, id, body.signUpForm))) throw new AppError('bad_request', 'activityUnknownForm');
  // The activity is written in this unit of work: the club texts' check of its row needs no list of all of them.
  const row = { id, label: body.name, texts: { name: body.name, description: body.description } };
  const sources = { activity: () => Promise.resolve([row]) };
  for (const [language, texts] of Object.entries(body.texts) as Array<[Language, ActivityTexts]>) {
    if (language === club.defaultLanguage) continue;
    for (const field of ['name', 'description'] as const) {
      const text = texts[field] === '' ? null : texts[field];
      await writeClubText(
        trx,
        { caches, sources, defaultLanguage: club.defaultLanguage },
        actor,
        { entity: 'activity', entityId: id, field, language, text },
        now,
      );
    }
  }
}

/**
 * Writes a new activity in the caller's unit of work, audited `activity.create`: the staff's create, and the demo
 * seed (so the demo's activities are made the way a club makes them). `caches`: null for a database no app serves.
 */
export async function writeNewActivity(
  trx: Tx,
  ctx: { caches: AppCaches | null; club: ActivityClub },
  actor: AuditActor,
  body: StaffActivityBody,
  now: Instant,
): Promise<StaffActivity> {
  const id = await insertActivity(trx, { ...columnsOf(body, ctx.club), created_at: now });
  await writeRelated(trx, ctx.caches, actor, id, body, ctx.club, now);
  const out = await oneActivity(trx, id, ctx.club, now);
  await recordAudit(trx, { actor, action: 'activity.create', entity: 'activity', entityId: id, before: null, after: audited(out) }, now);
  return out;
}

/** A new activity (published or a draft), with its sports, form and translations. */
export async function createActivity(deps: ActivityAdminDeps, actor: AuditActor, body: StaffActivityBody): Promise<StaffActivity> {
  const club = await clubOf(deps);
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, (trx) => writeNewActivity(trx, { caches: deps.caches, club }, actor, body, now));
}

/** Opens a write's unit of work on an activity: its row held, its lapsed holds ended so the places taken are today's. */
async function onActivity<T>(
  deps: ActivityAdminDeps,
  id: number,
  work: (trx: Tx, before: StaffActivity, club: Club, now: Instant) => Promise<T>,
) {
  const club = await clubOf(deps);
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    if (!(await lockRow(trx, 'activities', id))) throw new AppError('not_found', 'activityGone');
    await endLapsedSignups(trx, id, now);
    return work(trx, await oneActivity(trx, id, club, now), club, now);
  });
}

/** Changes an activity. Its capacity may not go below the places already taken (it says how many). */
export async function editActivity(
  deps: ActivityAdminDeps,
  actor: AuditActor,
  id: number,
  body: StaffActivityBody,
): Promise<StaffActivity> {
  return onActivity(deps, id, async (trx, before, club, now) => {
    if (body.capacity !== null && body.capacity < before.taken)
      throw new AppError('conflict', 'activityCapacityBelowTaken', { name: before.name, taken: before.taken, capacity: body.capacity });
    // The price is typed in the club's currency: the activity takes it with the price.
    await updateActivity(trx, id, columnsOf(body, club));
    await writeRelated(trx, deps.caches, actor, id, body, club, now);
    const after = await oneActivity(trx, id, club, now);
    const change = changedFields(audited(before), audited(after));
    if (Object.keys(change.after).length)
      await recordAudit(trx, { actor, action: 'activity.edit', entity: 'activity', entityId: id, ...change }, now);
    return after;
  });
}

/** Publishes (true) or unpublishes (false: off the portal, its sign-ups kept) an activity. */
export async function publishActivity(deps: ActivityAdminDeps, actor: AuditActor, id: number, published: boolean): Promise<StaffActivity> {
  return onActivity(deps, id, async (trx, before, club, now) => {
    if (before.published === published) return before;
    await updateActivity(trx, id, { published: published ? 1 : 0 });
    const action = published ? 'activity.publish' : 'activity.unpublish';
    await recordAudit(
      trx,
      { actor, action, entity: 'activity', entityId: id, before: { published: !published }, after: { published } },
      now,
    );
    return oneActivity(trx, id, club, now);
  });
}

/** An answer as a sign-up keeps it (inscription.service.ts): the field's name, its label then, the value. */
function answersIn(json: string): Array<{ name: string; value: string }> {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((a: { name?: unknown; value?: unknown }) =>
      typeof a?.name === 'string' && typeof a.value === 'string' ? [{ name: a.name, value: a.value }] : [],
    );
  } catch {
    return [];
  }
}

/** What the sign-up forms editor (dynamic-forms) needs of the activities: their names, a hold on one, its answers. */
export const activityFormOwners: FormOwners = {
  parentName: ACTIVITY_FORM_PARENT,
  list: async (db) => (await findAllActivities(db)).map((a) => ({ id: a.id, name: a.name })),
  lock: (trx, id) => lockRow(trx, 'activities', id),
  answers: async (db, id) => (await findSignupAnswers(db, id)).map((r) => answersIn(r.answers)),
};
