import type { CourtHoursBody, StaffCourt } from '@clubportal/contract/staff-courts';

/** The hours editor's week: per weekday (1 Monday .. 7 Sunday) its bands as typed (`HH:mm`; a band may close at 24:00). */
export type WeekForm = Record<number, Array<{ open: string; close: string }>>;
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A court's stored hours as the editor's week. */
export function weekOf(hours: StaffCourt['hours']): WeekForm {
  const week: WeekForm = Object.fromEntries(WEEKDAYS.map((d) => [d, []]));
  for (const h of hours) week[h.weekday]!.push({ open: h.open, close: h.close });
  return week;
}

/** The body the server takes: every band of the week, times trimmed (the server judges them). */
export function hoursBody(week: WeekForm): CourtHoursBody {
  return {
    hours: WEEKDAYS.flatMap((weekday) => (week[weekday] ?? []).map((b) => ({ weekday, open: b.open.trim(), close: b.close.trim() }))),
  };
}

/** Monday's bands on every day (the usual start: one timetable for the week, then the weekend changed). */
export function mondayEveryDay(week: WeekForm): WeekForm {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, (week[1] ?? []).map((b) => ({ ...b }))]));
}

/** "08:00–14:00, 17:00–22:00"; none: closed (the caller's word). */
export function bandsText(bands: Array<{ open: string; close: string }>, closed: string): string {
  return bands.length ? bands.map((b) => `${b.open}–${b.close}`).join(', ') : closed;
}
