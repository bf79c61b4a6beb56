import { instantToLocal, localDayBounds } from '@clubportal/contract/club-time';
import { CSV_BOM, csvNumber, csvRecord } from '@clubportal/contract/csv';
import { currencyDecimals, money, toDecimal } from '@clubportal/contract/money';
import type { Permission } from '@clubportal/contract/staff';
import {
  isRosterRangeValid,
  MAX_ROSTER_DAYS,
  type Roster,
  type RosterAttendanceBody,
  type RosterKind,
  type RosterParams,
  type RosterRefund,
  type RosterSession,
  type RostersQuery,
} from '@clubportal/contract/staff-rosters';
import { recordAudit, type AuditActor } from '../../db/audit-log.js';
import { lockRow, unitOfWork } from '../../db/unit-of-work.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Instant } from '../../lib/clock.js';
import type { RouteDeps } from '../../lib/route-types.js';
import { findStaffCustomers } from '../accounts/index.js';
import { activityRoster, activitySessions, deskRemoveSignUp, deskSignUp, writeActivityCoach } from '../activities/index.js';
import { classRoster, classSessions, deskSeat, deskUnseat, writeClassCoach } from '../bookings/index.js';
import { getMainSettings } from '../settings/index.js';
import { findAttendance, findCoachChoices, insertAttendance, updateAttendance } from './rosters.repository.js';
import { queueRemovalMail } from './roster-mail.js';

/**
 * The desk's rosters (issue 33 §6), composed over the activities and the classes (bookings by place), each read and
 * changed through its owner's rules; this module owns only who came (`roster_attendance`). Who sees what is
 * decided here: `rosters.all` every session, `rosters.own` (a coach) only the sessions naming them as coach; a
 * coach asking for another's session is answered as for one that does not exist (404).
 */

export type RostersDeps = Pick<RouteDeps, 'db' | 'clock' | 'config' | 'outbox' | 'log' | 'caches' | 'staffAlerts'>;
/** Who asks: the staff member, their audit name and whether they hold `rosters.all`. */
export type RosterViewer = { staffId: number; actor: AuditActor; all: boolean };

export const viewerOf = (staffId: number, actor: AuditActor, permissions: ReadonlySet<Permission>): RosterViewer => ({
  staffId,
  actor,
  all: permissions.has('rosters.all'),
});

/** GET /api/staff/rosters?from&to: the sessions starting in those club days, the viewer's own for a coach, by start. */
export async function listRosters(deps: RostersDeps, viewer: RosterViewer, range: RostersQuery) {
  if (!isRosterRangeValid(range)) throw new AppError('bad_request', 'rosterRangeInvalid', { days: MAX_ROSTER_DAYS });
  const { timeZone } = await getMainSettings(deps.db);
  const from = localDayBounds(range.from, timeZone).start as Instant;
  const to = localDayBounds(range.to, timeZone).end as Instant;
  const now = nowInstant(deps.clock);
  const coach = viewer.all ? null : viewer.staffId;
  const [activities, classes] = await Promise.all([
    activitySessions(deps.db, from, to, coach, now),
    classSessions(deps.db, from, to, coach, now),
  ]);
  const [marksA, marksC] = await Promise.all([
    findAttendance(
      deps.db,
      'activity',
      activities.map((a) => a.id),
    ),
    findAttendance(
      deps.db,
      'class',
      classes.map((c) => c.id),
    ),
  ]);
  const sessions: RosterSession[] = [
    ...activities.map((a) => ({ ...a, kind: 'activity' as const, where: '', marked: marksA.filter((m) => m.session_id === a.id).length })),
    ...classes.map((c) => ({ ...c, kind: 'class' as const, waiting: 0, marked: marksC.filter((m) => m.session_id === c.id).length })),
  ].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.kind.localeCompare(b.kind) || a.id - b.id);
  return { sessions, timeZone };
}

/** GET /api/staff/rosters/:kind/:id: one session's roster with attendance; 404 to a coach for another's session. */
export async function readRoster(deps: RostersDeps, viewer: RosterViewer, p: RosterParams): Promise<Roster> {
  const { timeZone, currencyCode: currency } = await getMainSettings(deps.db);
  const now = nowInstant(deps.clock);
  const read =
    p.kind === 'activity'
      ? await activityRoster(deps.db, p.id, now)
      : { ...(await classRoster(deps.db, p.id, now, currency)), waiting: [] as Roster['waiting'] };
  if (!viewer.all && read.session.coachId !== viewer.staffId) throw new AppError('not_found', 'rosterNotFound');
  const marks = new Map((await findAttendance(deps.db, p.kind, [p.id])).map((m) => [m.customer_id, m.present === 1]));
  const participants = read.participants.map((x) => ({ ...x, present: marks.get(x.customerId) ?? null }));
  const session: RosterSession = {
    ...read.session,
    kind: p.kind,
    where: 'where' in read.session ? read.session.where : '',
    waiting: read.waiting.length,
    marked: participants.filter((x) => x.present !== null).length,
  };
  return {
    session,
    participants,
    waiting: read.waiting,
    canChange: viewer.all,
    coaches: viewer.all ? await findCoachChoices(deps.db) : [],
    timeZone,
  };
}

/**
 * PUT /api/staff/rosters/:kind/:id/attendance: marks a participant present or absent. Once per participant and
 * session (a unique index): the first mark is `attendance.mark`, a change `attendance.edit` with before and after,
 * the same answer again changes nothing. Under the session's row lock, so two desks marking at once do not both
 * insert; the unique index is the second wall.
 */
export async function markAttendance(
  deps: RostersDeps,
  viewer: RosterViewer,
  p: RosterParams,
  body: RosterAttendanceBody,
): Promise<Roster> {
  const roster = await readRoster(deps, viewer, p);
  if (!roster.participants.some((x) => x.customerId === body.customerId))
    throw new AppError('bad_request', 'rosterNotInSession', { id: body.customerId });
  const now = nowInstant(deps.clock);
  try {
    await unitOfWork(deps.db, async (trx) => {
      await lockRow(trx, p.kind === 'activity' ? 'activities' : 'bookings', p.id);
      const [before] = (await findAttendance(trx, p.kind, [p.id])).filter((m) => m.customer_id === body.customerId);
      if (before && (before.present === 1) === body.present) return;
      if (before) await updateAttendance(trx, before.id, body.present, viewer.staffId, now);
      else
        await insertAttendance(trx, {
          kind: p.kind,
          sessionId: p.id,
          customerId: body.customerId,
          present: body.present,
          staffId: viewer.staffId,
          at: now,
        });
      const after = { kind: p.kind, session: p.id, customer: body.customerId, present: body.present };
      await recordAudit(
        trx,
        {
          actor: viewer.actor,
          action: before ? 'attendance.edit' : 'attendance.mark',
          entity: p.kind === 'activity' ? 'activity' : 'booking',
          entityId: p.id,
          before: before ? { customer: body.customerId, present: before.present === 1 } : null,
          after,
        },
        now,
      );
    });
  } catch (err) {
    // Another desk's first mark won meanwhile: marking again edits it.
    if (isUniqueViolation(err)) return markAttendance(deps, viewer, p, body);
    throw err;
  }
  return readRoster(deps, viewer, p);
}

/** POST /api/staff/rosters/:kind/:id/participants: the desk adds a customer through the owner's sign-up rules; the sale waits at the club. */
export async function addParticipant(deps: RostersDeps, viewer: RosterViewer, p: RosterParams, customerId: number): Promise<Roster> {
  if (p.kind === 'activity') await deskSignUp({ ...deps, publicUrl: deps.config.publicUrl }, viewer.actor, p.id, customerId);
  else await deskSeat(deps, viewer.actor, p.id, customerId);
  return readRoster(deps, viewer, p);
}

/**
 * POST /api/staff/rosters/:kind/:id/participants/remove: the desk takes a customer off with a refund choice, once;
 * the member is mailed what came of their money. Answers the roster and the refund's legs.
 */
export async function removeParticipant(
  deps: RostersDeps,
  viewer: RosterViewer,
  p: RosterParams,
  body: { customerId: number; refund: RosterRefund },
) {
  const mailDeps = { clock: deps.clock, outbox: deps.outbox, publicUrl: deps.config.publicUrl };
  const notify = async (
    trx: Parameters<typeof queueRemovalMail>[0],
    r: Parameters<typeof queueRemovalMail>[2] & { unpaidCancelled: boolean },
  ) => queueRemovalMail(trx, mailDeps, r, r.unpaidCancelled);
  const removal =
    p.kind === 'activity'
      ? await deskRemoveSignUp(
          { ...deps, publicUrl: deps.config.publicUrl },
          viewer.actor,
          { activityId: p.id, customerId: body.customerId, refund: body.refund },
          notify,
        )
      : await deskUnseat(deps, viewer.actor, { classId: p.id, customerId: body.customerId, refund: body.refund }, notify);
  return {
    roster: await readRoster(deps, viewer, p),
    refunds: removal.legs.map((l) => ({
      method: l.method,
      paymentMethod: l.paymentMethod,
      amount: toDecimal(money(l.amount, removal.currency)),
      status: l.status,
    })),
  };
}

/** PUT /api/staff/rosters/:kind/:id/coach: names the session's coach (an active staff account) through its owner, audited. */
export async function setCoach(deps: RostersDeps, viewer: RosterViewer, p: RosterParams, coachId: number | null): Promise<Roster> {
  if (coachId !== null && !(await findCoachChoices(deps.db)).some((c) => c.id === coachId))
    throw new AppError('bad_request', 'rosterCoachUnknown');
  const now = nowInstant(deps.clock);
  await unitOfWork(deps.db, (trx) =>
    p.kind === 'activity'
      ? writeActivityCoach(trx, viewer.actor, p.id, coachId, now)
      : writeClassCoach(trx, viewer.actor, p.id, coachId, now),
  );
  return readRoster(deps, viewer, p);
}

/** GET /api/staff/rosters/customers?search=: customers the desk may add, by name, surname or email. */
export const rosterCustomers = (deps: RostersDeps, search: string) =>
  search.length < 2 ? Promise.resolve([]) : findStaffCustomers(deps.db, search, 20);

const CSV_HEADER = ['Customer id', 'Name', 'Email', 'Phone', 'Place', 'Payment', 'Amount', 'Currency', 'Present'];

/**
 * GET /api/staff/rosters/:kind/:id/roster.csv: the roster as a spreadsheet opens it (the contract's csv.ts: formula
 * cells neutralised), audited `roster.export` (names, emails and phones leave the console) before it is sent.
 */
export async function rosterCsv(deps: RostersDeps, viewer: RosterViewer, p: RosterParams): Promise<{ fileName: string; body: string }> {
  const roster = await readRoster(deps, viewer, p);
  const now = nowInstant(deps.clock);
  await unitOfWork(deps.db, (trx) =>
    recordAudit(
      trx,
      {
        actor: viewer.actor,
        action: 'roster.export',
        entity: p.kind === 'activity' ? 'activity' : 'booking',
        entityId: p.id,
        after: { kind: p.kind },
      },
      now,
    ),
  );
  const rows = roster.participants.map((x) =>
    csvRecord([
      x.customerId,
      x.name,
      x.email,
      x.phone,
      x.place,
      x.payment,
      csvNumber(x.amount.toFixed(currencyDecimals(x.currency))),
      x.currency,
      x.present === null ? '' : x.present ? 'yes' : 'no',
    ]),
  );
  const day = instantToLocal(roster.session.startsAt, roster.timeZone).date;
  return { fileName: `roster-${p.kind}-${p.id}-${day}.csv`, body: CSV_BOM + [csvRecord(CSV_HEADER), ...rows].join('') };
}

export type { RosterKind };
