import type { Language, LanguageChoice } from '@clubportal/contract/languages';
import {
  BOOKING_TYPE_TEXT_FIELDS,
  type StaffBookingType,
  type StaffBookingTypeBody,
  type StaffBookingTypes,
} from '@clubportal/contract/staff-booking-types';
import { changedFields, recordAudit, type AuditActor } from '../../../db/audit-log.js';
import type { Executor } from '../../../db/dialect.js';
import { lockRow, unitOfWork, type Tx } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import { translationsOf, writeClubText } from '../../club-texts/index.js';
import { club, type BookingDeps } from '../core/booking-context.js';
import { writeTypeFloorPlan } from '../floor-plans/floor-plan-links.js';
import { writeTypeSoldBy } from './booking-type-sold-by.js';
import { floorPlanChoices } from '../floor-plans/floor-plans.service.js';
import { bookingTypeColumns, clubTextsOfBookingTypes, createBookingType as createTypeRow } from '../setup/booking-setup.service.js';
import { courtsChanged } from '../setup/court-set.service.js';
import {
  findKinds,
  findPriceRulesOf,
  findStaffBookingTypes,
  renumberBookingTypes,
  updateBookingType,
  updateMainKind,
  type BookingTypeRow,
} from './booking-types.repository.js';

/**
 * The staff's booking types (issue 32 §2): everything the grid and checkout read of a type, the court kind it
 * books, its order and whether members see it. A type is made by the bookings' setup (`createBookingType`, as the
 * first-run wizard and the demo seed do) and its columns always come from `bookingTypeColumns`, the one home of
 * their defaults and rule. Each write is one unit of work holding the type's row, audited as `booking-type.*`, and
 * drops this app's catalogue and grids once it commits, so the public grid shows the change at once. A type is
 * unpublished, never deleted: bookings point at it. Bookings made keep their own duration, players and price: a
 * change reaches only bookings made after it.
 */

export type BookingTypesDeps = BookingDeps & { languages: () => Promise<LanguageChoice> };

const parseDurations = (json: string): number[] => JSON.parse(json) as number[];

/** A type's own fields as staff edit them: the list shows them, the audit compares them with the body. */
const typeFields = (t: BookingTypeRow) => ({
  name: t.name,
  category: t.category,
  description: t.description,
  extendedDescription: t.extended_description,
  image: t.image,
  kind: t.kind ?? '',
  durations: parseDurations(t.durations),
  preferredDuration: t.preferred_duration,
  slotStepMinutes: t.slot_step_minutes,
  maxParticipants: t.max_participants,
  sharedPaymentAllowed: t.shared_payment_allowed === 1,
  allowJoin: t.allow_join === 1,
  resultSets: t.result_sets,
  anticipationMinutes: t.anticipation_minutes,
  anticipationText: t.anticipation_text,
  cancelWindowMinutes: t.cancel_window_minutes,
  cancelText: t.cancel_text,
  refundRule: t.refund_rule,
  holdMinutes: t.hold_minutes,
  minLevel: t.min_level_hundredths,
  maxLevel: t.max_level_hundredths,
});

async function typesOut(db: Executor, rows: BookingTypeRow[], positions: Map<number, number>, others: readonly Language[]) {
  const stored = await translationsOf(
    db,
    'booking-type',
    rows.map((r) => r.id),
    BOOKING_TYPE_TEXT_FIELDS,
    others,
  );
  return rows.map((r): StaffBookingType => {
    const translations: Record<string, Record<string, string>> = stored.get(r.id) ?? {};
    return {
      id: r.id,
      ...typeFields(r),
      byPlace: r.by_place === 1,
      floorPlanId: r.booking_template_id,
      published: r.published === 1,
      position: positions.get(r.id) ?? 0,
      translations,
    };
  });
}

const otherLanguages = (choice: LanguageChoice) => choice.offered.filter((l) => l !== choice.fallback);

async function positionsOf(db: Executor): Promise<Map<number, number>> {
  const all = await findStaffBookingTypes(db);
  return new Map(all.map((t, i) => [t.id, i + 1]));
}

/** GET /api/staff/booking-types: every type in the members' order, the kinds of court, the club's languages. */
export async function listBookingTypes(deps: BookingTypesDeps): Promise<StaffBookingTypes> {
  const choice = await deps.languages();
  const [rows, kinds, floorPlans] = await Promise.all([findStaffBookingTypes(deps.db), findKinds(deps.db), floorPlanChoices(deps.db)]);
  const positions = new Map(rows.map((t, i) => [t.id, i + 1]));
  return {
    types: await typesOut(deps.db, rows, positions, otherLanguages(choice)),
    kinds,
    floorPlans,
    defaultLanguage: choice.fallback,
    languages: otherLanguages(choice),
  };
}

async function oneType(trx: Tx, id: number, choice: LanguageChoice): Promise<StaffBookingType> {
  const [row] = await findStaffBookingTypes(trx, id);
  if (!row) throw new AppError('not_found', 'bookingTypeNotFound');
  const [out] = await typesOut(trx, [row], await positionsOf(trx), otherLanguages(choice));
  return out!;
}

type Work<T> = (trx: Tx, type: BookingTypeRow, now: Instant, choice: LanguageChoice) => Promise<T>;
/** Opens a write's unit of work on a type: its row held (two edits of one type run one after the other), refused when it is gone. */
async function onType<T>(deps: BookingTypesDeps, id: number, work: Work<T>): Promise<T> {
  const choice = await deps.languages();
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    if (!(await lockRow(trx, 'booking_types', id))) throw new AppError('not_found', 'bookingTypeNotFound');
    const [type] = await findStaffBookingTypes(trx, id);
    const result = await work(trx, type!, now, choice);
    courtsChanged(trx, deps.caches);
    return result;
  });
}

/** What the audit records of a type: the body's own fields, as the row has them (its floor plan and kind of sale are audited apart). */
const ownFields = (body: StaffBookingTypeBody) => {
  const { translations: _t, floorPlanId: _f, byPlace: _b, ...own } = body;
  return { ...own, durations: [...own.durations].sort((a, b) => a - b) };
};

/**
 * Writes the body's translations in the caller's unit of work (each audited by club-texts as `club_text.*`):
 * '' clears one, so members read the default text. A language the club does not offer is refused.
 */
async function writeTranslations(
  trx: Tx,
  caches: BookingDeps['caches'] | null,
  actor: AuditActor,
  choice: LanguageChoice,
  id: number,
  translations: StaffBookingTypeBody['translations'],
  now: Instant,
) {
  const others = otherLanguages(choice);
  const ctx = { caches, sources: { 'booking-type': clubTextsOfBookingTypes }, defaultLanguage: choice.fallback };
  for (const [language, texts] of Object.entries(translations) as Array<[Language, Record<string, string>]>) {
    // The default language's texts are the type's own fields: writeClubText refuses them with its sentence.
    if (language !== choice.fallback && !others.includes(language))
      throw new AppError('bad_request', 'bookingTypeLanguageNotOffered', { language });
    for (const field of BOOKING_TYPE_TEXT_FIELDS) {
      const text = texts[field] ?? '';
      await writeClubText(trx, ctx, actor, { entity: 'booking-type', entityId: id, field, language, text: text === '' ? null : text }, now);
    }
  }
}

/** A new type, last in the list and unpublished until the club has set its prices and publishes it. */
export async function createBookingType(deps: BookingTypesDeps, actor: AuditActor, body: StaffBookingTypeBody): Promise<StaffBookingType> {
  const choice = await deps.languages();
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    const id = await writeNewBookingType(trx, { caches: deps.caches, choice }, actor, body, now);
    courtsChanged(trx, deps.caches);
    return oneType(trx, id, choice);
  });
}

/** Writes a new, unpublished type, its translations and its audit record in the caller's unit of work (createBookingType's, or the demo seed's). */
export async function writeNewBookingType(
  trx: Tx,
  ctx: { caches: BookingDeps['caches'] | null; choice: LanguageChoice },
  actor: AuditActor,
  body: StaffBookingTypeBody,
  now: Instant,
): Promise<number> {
  // Only a type sold by place has a floor plan to choose.
  if (body.floorPlanId != null && !body.byPlace) throw new AppError('bad_request', 'bookingTypeFloorPlanNotByPlace', { name: body.name });
  const last = (await findStaffBookingTypes(trx)).reduce((max, t) => Math.max(max, t.sort_order), 0);
  const { id } = await createTypeRow(trx, {
    ...ownFields(body),
    byPlace: body.byPlace ?? false,
    mainResourceType: body.kind,
    prices: [],
    sortOrder: last + 1,
    published: false,
  });
  if (body.floorPlanId != null) {
    // A new type has no classes yet: the zone and language would only name them.
    const plan = { actor, language: ctx.choice.fallback, zone: 'UTC', now };
    await writeTypeFloorPlan(
      trx,
      plan,
      { id, name: body.name, by_place: 1, booking_template_id: null },
      body.floorPlanId,
      body.maxParticipants,
    );
  }
  await writeTranslations(trx, ctx.caches, actor, ctx.choice, id, body.translations, now);
  const after = { ...ownFields(body), byPlace: body.byPlace ?? false };
  await recordAudit(trx, { actor, action: 'booking-type.create', entity: 'booking-type', entityId: id, after }, now);
  return id;
}

/** "#2, #5": rules as the price rules editor numbers them (first match wins, 1 first). */
const ruleNumbers = (rules: Array<{ id: number }>, all: Array<{ id: number }>) =>
  rules.map((r) => `#${all.findIndex((a) => a.id === r.id) + 1}`).join(', ');

/**
 * Changes what staff enter about a type. Taking a duration away is refused while price rules are for it (naming
 * them: a rule for a duration no longer offered would be a price nobody sees, and bringing the duration back would
 * revive it unnoticed); so is another court kind while rules name one of its courts.
 */
export async function editBookingType(
  deps: BookingTypesDeps,
  actor: AuditActor,
  language: Language,
  id: number,
  body: StaffBookingTypeBody,
) {
  const { zone } = await club(deps);
  return onType(deps, id, async (trx, type, now, choice) => {
    const rules = await findPriceRulesOf(trx, id);
    const removed = parseDurations(type.durations).filter((d) => !body.durations.includes(d));
    for (const minutes of removed) {
      const priced = rules.filter((r) => r.duration_minutes === minutes);
      if (priced.length)
        throw new AppError('conflict', 'bookingTypeDurationPriced', { name: type.name, minutes, rules: ruleNumbers(priced, rules) });
    }
    if (type.kind !== null && body.kind !== type.kind) {
      const onCourts = rules.filter((r) => r.resource_id !== null);
      if (onCourts.length)
        throw new AppError('conflict', 'bookingTypeKindPriced', { name: type.name, rules: ruleNumbers(onCourts, rules) });
      await updateMainKind(trx, id, body.kind);
    }
    await updateBookingType(trx, id, bookingTypeColumns(ownFields(body)));
    const ctx = { actor, language, zone, now };
    const byPlace = await writeTypeSoldBy(trx, ctx, type, body.byPlace);
    // A type sold by the court has no floor plan: switching it off takes its plan away (one asked for is refused).
    const kept = byPlace === 0 ? null : type.booking_template_id;
    const planId = body.floorPlanId === undefined ? kept : body.floorPlanId;
    await writeTypeFloorPlan(trx, ctx, { ...type, by_place: byPlace }, planId, body.maxParticipants);
    await writeTranslations(trx, deps.caches, actor, choice, id, body.translations, now);
    const change = changedFields(typeFields(type), ownFields(body));
    if (Object.keys(change.after).length)
      await recordAudit(trx, { actor, action: 'booking-type.edit', entity: 'booking-type', entityId: id, ...change }, now);
    return oneType(trx, id, choice);
  });
}

/** Shows (published) or hides a type from members; its bookings stay as they are. */
export async function publishBookingType(deps: BookingTypesDeps, actor: AuditActor, id: number, published: boolean) {
  return onType(deps, id, async (trx, type, now, choice) => {
    await writeBookingTypePublished(trx, actor, type, published, now);
    return oneType(trx, id, choice);
  });
}

/** Writes whether members see a type, audited when it changes, in the caller's unit of work. */
export async function writeBookingTypePublished(
  trx: Tx,
  actor: AuditActor,
  type: Pick<BookingTypeRow, 'id' | 'published'>,
  published: boolean,
  now: Instant,
): Promise<void> {
  if ((type.published === 1) === published) return;
  await updateBookingType(trx, type.id, { published: published ? 1 : 0 });
  const action = published ? 'booking-type.publish' : 'booking-type.unpublish';
  await recordAudit(
    trx,
    { actor, action, entity: 'booking-type', entityId: type.id, before: { published: !published }, after: { published } },
    now,
  );
}

/** Puts a type at `position` in the list members see (the up and down buttons ask for the place above or below). */
export async function moveBookingType(deps: BookingTypesDeps, actor: AuditActor, id: number, position: number) {
  return onType(deps, id, async (trx, _type, now, choice) => {
    const ids = (await findStaffBookingTypes(trx)).map((t) => t.id);
    const from = ids.indexOf(id);
    ids.splice(from, 1);
    const to = Math.min(position - 1, ids.length);
    ids.splice(to, 0, id);
    await renumberBookingTypes(trx, ids);
    if (from !== to) {
      const change = { before: { position: from + 1 }, after: { position: to + 1 } };
      await recordAudit(trx, { actor, action: 'booking-type.move', entity: 'booking-type', entityId: id, ...change }, now);
    }
    return oneType(trx, id, choice);
  });
}
