import type { Language } from '@clubportal/contract/languages';
import { labelKey } from '@clubportal/contract/staff-floor-plans';
import { recordAudit, type AuditActor } from '../../../db/audit-log.js';
import { lockRow, type Tx } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import type { Instant } from '../../../lib/clock.js';
import { placeIsHeld } from '../by-place/by-place.service.js';
import { className, nameFew } from './floor-plan-names.js';
import {
  findClassesOfType,
  findHolders,
  findPlanPlaces,
  findPlans,
  setClassPlan,
  setParticipantPlace,
  setTypePlan,
  type ClassOnPlanRow,
  type HolderRow,
  type PlanPlaceRow,
} from './floor-plans.repository.js';

/**
 * A by-place booking type's floor plan (issue 32 §2), chosen in the booking types editor: its classes not over yet
 * follow it. The plan has a place for each player the type and each of those classes take. Members who hold a place
 * keep it: the same place, or the new plan's place of the same label; a member seated without a place (at the desk,
 * on no plan) gets the first free one. A member whose place has no match on the new plan is named and the change is
 * refused: they chose it. Written in the caller's unit of work (the type's row held), each class under its row lock.
 */

export type TypeForPlan = { id: number; name: string; by_place: number; booking_template_id: number | null };

type Move = { participant: number; from: number | null; to: number };

/** Where each holder of a class sits on `places`: kept, matched by label, or the first free place; refused when unmatched. */
function seatOn(cls: ClassOnPlanRow, holders: HolderRow[], places: PlanPlaceRow[], refuse: (h: HolderRow) => never): Move[] {
  const ids = new Set(places.map((p) => p.id));
  const byLabel = new Map(places.map((p) => [labelKey(p.place), p.id]));
  const taken = new Set(holders.flatMap((h) => (h.place_id !== null && ids.has(h.place_id) ? [h.place_id] : [])));
  const moves: Move[] = [];
  for (const h of holders.filter((x) => x.booking_id === cls.id && (x.place_id === null || !ids.has(x.place_id)))) {
    let to: number | undefined;
    if (h.place_id !== null) {
      to = h.place_label === null ? undefined : byLabel.get(labelKey(h.place_label));
      if (to === undefined || taken.has(to)) refuse(h);
    } else {
      to = places.find((p) => !taken.has(p.id))?.id;
    }
    if (to === undefined) continue;
    taken.add(to);
    moves.push({ participant: h.id, from: h.place_id, to });
  }
  return moves;
}

export async function writeTypeFloorPlan(
  trx: Tx,
  ctx: { actor: AuditActor; language: Language; zone: string; now: Instant },
  type: TypeForPlan,
  planId: number | null,
  maxParticipants: number,
): Promise<void> {
  const { actor, language, zone, now } = ctx;
  const changed = planId !== type.booking_template_id;
  let places: PlanPlaceRow[] = [];
  let planName = '';
  if (planId !== null) {
    if (type.by_place !== 1) throw new AppError('bad_request', 'bookingTypeFloorPlanNotByPlace', { name: type.name });
    // Held so that nobody takes a place off the plan while the type is linked to it.
    if (!(await lockRow(trx, 'booking_templates', planId))) throw new AppError('not_found', 'floorPlanNotFound');
    const [plan] = await findPlans(trx, planId);
    if (!plan || plan.archived_at !== null) throw new AppError('not_found', 'floorPlanNotFound');
    planName = plan.name;
    places = await findPlanPlaces(trx, [planId]);
    if (places.length < maxParticipants)
      throw new AppError('conflict', 'bookingTypeFloorPlanTooSmall', {
        plan: plan.name,
        places: places.length,
        name: type.name,
        count: maxParticipants,
      });
  }
  if (!changed) return;

  const classes = (await findClassesOfType(trx, type.id, now)).filter((c) => c.booking_template_id !== planId);
  for (const id of classes.map((c) => c.id).sort((a, b) => a - b)) await lockRow(trx, 'bookings', id);
  const tooBig = classes.filter((c) => c.max_participants > places.length);
  if (planId !== null && tooBig.length)
    throw new AppError('conflict', 'bookingTypeFloorPlanClassTooBig', {
      plan: planName,
      places: places.length,
      name: type.name,
      classes: nameFew(
        tooBig.map((c) => className(c, zone, language)),
        language,
      ),
    });
  const holders = (
    await findHolders(
      trx,
      classes.map((c) => c.id),
    )
  ).filter((h) => placeIsHeld(h, now));
  for (const cls of classes) {
    const moves =
      planId === null
        ? []
        : seatOn(cls, holders, places, (h) => {
            throw new AppError('conflict', 'bookingTypeFloorPlanPlaceMissing', {
              person: `${h.name ?? ''} ${h.surname ?? ''}`.trim(),
              place: h.place_label ?? '',
              class: className(cls, zone, language),
              plan: planName,
            });
          });
    for (const m of moves) await setParticipantPlace(trx, m.participant, m.to);
    await setClassPlan(trx, cls.id, planId);
    const change = { before: { floorPlanId: cls.booking_template_id }, after: { floorPlanId: planId, places: moves } };
    await recordAudit(trx, { actor, action: 'class.floor-plan', entity: 'booking', entityId: cls.id, ...change }, now);
  }
  await setTypePlan(trx, type.id, planId);
  const change = { before: { floorPlanId: type.booking_template_id }, after: { floorPlanId: planId, classes: classes.length } };
  await recordAudit(trx, { actor, action: 'booking-type.floor-plan', entity: 'booking-type', entityId: type.id, ...change }, now);
}
