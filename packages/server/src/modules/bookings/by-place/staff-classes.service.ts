import { createHash } from 'node:crypto';
import { weekOf } from '@clubportal/contract/bookings-by-place';
import { instantToLocal, localDayBounds, localToInstant } from '@clubportal/contract/club-time';
import type { ClassDate, ClassOpenBody, ClassPlanBody, StaffClasses } from '@clubportal/contract/staff-classes';
import { recordAudit, type AuditActor } from '../../../db/audit-log.js';
import type { Executor } from '../../../db/dialect.js';
import { unitOfWork, type Tx } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import { deskChanged } from '../../../lib/desk-changes.js';
import { deskGuestCustomer } from '../../accounts/index.js';
import type { RefundsDeps } from '../../payments/index.js';
import { getCatalogue, type BookingTypeEntry, type Catalogue } from '../core/booking-catalogue.service.js';
import { club, MAX_BOOKING_MINUTES, type Club } from '../core/booking-context.js';
import { checkDeskSlot, lockCourts } from '../desk/desk-bookings.service.js';
import { seriesDates } from '../desk/desk-series.service.js';
import { findCollisions } from '../desk/desk.repository.js';
import { openClasses } from './by-place-setup.service.js';
import { classSessions } from './class-rosters.service.js';
import { findClassByToken, findClassOwner, findClassPlans, findCoaches, findTypePlans } from './staff-classes.repository.js';

/**
 * Classes opened by staff (issue 32 §2, issue 33 §6). A date is checked as the desk checks a walk-in (the room of
 * the type's kind, one of its durations, on its grid within the room's hours: `checkDeskSlot`) and against what
 * else has the room then (`findCollisions`, the desk's one collision reader): it opens, or is skipped as taken,
 * blocked or closed. The save, under the room's lock, plans again and refuses (409, naming them) dates that
 * changed since the preview; a date this same save already opened (a double submit: its key) is answered as
 * opened, not opened twice. Each class goes through `openClasses`, audited `class.open`, and the desks are told.
 */

export type StaffClassesDeps = RefundsDeps;

/** The by-place type of a plan, or 404 (a court type's bookings are not classes). */
function classType(cat: Catalogue, id: number): BookingTypeEntry {
  const type = cat.typeById.get(id);
  if (!type || type.by_place !== 1 || type.main === undefined) throw new AppError('not_found', 'classTypeNotFound');
  return type;
}

const skipOf = (err: unknown): ClassDate['skip'] => {
  if (err instanceof AppError && (err.key === 'slotInPast' || err.key === 'slotNotOffered')) return 'closed';
  throw err;
};

async function planOn(db: Executor, cat: Catalogue, c: Club, body: ClassPlanBody, now: Instant) {
  const type = classType(cat, body.bookingTypeId);
  const [plan] = type.booking_template_id === null ? [] : await findTypePlans(db, [type.booking_template_id]);
  if (plan && body.places > Number(plan.places))
    throw new AppError('bad_request', 'classPlacesOverPlan', { plan: plan.name, places: Number(plan.places) });
  if (body.coachId !== null && !(await findCoaches(db)).some((s) => s.id === body.coachId))
    throw new AppError('bad_request', 'rosterCoachUnknown');
  if (body.until !== null && body.until < body.firstDate) throw new AppError('bad_request', 'classUntilBeforeFirst');
  const end = { kind: 'until' as const, date: body.until ?? body.firstDate };
  const dates: ClassDate[] = [];
  for (const date of seriesDates({ startDate: body.firstDate, everyWeeks: 1, end })) {
    const local = localToInstant({ date, time: body.time }, c.zone);
    if (!local.ok) {
      dates.push({ date, startsAt: local.nextInstant, skip: 'closed' });
      continue;
    }
    let skip: ClassDate['skip'] = null;
    try {
      const slot = checkDeskSlot(
        cat,
        type,
        c,
        { resourceId: body.resourceId, startsAt: local.instant, durationMinutes: body.durationMinutes },
        now,
      );
      // A class is opened for members to book: never one already begun.
      if (slot.start <= now) skip = 'closed';
      else skip = await findCollisions(db, 0, [body.resourceId], slot.start, slot.end, MAX_BOOKING_MINUTES);
    } catch (err) {
      skip = skipOf(err);
    }
    dates.push({ date, startsAt: local.instant, skip });
  }
  return { type, dates };
}

/** POST /api/staff/classes/preview: every date of the plan, opening or skipped and why. */
export async function previewClasses(deps: StaffClassesDeps, body: ClassPlanBody): Promise<{ dates: ClassDate[] }> {
  const [cat, c] = await Promise.all([getCatalogue(deps), club(deps)]);
  const { dates } = await planOn(deps.db, cat, c, body, nowInstant(deps.clock));
  return { dates };
}

/** The club's own account, owner of its classes: the one its classes name, else its contactless desk account. */
async function clubOwner(trx: Tx, now: Instant): Promise<number> {
  return (await findClassOwner(trx)) ?? deskGuestCustomer(trx, now);
}

/** A class's token from its save's key and date: unguessable as a random one, and the same for the same save. */
const tokenOf = (key: string, date: string) => createHash('sha256').update(`class:${key}:${date}`).digest('base64url').slice(0, 22);

/** POST /api/staff/classes: opens the dates the preview showed, in one unit of work under the room's lock. */
export async function openStaffClasses(deps: StaffClassesDeps, actor: AuditActor, body: ClassOpenBody) {
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    await lockCourts(trx, deps, [body.resourceId], now);
    const cat = await getCatalogue({ db: trx });
    const c = await club({ ...deps, db: trx });
    const { type, dates } = await planOn(trx, cat, c, body, now);
    const opened: Array<{ id: number; date: string }> = [];
    const toOpen: ClassDate[] = [];
    for (const d of dates.filter((x) => body.dates.includes(x.date))) {
      const same = d.skip === 'taken' ? await findClassByToken(trx, tokenOf(body.key, d.date)) : undefined;
      if (same !== undefined) opened.push({ id: same, date: d.date });
      else if (d.skip === null) toOpen.push(d);
    }
    const expected = new Set(body.dates);
    const changed = [
      ...dates.filter((d) => !expected.has(d.date) && d.skip === null).map((d) => d.date),
      ...body.dates.filter((d) => !opened.some((o) => o.date === d) && !toOpen.some((o) => o.date === d)),
    ].sort();
    if (changed.length) throw new AppError('conflict', 'classDatesChanged', { dates: changed.join(', ') });
    if (!toOpen.length) return { opened, skipped: dates.filter((d) => !expected.has(d.date)).map((d) => d.date) };
    const ownerId = await clubOwner(trx, now);
    const ids = await openClasses(
      trx,
      toOpen.map((d) => ({
        bookingTypeId: type.id,
        resourceId: body.resourceId,
        ownerId,
        startsAt: d.startsAt as Instant,
        durationMinutes: body.durationMinutes,
        maxParticipants: body.places,
        templateId: type.booking_template_id,
        currency: c.currency,
        createdAt: now,
        coachId: body.coachId,
        token: tokenOf(body.key, d.date),
      })),
    );
    for (const [i, id] of ids.entries()) {
      const d = toOpen[i]!;
      const after = {
        type: type.id,
        room: body.resourceId,
        startsAt: d.startsAt,
        minutes: body.durationMinutes,
        places: body.places,
        coach: body.coachId,
      };
      await recordAudit(trx, { actor, action: 'class.open', entity: 'booking', entityId: id, after }, now);
      opened.push({ id, date: d.date });
    }
    deskChanged(trx, deps.caches, { kind: 'booking', bookingId: null, courts: [body.resourceId], at: toOpen.map((d) => d.startsAt) });
    opened.sort((a, b) => a.date.localeCompare(b.date));
    return { opened, skipped: dates.filter((d) => !expected.has(d.date)).map((d) => d.date) };
  });
}

/** GET /api/staff/classes?week=: the classes starting that week (Monday to Sunday, club time) and the form's choices. */
export async function listStaffClasses(deps: StaffClassesDeps, week: string | undefined): Promise<StaffClasses> {
  const [cat, c] = await Promise.all([getCatalogue(deps), club(deps)]);
  const now = nowInstant(deps.clock);
  const days = weekOf(week ?? instantToLocal(now, c.zone).date);
  const from = localDayBounds(days[0]!, c.zone).start as Instant;
  const to = localDayBounds(days[6]!, c.zone).end as Instant;
  const sessions = await classSessions(deps.db, from, to, null, now);
  const types = cat.types.filter((t) => t.by_place === 1 && t.main !== undefined);
  const planIds = [...new Set(types.flatMap((t) => (t.booking_template_id === null ? [] : [t.booking_template_id])))];
  const [classPlans, typePlans, coaches] = await Promise.all([
    findClassPlans(
      deps.db,
      sessions.map((s) => s.id),
    ),
    findTypePlans(deps.db, planIds),
    findCoaches(deps.db),
  ]);
  return {
    week: days[0]!,
    timeZone: c.zone,
    classes: sessions.map((s) => ({
      id: s.id,
      typeName: s.name,
      room: s.where,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      taken: s.taken,
      capacity: s.capacity,
      coachName: s.coachName,
      planName: classPlans.find((p) => p.id === s.id)?.name ?? null,
    })),
    types: types.map((t) => {
      const plan = typePlans.find((p) => p.id === t.booking_template_id);
      return {
        id: t.id,
        name: t.name,
        durations: t.durationList,
        preferredDuration: t.preferred_duration,
        maxParticipants: t.max_participants,
        planName: plan?.name ?? null,
        planPlaces: plan ? Number(plan.places) : null,
        rooms: cat
          .resourcesOfType(t.main!.resource_type)
          .filter((r) => r.active === 1)
          .map((r) => ({ id: r.id, name: r.name })),
      };
    }),
    coaches,
  };
}
