import { instantToLocal, localToInstant } from '@clubportal/contract/club-time';
import type { DeskDay, DeskEntry } from '@clubportal/contract/staff-desk';

/** The desk grid's layout: the day's rows (slots of the club's step) from the earliest opening to the latest close. */

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmmOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export type DeskRow = { time: string; minutes: number; startsAt: string };
export type DeskCell =
  | { kind: 'entry'; entry: DeskEntry; span: number }
  | { kind: 'free'; startsAt: string; time: string }
  | { kind: 'closed' }
  | { kind: 'covered' };

/** The rows of the day: the courts' earliest opening to their latest close (08:00-22:00 when all are closed). */
export function deskRows(day: Pick<DeskDay, 'date' | 'zone' | 'slotMinutes' | 'courts'>): DeskRow[] {
  const bands = day.courts.flatMap((c) => c.hours);
  const from = bands.length ? Math.min(...bands.map((b) => minutesOf(b.open))) : 8 * 60;
  const to = bands.length ? Math.max(...bands.map((b) => minutesOf(b.close))) : 22 * 60;
  const step = Math.max(5, day.slotMinutes);
  const rows: DeskRow[] = [];
  for (let m = from; m < to; m += step) {
    const time = hhmmOf(m);
    const at = localToInstant({ date: day.date, time }, day.zone);
    if (at.ok) rows.push({ time, minutes: m, startsAt: at.instant });
  }
  return rows;
}

const isOpen = (hours: ReadonlyArray<{ open: string; close: string }>, minutes: number) =>
  hours.some((b) => minutesOf(b.open) <= minutes && minutes < minutesOf(b.close));

/**
 * Each court's column, row by row: an entry spans the rows it covers (the rows under it are covered), a row
 * without one is free inside the court's hours (a tap books a walk-in there) and closed outside them.
 */
export function deskColumns(day: DeskDay, rows: DeskRow[]): Map<number, DeskCell[]> {
  const step = Math.max(5, day.slotMinutes);
  const first = rows[0]?.minutes ?? 0;
  const columns = new Map<number, DeskCell[]>();
  for (const court of day.courts) {
    const cells: DeskCell[] = rows.map((r) =>
      isOpen(court.hours, r.minutes) ? { kind: 'free', startsAt: r.startsAt, time: r.time } : { kind: 'closed' },
    );
    const entries = day.entries.filter((e) => e.resourceId === court.id).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
    for (const entry of entries) {
      const local = instantToLocal(entry.startsAt, day.zone);
      const startMinutes = local.date < day.date ? first : minutesOf(local.time);
      const endLocal = instantToLocal(entry.endsAt, day.zone);
      const endMinutes = endLocal.date > day.date ? 24 * 60 : minutesOf(endLocal.time);
      const at = Math.max(0, Math.floor((startMinutes - first) / step));
      const span = Math.max(1, Math.ceil((endMinutes - first) / step) - at);
      // One entry per cell: a second one overlapping (a hold beside a block) is listed in the first one's details.
      if (at >= cells.length || cells[at]?.kind === 'entry' || cells[at]?.kind === 'covered') continue;
      const fits = Math.min(span, cells.length - at);
      cells[at] = { kind: 'entry', entry, span: fits };
      for (let i = at + 1; i < at + fits; i += 1) cells[i] = { kind: 'covered' };
    }
    columns.set(court.id, cells);
  }
  return columns;
}

/** The club's calendar day (yyyy-MM-dd) at an instant: the grid opens on it, and players check in on it. */
export const clubDay = (zone: string, at: Date): string => instantToLocal(at.toISOString(), zone).date;

/** The club-local date `days` after `date` (yyyy-MM-dd). */
export function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The start times a court offers a booking of `duration` on a day: its hours' slots of the step that fit. */
export function courtStarts(hours: ReadonlyArray<{ open: string; close: string }>, step: number, duration: number): string[] {
  const out: string[] = [];
  for (const b of hours) for (let m = minutesOf(b.open); m + duration <= minutesOf(b.close); m += step) out.push(hhmmOf(m));
  return out;
}
