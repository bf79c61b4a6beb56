import { IANAZone } from 'luxon';
import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { localDayBounds, localToInstant } from './club-time.js';
import { calendarDate } from './validation.js';

/**
 * The staff console's reports (issue 33 §7): occupancy against opening hours, revenue that equals settled
 * payments minus refunds, and outstanding debts, for staff holding `reports.read`. The pure rules (minutes inside
 * opening hours on the club's clock, daylight-saving days included; money split without losing a cent) live here
 * so the server and the page count alike.
 */

/** The longest range one report covers, in days (both ends counted): a year, as the exports. */
export const MAX_REPORT_DAYS = 366;

/** `from` and `to`: the club's days, both included. */
export const reportRangeQuerySchema = z.object({ from: calendarDate, to: calendarDate });
export type ReportRange = z.infer<typeof reportRangeQuerySchema>;

/** Days from `from` to `to`, both counted (0 or less when `to` is before `from`). */
export function reportRangeDays(range: ReportRange): number {
  return Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000) + 1;
}

export function isReportRangeValid(range: ReportRange): boolean {
  const days = reportRangeDays(range);
  return days >= 1 && days <= MAX_REPORT_DAYS;
}

/** The club's days of a range, in order (`yyyy-mm-dd`). */
export function reportDays(range: ReportRange): string[] {
  const days: string[] = [];
  const first = Date.parse(`${range.from}T00:00:00Z`);
  for (let i = 0; i < reportRangeDays(range); i++) days.push(new Date(first + i * 86_400_000).toISOString().slice(0, 10));
  return days;
}

/* ------------------------------------------------------------------ occupancy */

/** Minutes of one bucket: open (the opening hours), booked (bookings inside them), blocked (the club's blocks, not booked). */
export const occupancyMinutesSchema = z.object({
  openMinutes: z.number().int(),
  bookedMinutes: z.number().int(),
  blockedMinutes: z.number().int(),
});
export type OccupancyMinutes = z.infer<typeof occupancyMinutesSchema>;

export const occupancyReportSchema = okEnvelope({
  from: z.string(),
  to: z.string(),
  courts: z.array(z.object({ id: z.number().int(), name: z.string() }).extend(occupancyMinutesSchema.shape)),
  /** Per court and hour of the club's day (0-23): the heat map's cells; hours never open are left out. */
  byHour: z.array(z.object({ courtId: z.number().int(), hour: z.number().int() }).extend(occupancyMinutesSchema.shape)),
  /** Per weekday (1 Monday to 7 Sunday), every court together. */
  byWeekday: z.array(z.object({ weekday: z.number().int() }).extend(occupancyMinutesSchema.shape)),
  total: occupancyMinutesSchema,
});
export type OccupancyReport = z.infer<typeof occupancyReportSchema>;

/**
 * Booked share of the open time in whole percent (0 when the court never opened). Blocked time stays in the
 * denominator: a court closed for maintenance was offered and not sold, which is what the club wants to see.
 */
export function occupancyPercent(m: Pick<OccupancyMinutes, 'openMinutes' | 'bookedMinutes'>): number {
  return m.openMinutes > 0 ? Math.round((m.bookedMinutes / m.openMinutes) * 100) : 0;
}

/** An instant span in milliseconds since the epoch, start included, end excluded. */
export type Span = { start: number; end: number };

const MINUTE = 60_000;

/**
 * The instants a court is open on one club day, from its bands (`HH:mm`, `close` may be `24:00`), as the booking
 * grid reads them (`localDaySlots`): `open` is its first occurrence and `close` its last, so on a 25-hour day the
 * repeated hour is open twice and on a 23-hour day the skipped hour not at all; a time inside the skipped hour
 * means the moment the clocks jump. Overlapping bands are merged.
 */
export function openSpans(date: string, zone: string, bands: ReadonlyArray<{ open: string; close: string }>): Span[] {
  const at = (time: string, side: 'earlier' | 'later'): number => {
    if (time === '24:00') return Date.parse(localDayBounds(date, zone).end);
    const r = localToInstant({ date, time }, zone, { ambiguous: side });
    return Date.parse(r.ok ? r.instant : r.nextInstant);
  };
  return mergeSpans(bands.map((b) => ({ start: at(b.open, 'earlier'), end: at(b.close, 'later') })).filter((s) => s.end > s.start));
}

/** Spans sorted and merged where they overlap or touch. */
export function mergeSpans(spans: readonly Span[]): Span[] {
  const sorted = [...spans].filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const s of sorted) {
    const last = merged[merged.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  return merged;
}

/** The parts of `spans` inside `within` (both merged first). */
export function intersectSpans(spans: readonly Span[], within: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const a of mergeSpans(spans))
    for (const b of mergeSpans(within)) {
      const start = Math.max(a.start, b.start);
      const end = Math.min(a.end, b.end);
      if (end > start) out.push({ start, end });
    }
  return out;
}

/** The parts of `spans` outside `minus`. */
export function subtractSpans(spans: readonly Span[], minus: readonly Span[]): Span[] {
  let rest = mergeSpans(spans);
  for (const m of mergeSpans(minus)) {
    rest = rest.flatMap((s) => {
      if (m.end <= s.start || m.start >= s.end) return [s];
      const parts: Span[] = [];
      if (m.start > s.start) parts.push({ start: s.start, end: m.start });
      if (m.end < s.end) parts.push({ start: m.end, end: s.end });
      return parts;
    });
  }
  return rest;
}

/** Whole minutes of spans, split by the hour of the club's clock they fall in (0-23; the repeated hour counts twice). */
export function minutesByLocalHour(spans: readonly Span[], zone: string): Map<number, number> {
  const hours = new Map<number, number>();
  const offsetOf = zoneOffsetReader(zone);
  for (const s of mergeSpans(spans)) {
    let t = s.start;
    while (t < s.end) {
      const wall = t + offsetOf(t) * MINUTE;
      const hour = new Date(wall).getUTCHours();
      const toNextHour = 60 * MINUTE - (wall % (60 * MINUTE));
      const next = Math.min(s.end, t + toNextHour);
      hours.set(hour, (hours.get(hour) ?? 0) + (next - t) / MINUTE);
      t = next;
    }
  }
  for (const [h, m] of hours) hours.set(h, Math.round(m));
  return hours;
}

/** The zone's UTC offset in minutes at an instant (luxon's zone, as the club's clock reads it). */
function zoneOffsetReader(zone: string): (instant: number) => number {
  const tz = IANAZone.create(zone);
  if (!tz.isValid) throw new RangeError(`Unknown time zone ${zone}`);
  return (instant) => tz.offset(instant);
}

/** One court's club day: the minutes per hour open, booked inside the opening hours, and blocked (not booked). */
export type OccupancyDay = Map<number, OccupancyMinutes>;

/**
 * What one court did on one club day, by hour. Booked time counts only inside the opening hours (a booking the
 * desk put after closing fills no open minute); a club block counts as blocked only where no booking already
 * counts, so no minute is counted twice.
 */
export function occupancyOfDay(
  date: string,
  zone: string,
  c: { bands: ReadonlyArray<{ open: string; close: string }>; booked: Span[]; blocked: Span[] },
): OccupancyDay {
  const open = openSpans(date, zone, c.bands);
  const booked = intersectSpans(c.booked, open);
  const blocked = subtractSpans(intersectSpans(c.blocked, open), booked);
  const byHour: OccupancyDay = new Map();
  const add = (key: keyof OccupancyMinutes, spans: Span[]) => {
    for (const [hour, minutes] of minutesByLocalHour(spans, zone)) {
      const cell = byHour.get(hour) ?? { openMinutes: 0, bookedMinutes: 0, blockedMinutes: 0 };
      cell[key] += minutes;
      byHour.set(hour, cell);
    }
  };
  add('openMinutes', open);
  add('bookedMinutes', booked);
  add('blockedMinutes', blocked);
  return byHour;
}

/* ------------------------------------------------------------------ revenue */

export const REVENUE_DIMENSIONS = ['day', 'product', 'booking-type', 'method', 'provider'] as const;
export type RevenueDimension = (typeof REVENUE_DIMENSIONS)[number];

export const revenueQuerySchema = reportRangeQuerySchema.extend({ by: z.enum(REVENUE_DIMENSIONS).default('day') });
export type RevenueQuery = z.infer<typeof revenueQuerySchema>;

/** One line of the revenue: money received, money given back, and what stays (decimals of the club's currency). */
export const revenueLineSchema = z.object({
  key: z.string(),
  label: z.string(),
  received: z.number(),
  refunded: z.number(),
  net: z.number(),
});
export type RevenueLine = z.infer<typeof revenueLineSchema>;

export const revenueReportSchema = okEnvelope({
  from: z.string(),
  to: z.string(),
  by: z.enum(REVENUE_DIMENSIONS),
  currency: z.string(),
  lines: z.array(revenueLineSchema),
  total: revenueLineSchema.omit({ key: true, label: true }),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

/**
 * `amount` (minor units) shared out in proportion to `weights`, so the parts add up to it exactly: each part
 * rounded down, the cents left over given to the largest remainders (the earliest first on a tie). All zero
 * weights share it equally.
 */
export function splitByWeights(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const w = weights.some((x) => x > 0) ? weights.map((x) => Math.max(0, x)) : weights.map(() => 1);
  const total = w.reduce((a, b) => a + b, 0);
  const sign = amount < 0 ? -1 : 1;
  const abs = Math.abs(amount);
  const exact = w.map((x) => (abs * x) / total);
  const parts = exact.map((x) => Math.floor(x));
  let left = abs - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts.map((p) => p * sign);
}

/* ------------------------------------------------------------------ debts */

export const DEBT_KINDS = ['sale', 'fee', 'share'] as const;
export type DebtKind = (typeof DEBT_KINDS)[number];

export const debtSchema = z.object({
  saleId: z.number().int(),
  number: z.string(),
  kind: z.enum(DEBT_KINDS),
  customerId: z.number().int().nullable(),
  customer: z.string(),
  title: z.string(),
  /** When it was owed from: the sale's day, a fee's due day. */
  since: z.string(),
  total: z.number(),
  owed: z.number(),
});
export type Debt = z.infer<typeof debtSchema>;

export const debtsReportSchema = okEnvelope({ currency: z.string(), debts: z.array(debtSchema), total: z.number() });
export type DebtsReport = z.infer<typeof debtsReportSchema>;

/** The API's address of a report, as JSON or as a CSV file. */
export function reportPath(report: 'occupancy' | 'revenue' | 'debts', q: Partial<RevenueQuery> = {}, csv = false): string {
  const params = new URLSearchParams();
  if (report !== 'debts' && q.from && q.to) {
    params.set('from', q.from);
    params.set('to', q.to);
  }
  if (report === 'revenue' && q.by) params.set('by', q.by);
  const query = params.toString();
  return `/api/staff/reports/${report}${csv ? '.csv' : ''}${query ? `?${query}` : ''}`;
}
