import type { Language } from '@clubportal/contract/languages';
import type { CourtHoursBody, StaffCourtBody } from '@clubportal/contract/staff-courts';
import type { CourtImportRow } from '@clubportal/contract/staff-imports';
import { recordAudit, type AuditActor } from '../../../db/audit-log.js';
import type { Executor } from '../../../db/dialect.js';
import { lockRow, type Tx } from '../../../db/unit-of-work.js';
import type { MessageKey } from '../../../lib/messages.js';
import { instantToLocal } from '@clubportal/contract/club-time';
import type { Instant } from '../../../lib/clock.js';
import { getMainSettings } from '../../settings/index.js';
import type { BookingDeps } from '../core/booking-context.js';
import { courtsChanged } from '../setup/court-set.service.js';
import { namedBookings, orphansOf } from './court-orphans.js';
import { findBookingsToCome, findCourts, findHoursOfCourts, updateCourt, type CourtRow } from './courts.repository.js';
import { hoursWith, writeCourtEdit, writeCourtHours, writeNewCourt, type Today } from './courts.service.js';

/**
 * Courts written from a club's CSV file (issue 32 §7), by the courts editor's writes and rules. A row is the court
 * with its external id, else the one active court with exactly its name (case aside). An empty cell keeps what the
 * court has. Opening hours come as one band the same every day (opens, closes): what a previous system's court list
 * exports; a club with other hours per day sets them in the courts editor. As in the editor, a change of sport while
 * bookings are to come, or hours that would leave bookings to come outside them, is refused: the row's issue.
 */

type Refusal = { action: 'refuse'; field: keyof CourtImportRow | null; reason: MessageKey; params?: Record<string, string> };
export type CourtImportPlan =
  | {
      action: 'create' | 'update' | 'unchanged';
      court: CourtRow | null;
      body: StaffCourtBody;
      /** The week to write (null: the hours stay). */
      hours: CourtHoursBody | null;
      /** The id to record (null: as it is). */
      externalId: string | null;
    }
  | Refusal;

const lower = (s: string) => s.toLocaleLowerCase();
const sameWeek = (a: CourtHoursBody['hours'], b: CourtHoursBody['hours']) =>
  a.length === b.length && a.every((h) => b.some((x) => x.weekday === h.weekday && x.open === h.open && x.close === h.close));

/** The club's day, read on the import's own executor (inside its unit of work, never beside it). */
async function todayOn(db: Executor, now: Instant): Promise<Today> {
  const zone = (await getMainSettings(db)).timeZone;
  return { zone, now, today: instantToLocal(now, zone).date };
}

/** Plans every row against the courts as they stand (and their bookings to come). Rows must be valid and unique. */
export async function planCourtImport(
  db: Executor,
  now: Instant,
  language: Language,
  rows: readonly CourtImportRow[],
): Promise<CourtImportPlan[]> {
  const t = await todayOn(db, now);
  const courts = await findCourts(db, { archived: true });
  const byExternal = new Map(courts.filter((c) => c.external_id).map((c) => [c.external_id!, c]));
  const byName = new Map<string, CourtRow[]>();
  for (const c of courts.filter((x) => x.active === 1)) byName.set(lower(c.name), [...(byName.get(lower(c.name)) ?? []), c]);
  const plans: CourtImportPlan[] = [];
  for (const row of rows) plans.push(await planRow(db, t, language, row, byExternal, byName));
  return plans;
}

async function planRow(
  db: Executor,
  t: Today,
  language: Language,
  row: CourtImportRow,
  byExternal: Map<string, CourtRow>,
  byName: Map<string, CourtRow[]>,
): Promise<CourtImportPlan> {
  if ((row.opens === '') !== (row.closes === ''))
    return { action: 'refuse', field: row.opens ? 'closes' : 'opens', reason: 'importHoursHalf' };
  if (row.opens && row.opens >= row.closes) return { action: 'refuse', field: 'closes', reason: 'importHoursOrder' };
  let court = row.externalId ? byExternal.get(row.externalId) : undefined;
  if (!court) {
    const named = byName.get(lower(row.name)) ?? [];
    if (named.length > 1) return { action: 'refuse', field: 'name', reason: 'importNameTwiceInClub', params: { name: row.name } };
    court = named[0];
    if (court && row.externalId && court.external_id && court.external_id !== row.externalId)
      return { action: 'refuse', field: 'externalId', reason: 'importNameHasOtherId' };
  }
  if (court && court.active !== 1) return { action: 'refuse', field: 'externalId', reason: 'importArchivedMatch' };
  const hours = row.opens ? { hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: row.opens, close: row.closes })) } : null;
  if (!court) {
    // A new court shows its name online unless the file says not to, as most clubs' courts do.
    const body = { name: row.name, kind: row.kind, description: row.description, image: '', showNameOnline: row.showNameOnline !== '0' };
    return { action: 'create', court: null, body, hours, externalId: row.externalId || null };
  }
  const body: StaffCourtBody = {
    name: row.name,
    kind: row.kind,
    description: row.description || court.description,
    image: court.image,
    showNameOnline: row.showNameOnline ? row.showNameOnline === '1' : court.show_name_online === 1,
  };
  const toCome = body.kind !== court.resource_type || hours ? await findBookingsToCome(db, court.id, t.now) : [];
  if (body.kind !== court.resource_type && toCome.length)
    return {
      action: 'refuse',
      field: 'kind',
      reason: 'courtKindHasBookings',
      params: { name: court.name, bookings: namedBookings(toCome, t.zone, language) },
    };
  const current = (await findHoursOfCourts(db, [court.id])).map((h) => ({ weekday: h.weekday, open: h.open_time, close: h.close_time }));
  const newHours = hours && !sameWeek(current, hours.hours) ? hours : null;
  if (newHours) {
    const orphans = orphansOf(toCome, await hoursWith(db, court.id, t.today, { weekly: newHours.hours }), t.zone);
    if (orphans.length)
      return {
        action: 'refuse',
        field: 'opens',
        reason: 'courtHoursOrphans',
        params: { name: court.name, bookings: namedBookings(orphans, t.zone, language) },
      };
  }
  const externalId = row.externalId && row.externalId !== court.external_id ? row.externalId : null;
  const changed =
    newHours !== null ||
    externalId !== null ||
    body.name !== court.name ||
    body.kind !== court.resource_type ||
    body.description !== court.description ||
    body.showNameOnline !== (court.show_name_online === 1);
  return { action: changed ? 'update' : 'unchanged', court, body, hours: newHours, externalId };
}

/** Writes the planned rows in the caller's unit of work, through the courts editor's writes, each audited as it does. */
export async function applyCourtImport(
  trx: Tx,
  deps: BookingDeps,
  plans: ReadonlyArray<Exclude<CourtImportPlan, Refusal>>,
  opts: { actor: AuditActor; language: Language; now: Instant },
): Promise<void> {
  const { actor } = opts;
  const t = await todayOn(trx, opts.now);
  for (const plan of plans) {
    if (plan.action === 'unchanged') continue;
    let id: number;
    if (plan.court === null) {
      id = await writeNewCourt(trx, actor, plan.body, t.now);
    } else {
      id = plan.court.id;
      await lockRow(trx, 'resources', id);
      await writeCourtEdit(trx, actor, opts.language, plan.court, plan.body, t);
    }
    if (plan.externalId !== null) {
      await updateCourt(trx, id, { external_id: plan.externalId });
      const change = { before: { externalId: plan.court?.external_id ?? null }, after: { externalId: plan.externalId } };
      await recordAudit(trx, { actor, action: 'court.edit', entity: 'court', entityId: id, ...change }, t.now);
    }
    if (plan.hours) await writeCourtHours(trx, actor, id, plan.hours, t.now);
  }
  courtsChanged(trx, deps.caches);
}
