import { mapSize } from '@clubportal/contract/bookings-by-place';
import type { Language } from '@clubportal/contract/languages';
import {
  floorPlacesProblems,
  uploadName,
  type FloorPlaceBody,
  type FloorPlacesProblem,
  type ImageSize,
  type StaffFloorPlan,
  type StaffFloorPlanBody,
} from '@clubportal/contract/staff-floor-plans';
import { changedFields, recordAudit, type AuditActor } from '../../../db/audit-log.js';
import type { Executor } from '../../../db/dialect.js';
import { lockRow, unitOfWork, type Tx } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import { readStoredFile } from '../../../lib/file-storage.js';
import { imageSize } from '../../../lib/image-size.js';
import { placeIsHeld } from '../by-place/by-place.service.js';
import { club, type BookingDeps } from '../core/booking-context.js';
import { className, holderName, nameFew } from './floor-plan-names.js';
import {
  deletePlan,
  findClassesOnPlans,
  findHolders,
  findPlanNamed,
  findPlanPlaces,
  findPlans,
  findTypesOfPlans,
  insertPlace,
  insertPlan,
  planEverUsed,
  removePlace,
  updatePlace,
  updatePlan,
  type PlanPlaceRow,
  type PlanRow,
} from './floor-plans.repository.js';

/**
 * The staff's floor plans (issue 32 §2): a room's image with its places, chosen by by-place booking types
 * (floor-plan-links.ts). The plan's size is read from its image by the server. Places are saved as one set, checked
 * by the contract's rule (inside the image, labels unlike, no overlaps) and against what uses the plan: a place a
 * member holds in a class not over yet stays, and the plan keeps a place for each player its types and classes take.
 * Each write is one unit of work holding the plan's row (and the rows of its classes, which a member taking a place
 * holds too), audited as `floor-plan.*`. A plan or place something past used is archived, never deleted.
 */

type Size = ImageSize;
const sizeOf = (row: PlanRow): Size => mapSize(row.config_json) ?? { width: 0, height: 0 };
const rectOf = (p: PlanPlaceRow) => JSON.parse(p.config_json) as { x: number; y: number; w: number; h: number };
const placeOut = (p: PlanPlaceRow) => ({ place: p.place, ...rectOf(p) });

/** The image's own size, read from the stored file in this unit of work; refused when it is not there or not an image. */
async function imageSizeIn(db: Executor, image: string): Promise<Size> {
  const name = uploadName(image);
  const data = await readStoredFile(db, name);
  if (!data) throw new AppError('bad_request', 'floorPlanImageMissing', { image: name });
  const size = imageSize(data);
  if (!size) throw new AppError('bad_request', 'floorPlanImageUnreadable', { image: name });
  return size;
}

async function plansOut(db: Executor, rows: PlanRow[], now: Instant): Promise<StaffFloorPlan[]> {
  const ids = rows.map((r) => r.id);
  const [places, types, classes] = await Promise.all([
    findPlanPlaces(db, ids),
    findTypesOfPlans(db, ids),
    findClassesOnPlans(db, ids, now),
  ]);
  const holders = (
    await findHolders(
      db,
      classes.map((c) => c.id),
    )
  ).filter((h) => placeIsHeld(h, now));
  return rows.map((r) => {
    const mine = classes.filter((c) => c.booking_template_id === r.id);
    const byType = types.filter((t) => t.booking_template_id === r.id);
    const size = sizeOf(r);
    return {
      id: r.id,
      name: r.name,
      image: r.image_map,
      width: size.width,
      height: size.height,
      allowSeeParticipants: r.allow_see_participants === 1,
      places: places
        .filter((p) => p.booking_template_id === r.id)
        .map((p) => ({
          id: p.id,
          ...placeOut(p),
          heldIn: new Set(holders.filter((h) => h.place_id === p.id).map((h) => h.booking_id)).size,
        })),
      use: {
        types: byType.map((t) => ({ id: t.id, name: t.name, maxParticipants: t.max_participants })),
        classesToCome: mine.length,
        leastPlaces: Math.max(0, ...byType.map((t) => t.max_participants), ...mine.map((c) => c.max_participants)),
      },
    };
  });
}

async function oneOut(db: Executor, id: number, now: Instant): Promise<StaffFloorPlan> {
  const [row] = await findPlans(db, id);
  if (!row || row.archived_at !== null) throw new AppError('not_found', 'floorPlanNotFound');
  return (await plansOut(db, [row], now))[0]!;
}

/** GET /api/staff/floor-plans: the plans in use, by name, with their places and what uses them. */
export async function listFloorPlans(deps: BookingDeps): Promise<StaffFloorPlan[]> {
  return plansOut(deps.db, await findPlans(deps.db), nowInstant(deps.clock));
}

export async function readFloorPlan(deps: BookingDeps, id: number): Promise<StaffFloorPlan> {
  return oneOut(deps.db, id, nowInstant(deps.clock));
}

async function assertNameFree(db: Executor, name: string, except: number | null) {
  if (await findPlanNamed(db, name, except)) throw new AppError('conflict', 'floorPlanNameTaken', { name });
}

const PROBLEM_KEYS = { outside: 'floorPlaceOutside', overlap: 'floorPlaceOverlap', repeated: 'floorPlaceRepeated' } as const;
function refuseProblem(problem: FloorPlacesProblem | undefined, size: Size): void {
  if (problem) throw new AppError('bad_request', PROBLEM_KEYS[problem.kind], { ...problem, width: size.width, height: size.height });
}

const planFields = (name: string, image: string, size: Size, allow: boolean) => ({
  name,
  image,
  width: size.width,
  height: size.height,
  allowSeeParticipants: allow,
});

/**
 * Writes a new plan (and its places, for the demo seed) in the caller's unit of work, audited `floor-plan.create`.
 * The image must be stored already (the staff photo upload, or the demo's assets).
 */
export async function writeNewFloorPlan(
  trx: Tx,
  actor: AuditActor,
  body: StaffFloorPlanBody & { places?: Array<Omit<FloorPlaceBody, 'id'>> },
  now: Instant,
): Promise<{ id: number; placeIds: number[] }> {
  await assertNameFree(trx, body.name, null);
  const image = uploadName(body.image);
  const size = await imageSizeIn(trx, image);
  const places = body.places ?? [];
  refuseProblem(floorPlacesProblems(places, size)[0], size);
  const id = await insertPlan(trx, {
    name: body.name,
    image_map: image,
    config_json: JSON.stringify(size),
    allow_see_participants: body.allowSeeParticipants ? 1 : 0,
    created_at: now,
  });
  const placeIds: number[] = [];
  for (const [i, p] of places.entries())
    placeIds.push(
      await insertPlace(trx, {
        booking_template_id: id,
        place: p.place,
        config_json: JSON.stringify({ x: p.x, y: p.y, w: p.w, h: p.h }),
        sort_order: i + 1,
      }),
    );
  const after = { ...planFields(body.name, image, size, body.allowSeeParticipants), places: places.length };
  await recordAudit(trx, { actor, action: 'floor-plan.create', entity: 'floor-plan', entityId: id, after }, now);
  return { id, placeIds };
}

export async function createFloorPlan(deps: BookingDeps, actor: AuditActor, body: StaffFloorPlanBody): Promise<StaffFloorPlan> {
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => oneOut(trx, (await writeNewFloorPlan(trx, actor, body, now)).id, now));
}

type Work<T> = (trx: Tx, plan: PlanRow, now: Instant) => Promise<T>;
/** A write's unit of work on a plan in use: its row held (edits of one plan run one after the other). */
async function onPlan<T>(deps: BookingDeps, id: number, work: Work<T>): Promise<T> {
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    if (!(await lockRow(trx, 'booking_templates', id))) throw new AppError('not_found', 'floorPlanNotFound');
    const [plan] = await findPlans(trx, id);
    if (!plan || plan.archived_at !== null) throw new AppError('not_found', 'floorPlanNotFound');
    return work(trx, plan, now);
  });
}

/** Renames a plan, changes its image (its places must fit the new one) or whether members see who took a place. */
export async function editFloorPlan(deps: BookingDeps, actor: AuditActor, id: number, body: StaffFloorPlanBody): Promise<StaffFloorPlan> {
  return onPlan(deps, id, async (trx, plan, now) => {
    await assertNameFree(trx, body.name, id);
    const image = uploadName(body.image);
    const size = image === plan.image_map ? sizeOf(plan) : await imageSizeIn(trx, image);
    refuseProblem(floorPlacesProblems((await findPlanPlaces(trx, [id])).map(placeOut), size)[0], size);
    await updatePlan(trx, id, {
      name: body.name,
      image_map: image,
      config_json: JSON.stringify(size),
      allow_see_participants: body.allowSeeParticipants ? 1 : 0,
    });
    const change = changedFields(
      planFields(plan.name, plan.image_map, sizeOf(plan), plan.allow_see_participants === 1),
      planFields(body.name, image, size, body.allowSeeParticipants),
    );
    if (Object.keys(change.after).length)
      await recordAudit(trx, { actor, action: 'floor-plan.edit', entity: 'floor-plan', entityId: id, ...change }, now);
    return oneOut(trx, id, now);
  });
}

/** Holds the rows of the plan's classes not over yet (ascending ids, as a member taking a place holds one). */
async function lockClasses(trx: Tx, ids: number[]): Promise<void> {
  for (const id of [...ids].sort((a, b) => a - b)) await lockRow(trx, 'bookings', id);
}

/**
 * PUT /api/staff/floor-plans/:id/places: every place in its order. Stored places keep their ids (members' places
 * follow them); one left out is removed: refused while a member holds it in a class not over yet (naming them),
 * archived when a past participant had it. The plan keeps a place for each player its types and classes take.
 */
export async function saveFloorPlaces(
  deps: BookingDeps,
  actor: AuditActor,
  language: Language,
  id: number,
  places: FloorPlaceBody[],
): Promise<StaffFloorPlan> {
  const { zone } = await club(deps);
  return onPlan(deps, id, async (trx, plan, now) => {
    const stored = await findPlanPlaces(trx, [id]);
    const byId = new Map(stored.map((p) => [p.id, p]));
    const sent = places.flatMap((p) => (p.id === null ? [] : [p.id]));
    if (sent.some((placeId, i) => !byId.has(placeId) || sent.indexOf(placeId) !== i)) throw new AppError('not_found', 'floorPlaceNotFound');
    const size = sizeOf(plan);
    refuseProblem(floorPlacesProblems(places, size)[0], size);

    const [types, classes] = await Promise.all([findTypesOfPlans(trx, [id]), findClassesOnPlans(trx, [id], now)]);
    await lockClasses(
      trx,
      classes.map((c) => c.id),
    );
    const takers = [
      ...types.map((t) => ({ count: t.max_participants, user: t.name })),
      ...classes.map((c) => ({ count: c.max_participants, user: className(c, zone, language) })),
    ];
    const most = takers.reduce<(typeof takers)[number] | null>((a, b) => (a && a.count >= b.count ? a : b), null);
    if (most && places.length < most.count)
      throw new AppError('conflict', 'floorPlanTooFewPlaces', {
        plan: plan.name,
        places: places.length,
        user: most.user,
        count: most.count,
      });
    const holders = (
      await findHolders(
        trx,
        classes.map((c) => c.id),
      )
    ).filter((h) => placeIsHeld(h, now));
    const removed = stored.filter((p) => !sent.includes(p.id));
    for (const place of removed) {
      const held = holders.filter((h) => h.place_id === place.id);
      if (held.length) {
        const names = held.map((h) =>
          holderName(
            h,
            classes.find((c) => c.id === h.booking_id)!,
            zone,
            language,
          ),
        );
        throw new AppError('conflict', 'floorPlaceHeld', { place: place.place, holders: nameFew(names, language) });
      }
    }

    const audit = (action: string, change: { before?: Record<string, unknown>; after?: Record<string, unknown> }) =>
      recordAudit(trx, { actor, action: `floor-plan.${action}`, entity: 'floor-plan', entityId: id, ...change }, now);
    for (const [i, p] of places.entries()) {
      const values = { place: p.place, config_json: JSON.stringify({ x: p.x, y: p.y, w: p.w, h: p.h }), sort_order: i + 1 };
      const fields = { place: p.place, x: p.x, y: p.y, w: p.w, h: p.h, position: i + 1 };
      const before = p.id === null ? undefined : byId.get(p.id)!;
      if (!before) {
        const placeId = await insertPlace(trx, { booking_template_id: id, ...values });
        await audit('place-add', { after: { id: placeId, ...fields } });
        continue;
      }
      const change = changedFields({ ...placeOut(before), position: before.sort_order }, fields);
      if (!Object.keys(change.after).length) continue;
      await updatePlace(trx, before.id, values);
      await audit('place-edit', { before: { id: before.id, ...change.before }, after: { id: before.id, ...change.after } });
    }
    for (const place of removed) {
      const how = await removePlace(trx, place.id, now);
      await audit('place-remove', { before: { id: place.id, ...placeOut(place) }, after: { removed: how } });
    }
    return oneOut(trx, id, now);
  });
}

/**
 * DELETE /api/staff/floor-plans/:id: refused while a booking type chose it or classes not over yet use it (naming
 * them); archived when past classes used it (they keep their places), deleted when nothing ever did.
 */
export async function removeFloorPlan(
  deps: BookingDeps,
  actor: AuditActor,
  language: Language,
  id: number,
): Promise<{ removed: 'deleted' | 'archived' }> {
  const { zone } = await club(deps);
  return onPlan(deps, id, async (trx, plan, now) => {
    const types = await findTypesOfPlans(trx, [id]);
    if (types.length) throw new AppError('conflict', 'floorPlanInUse', { plan: plan.name, types: types.map((t) => t.name).join(', ') });
    const classes = await findClassesOnPlans(trx, [id], now);
    if (classes.length)
      throw new AppError('conflict', 'floorPlanClassesInUse', {
        plan: plan.name,
        classes: nameFew(
          classes.map((c) => className(c, zone, language)),
          language,
        ),
      });
    const removed = (await planEverUsed(trx, id)) ? 'archived' : 'deleted';
    if (removed === 'archived') await updatePlan(trx, id, { archived_at: now });
    else await deletePlan(trx, id);
    const before = planFields(plan.name, plan.image_map, sizeOf(plan), plan.allow_see_participants === 1);
    await recordAudit(
      trx,
      { actor, action: `floor-plan.${removed === 'archived' ? 'archive' : 'delete'}`, entity: 'floor-plan', entityId: id, before },
      now,
    );
    return { removed };
  });
}

/** The plans a by-place type may choose (the booking types editor's list), with how many places each has. */
export async function floorPlanChoices(db: Executor): Promise<Array<{ id: number; name: string; places: number }>> {
  const plans = await findPlans(db);
  const places = await findPlanPlaces(
    db,
    plans.map((p) => p.id),
  );
  return plans.map((p) => ({ id: p.id, name: p.name, places: places.filter((x) => x.booking_template_id === p.id).length }));
}
