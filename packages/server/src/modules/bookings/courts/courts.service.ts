import { instantToLocal } from '@clubportal/contract/club-time';
import type { Language } from '@clubportal/contract/languages';
import type { CourtExceptionBody, CourtHoursBody, StaffCourt, StaffCourtBody, StaffCourts } from '@clubportal/contract/staff-courts';
import { changedFields, recordAudit, type AuditActor } from '../../../db/audit-log.js';
import type { Executor } from '../../../db/dialect.js';
import { lockRow, unitOfWork, type Tx } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import { club, type BookingDeps } from '../core/booking-context.js';
import { insertOpeningHours } from '../setup/booking-setup.repository.js';
import { createResource } from '../setup/booking-setup.service.js';
import { deleteHoursOf } from '../setup/court-set.repository.js';
import { courtsChanged, weeklyHours } from '../setup/court-set.service.js';
import { namedBookings, orphansOf, type HoursOn } from './court-orphans.js';
import {
  deleteExceptionsOn,
  findActiveCourtsOfKind,
  findBookedKinds,
  findBookingsToCome,
  findCourt,
  findCourts,
  findExceptionsOfCourts,
  findHoursOfCourts,
  findTypeNamesByKind,
  insertExceptions,
  renumberCourts,
  updateCourt,
  type CourtRow,
} from './courts.repository.js';

/**
 * The staff's courts (issue 32 §2): courts by sport in their order, with photo and description; weekly hours and
 * dated exceptions. Courts are made through the bookings' setup (`createResource`, as the go-live wizard does), and
 * every write drops this app's catalogue and grids once it commits (`courtsChanged`). Each write is one unit of
 * work holding the court's row (a prebook holds it too, so a booking cannot slip in between the check and the
 * change), audited as `court.*`. A court is archived, never deleted: its bookings keep their history. Archiving,
 * a change of sport, new hours or an exception that would leave bookings to come outside the court's hours is
 * refused with a sentence naming them.
 */

export type Today = { zone: string; today: string; now: ReturnType<typeof nowInstant> };
export async function clubToday(deps: BookingDeps): Promise<Today> {
  const { zone } = await club(deps);
  const now = nowInstant(deps.clock);
  return { zone, now, today: instantToLocal(now, zone).date };
}

async function courtsOut(db: Executor, rows: CourtRow[], today: string): Promise<StaffCourt[]> {
  const ids = rows.map((r) => r.id);
  const [hours, exceptions] = await Promise.all([findHoursOfCourts(db, ids), findExceptionsOfCourts(db, ids, today)]);
  const positions = new Map<string, number>();
  return rows.map((r) => {
    const position = r.active === 1 ? (positions.get(r.resource_type) ?? 0) + 1 : null;
    if (position !== null) positions.set(r.resource_type, position);
    const days = new Map<string, StaffCourt['exceptions'][number]>();
    for (const e of exceptions.filter((x) => x.resource_id === r.id)) {
      const day = days.get(e.date) ?? { date: e.date, bands: [], reason: e.reason };
      if (e.open_time !== null && e.close_time !== null) day.bands.push({ open: e.open_time, close: e.close_time });
      days.set(e.date, day);
    }
    return {
      id: r.id,
      name: r.name,
      kind: r.resource_type,
      description: r.description,
      image: r.image,
      showNameOnline: r.show_name_online === 1,
      archived: r.active !== 1,
      position,
      hours: hours.filter((h) => h.resource_id === r.id).map((h) => ({ weekday: h.weekday, open: h.open_time, close: h.close_time })),
      exceptions: [...days.values()],
    };
  });
}

/** GET /api/staff/courts: the courts by sport in their order (archived ones on request), and the sports to choose from. */
export async function listCourts(deps: BookingDeps, opts: { archived: boolean }): Promise<StaffCourts> {
  const { today } = await clubToday(deps);
  const rows = await findCourts(deps.db, opts);
  const kinds = new Set([...(await findBookedKinds(deps.db)), ...rows.map((r) => r.resource_type)]);
  const names = new Map<string, string[]>();
  for (const t of await findTypeNamesByKind(deps.db)) names.set(t.resource_type, [...(names.get(t.resource_type) ?? []), t.name]);
  const kindNames = Object.fromEntries([...names].map(([kind, list]) => [kind, list.join(', ')]));
  return { courts: await courtsOut(deps.db, rows, today), kinds: [...kinds].sort(), kindNames, today };
}

/** One court as the list shows it, read in the write's unit of work. */
async function oneCourt(trx: Tx, id: number, today: string): Promise<StaffCourt> {
  const row = await findCourt(trx, id);
  if (!row) throw new AppError('not_found', 'courtNotFound');
  const [out] = await courtsOut(trx, [row], today);
  const place = (await findActiveCourtsOfKind(trx, row.resource_type)).findIndex((c) => c.id === id);
  return { ...out!, position: place < 0 ? null : place + 1 };
}

/** Opens a write's unit of work on a court: its row held; refused when it is gone (or archived, unless `archivedToo`). */
async function onCourt<T>(
  deps: BookingDeps,
  id: number,
  opts: { archivedToo?: boolean },
  work: (trx: Tx, court: CourtRow, t: Today) => Promise<T>,
): Promise<T> {
  const t = await clubToday(deps);
  return unitOfWork(deps.db, async (trx) => {
    if (!(await lockRow(trx, 'resources', id))) throw new AppError('not_found', 'courtNotFound');
    const court = (await findCourt(trx, id))!;
    if (court.active !== 1 && !opts.archivedToo) throw new AppError('conflict', 'courtIsArchived', { name: court.name });
    const result = await work(trx, court, t);
    courtsChanged(trx, deps.caches);
    return result;
  });
}

const audited = (c: CourtRow) => ({
  name: c.name,
  kind: c.resource_type,
  description: c.description,
  image: c.image,
  showNameOnline: c.show_name_online === 1,
});

const nextSortOrder = async (db: Executor, kind: string) => {
  const list = await findActiveCourtsOfKind(db, kind);
  return Math.max(0, ...list.map((c) => c.sort_order)) + 1;
};

/** A new court, last of its sport, closed until its hours are set. */
export async function createCourt(deps: BookingDeps, actor: AuditActor, body: StaffCourtBody): Promise<StaffCourt> {
  const { today, now } = await clubToday(deps);
  return unitOfWork(deps.db, async (trx) => {
    const id = await writeNewCourt(trx, actor, body, now);
    courtsChanged(trx, deps.caches);
    return oneCourt(trx, id, today);
  });
}

/** Writes a new court and its audit record in the caller's unit of work (createCourt's, or the demo seed's). */
export async function writeNewCourt(trx: Tx, actor: AuditActor, body: StaffCourtBody, now: Instant): Promise<number> {
  const id = await createResource(
    trx,
    {
      name: body.name,
      resourceType: body.kind,
      image: body.image,
      showNameOnline: body.showNameOnline,
      sortOrder: await nextSortOrder(trx, body.kind),
    },
    {},
  );
  await updateCourt(trx, id, { description: body.description });
  await recordAudit(trx, { actor, action: 'court.create', entity: 'court', entityId: id, after: body }, now);
  return id;
}

/** Changes what staff enter about a court. A change of sport takes it off its booking types: refused while bookings are to come. */
export async function editCourt(deps: BookingDeps, actor: AuditActor, language: Language, id: number, body: StaffCourtBody) {
  return onCourt(deps, id, {}, async (trx, court, t) => {
    await writeCourtEdit(trx, actor, language, court, body, t);
    return oneCourt(trx, id, t.today);
  });
}

/** Writes a court's new details and its `court.edit` record in the caller's unit of work, the court's row held (the editor's and an import's). */
export async function writeCourtEdit(trx: Tx, actor: AuditActor, language: Language, court: CourtRow, body: StaffCourtBody, t: Today) {
  const id = court.id;
  const kindChanges = body.kind !== court.resource_type;
  if (kindChanges) {
    const toCome = await findBookingsToCome(trx, id, t.now);
    if (toCome.length)
      throw new AppError('conflict', 'courtKindHasBookings', { name: court.name, bookings: namedBookings(toCome, t.zone, language) });
  }
  await updateCourt(trx, id, {
    name: body.name,
    resource_type: body.kind,
    description: body.description,
    image: body.image,
    show_name_online: body.showNameOnline ? 1 : 0,
    ...(kindChanges ? { sort_order: await nextSortOrder(trx, body.kind) } : {}),
  });
  const change = changedFields(audited(court), body);
  if (Object.keys(change.after).length)
    await recordAudit(trx, { actor, action: 'court.edit', entity: 'court', entityId: id, ...change }, t.now);
}

/** Puts a court at `position` among its sport's active courts (the up and down buttons ask for the place above or below). */
export async function moveCourt(deps: BookingDeps, actor: AuditActor, id: number, position: number): Promise<StaffCourt> {
  return onCourt(deps, id, {}, async (trx, court, t) => {
    const ids = (await findActiveCourtsOfKind(trx, court.resource_type)).map((c) => c.id);
    const from = ids.indexOf(id);
    ids.splice(from, 1);
    const to = Math.min(position - 1, ids.length);
    ids.splice(to, 0, id);
    await renumberCourts(trx, ids);
    if (from !== to)
      await recordAudit(
        trx,
        { actor, action: 'court.move', entity: 'court', entityId: id, before: { position: from + 1 }, after: { position: to + 1 } },
        t.now,
      );
    return oneCourt(trx, id, t.today);
  });
}

/** Archives a court (off the grid and the lists, kept for its history); refused while bookings are to come on it. */
export async function archiveCourt(deps: BookingDeps, actor: AuditActor, language: Language, id: number): Promise<StaffCourt> {
  return onCourt(deps, id, { archivedToo: true }, async (trx, court, t) => {
    if (court.active !== 1) return oneCourt(trx, id, t.today);
    const toCome = await findBookingsToCome(trx, id, t.now);
    if (toCome.length)
      throw new AppError('conflict', 'courtArchiveHasBookings', { name: court.name, bookings: namedBookings(toCome, t.zone, language) });
    await updateCourt(trx, id, { active: 0 });
    const change = { before: { archived: false }, after: { archived: true } };
    await recordAudit(trx, { actor, action: 'court.archive', entity: 'court', entityId: id, ...change }, t.now);
    return oneCourt(trx, id, t.today);
  });
}

/** Brings an archived court back, last of its sport, with the hours it had. */
export async function unarchiveCourt(deps: BookingDeps, actor: AuditActor, id: number): Promise<StaffCourt> {
  return onCourt(deps, id, { archivedToo: true }, async (trx, court, t) => {
    if (court.active === 1) return oneCourt(trx, id, t.today);
    await updateCourt(trx, id, { active: 1, sort_order: await nextSortOrder(trx, court.resource_type) });
    const change = { before: { archived: true }, after: { archived: false } };
    await recordAudit(trx, { actor, action: 'court.unarchive', entity: 'court', entityId: id, ...change }, t.now);
    return oneCourt(trx, id, t.today);
  });
}

/** A day's new bands; null: the date goes back to its weekday's hours. */
type HoursBands = Array<{ open: string; close: string }> | null;

/** The court's bands on a date as stored in this unit of work, with `change` laid over them (a date's exception wins over its weekday). */
export async function hoursWith(
  trx: Executor,
  id: number,
  today: string,
  change: { weekly?: CourtHoursBody['hours']; day?: { date: string; bands: HoursBands } },
) {
  const [weeklyRows, exceptionRows] = await Promise.all([findHoursOfCourts(trx, [id]), findExceptionsOfCourts(trx, [id], today)]);
  const weekly = weeklyHours(change.weekly ?? weeklyRows.map((h) => ({ weekday: h.weekday, open: h.open_time, close: h.close_time })));
  const days = new Map<string, Array<{ open: string; close: string }>>();
  for (const e of exceptionRows) {
    const bands = days.get(e.date) ?? [];
    if (e.open_time !== null && e.close_time !== null) bands.push({ open: e.open_time, close: e.close_time });
    days.set(e.date, bands);
  }
  if (change.day?.bands === null) days.delete(change.day.date);
  else if (change.day) days.set(change.day.date, change.day.bands);
  const hoursOn: HoursOn = (date, weekday) => days.get(date) ?? weekly[weekday] ?? [];
  return hoursOn;
}

async function refuseOrphans(
  trx: Tx,
  court: CourtRow,
  t: Today,
  language: Language,
  hoursOn: HoursOn,
  key: 'courtHoursOrphans' | 'courtDayOrphans',
) {
  const orphans = orphansOf(await findBookingsToCome(trx, court.id, t.now), hoursOn, t.zone);
  if (orphans.length) throw new AppError('conflict', key, { name: court.name, bookings: namedBookings(orphans, t.zone, language) });
}

/** Replaces a court's weekly hours (several bands a day; a weekday without one is closed). */
export async function setCourtHours(deps: BookingDeps, actor: AuditActor, language: Language, id: number, body: CourtHoursBody) {
  return onCourt(deps, id, {}, async (trx, court, t) => {
    await refuseOrphans(trx, court, t, language, await hoursWith(trx, id, t.today, { weekly: body.hours }), 'courtHoursOrphans');
    await writeCourtHours(trx, actor, id, body, t.now);
    return oneCourt(trx, id, t.today);
  });
}

/**
 * Writes a court's weekly hours and their audit record in the caller's unit of work, once the caller knows no booking
 * to come is left outside them (setCourtHours checks; the demo seed's new courts have none).
 */
export async function writeCourtHours(trx: Tx, actor: AuditActor, id: number, body: CourtHoursBody, now: Instant): Promise<void> {
  const before = await findHoursOfCourts(trx, [id]);
  await deleteHoursOf(trx, id);
  await insertOpeningHours(
    trx,
    body.hours.map((h) => ({ resource_id: id, weekday: h.weekday, open_time: h.open, close_time: h.close })),
  );
  const hoursBefore = before.map((h) => ({ weekday: h.weekday, open: h.open_time, close: h.close_time }));
  const sorted = [...body.hours].sort((a, b) => a.weekday - b.weekday || a.open.localeCompare(b.open));
  const change = changedFields({ hours: hoursBefore }, { hours: sorted });
  if (Object.keys(change.after).length)
    await recordAudit(trx, { actor, action: 'court.hours', entity: 'court', entityId: id, ...change }, now);
}

/** Sets a date's exception (its bands instead of the weekday's; none: closed all day). A date already past is refused. */
export async function setCourtException(
  deps: BookingDeps,
  actor: AuditActor,
  language: Language,
  id: number,
  date: string,
  body: CourtExceptionBody,
): Promise<StaffCourt> {
  return onCourt(deps, id, {}, async (trx, court, t) => {
    if (date < t.today) throw new AppError('bad_request', 'courtExceptionPast', { date: { day: date } });
    await refuseOrphans(
      trx,
      court,
      t,
      language,
      await hoursWith(trx, id, t.today, { day: { date, bands: body.bands } }),
      'courtDayOrphans',
    );
    const before = (await findExceptionsOfCourts(trx, [id], date)).filter((e) => e.date === date);
    await deleteExceptionsOn(trx, id, date);
    const rows = body.bands.length
      ? body.bands.map((b) => ({ open_time: b.open, close_time: b.close }))
      : [{ open_time: null, close_time: null }];
    await insertExceptions(
      trx,
      rows.map((r) => ({ resource_id: id, date, reason: body.reason, ...r })),
    );
    const bandsOf = (list: typeof before) =>
      list.filter((e) => e.open_time !== null).map((e) => ({ open: e.open_time, close: e.close_time }));
    await recordAudit(
      trx,
      {
        actor,
        action: 'court.exception',
        entity: 'court',
        entityId: id,
        before: before.length ? { date, bands: bandsOf(before), reason: before[0]!.reason } : null,
        after: { date, bands: body.bands, reason: body.reason },
      },
      t.now,
    );
    return oneCourt(trx, id, t.today);
  });
}

/** Removes a date's exception: the date opens as its weekday again (refused when that would orphan bookings of that day). */
export async function removeCourtException(deps: BookingDeps, actor: AuditActor, language: Language, id: number, date: string) {
  return onCourt(deps, id, {}, async (trx, court, t) => {
    await refuseOrphans(trx, court, t, language, await hoursWith(trx, id, t.today, { day: { date, bands: null } }), 'courtDayOrphans');
    const before = (await findExceptionsOfCourts(trx, [id], date)).filter((e) => e.date === date);
    if (!before.length) throw new AppError('not_found', 'courtExceptionNotFound');
    await deleteExceptionsOn(trx, id, date);
    await recordAudit(
      trx,
      { actor, action: 'court.exception_remove', entity: 'court', entityId: id, before: { date, reason: before[0]!.reason }, after: null },
      t.now,
    );
    return oneCourt(trx, id, t.today);
  });
}
