import { DateTime, IANAZone } from 'luxon';
import { z } from 'zod';

/**
 * Club time: wall-clock dates and times in the club's IANA time zone, and the UTC instants they stand for.
 *
 * Instants travel as ISO strings in UTC (`2026-03-29T01:00:00.000Z`); local dates as `yyyy-MM-dd`, local
 * times as `HH:mm`. Nothing here reads the system clock or the system time zone: every function is pure.
 *
 * Daylight-saving changes make a local day 23 or 25 hours long. On the short day a stretch of wall-clock
 * times does not exist (Europe/Madrid 2026-03-29 02:00-02:59; America/Santiago 2026-09-06 00:00-00:59, so
 * that day starts at 01:00); on the long day a stretch exists twice (Europe/Madrid 2026-10-25 02:00-02:59;
 * America/Santiago 2026-04-04 23:00-23:59).
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Whether `zone` is an IANA time zone name the runtime knows (Europe/Madrid, America/Santiago, UTC). */
export function isValidTimeZone(zone: unknown): zone is string {
  return typeof zone === 'string' && zone !== '' && IANAZone.isValidZone(zone);
}

export function timeZoneMessage(zone: unknown): string {
  return `Unknown time zone ${JSON.stringify(zone)}: use an IANA name such as Europe/Madrid or America/Santiago`;
}

/** Zod schema of a club time zone, with a message that names the wrong value. */
export const timeZoneSchema = z
  .string({ error: (issue) => timeZoneMessage(issue.input) })
  .refine(isValidTimeZone, { error: (issue) => timeZoneMessage(issue.input) });

/** A wall-clock moment in the club: `date` is `yyyy-MM-dd`, `time` is `HH:mm`. */
export type LocalDateTime = { date: string; time: string };

/**
 * Result of {@link localToInstant}. A time that falls in the spring-forward gap does not exist: the caller
 * decides what to do (refuse, or offer `nextInstant`, the moment the clocks jump to, `gapEnd` local time).
 */
export type LocalToInstantResult =
  | { ok: true; instant: string; /** The local time happens twice that day (fall-back). */ ambiguous: boolean }
  | { ok: false; reason: 'nonexistent'; message: string; gapStart: string; gapEnd: string; nextInstant: string };

/** Zones already checked: Luxon's validity check builds an Intl formatter each time (hot on availability paths). */
const checkedZones = new Map<string, IANAZone>();

function zoneOf(zone: string): IANAZone {
  const known = checkedZones.get(zone);
  if (known) return known;
  if (!isValidTimeZone(zone)) throw new RangeError(timeZoneMessage(zone));
  const tz = IANAZone.create(zone);
  checkedZones.set(zone, tz);
  return tz;
}

/** Milliseconds of `yyyy-MM-dd` at 00:00 read as if it were UTC: the "wall clock" timeline. */
function wallDay(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
  // Date.UTC rolls 2026-02-30 over to March 2: a round trip catches impossible dates.
  if (!m || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`Invalid date ${JSON.stringify(date)}: expected yyyy-MM-dd`);
  }
  return ms;
}

/** Minutes since midnight of `HH:mm`; `24:00` (end of the day) only where allowed. */
function wallMinutes(time: string, allowEndOfDay = false): number {
  if (allowEndOfDay && time === '24:00') return 24 * 60;
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!m) throw new RangeError(`Invalid time ${JSON.stringify(time)}: expected HH:mm from 00:00 to 23:59`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/**
 * The instants whose wall-clock reading in `zone` is `wall` (ms on the wall timeline), earliest first:
 * none in a gap, two in an overlap. Tries the offsets in force a day before and a day after, which
 * covers every real transition (they are months apart).
 */
function instantsOf(wall: number, zone: IANAZone): number[] {
  const offsets = new Set([zone.offset(wall - DAY), zone.offset(wall + DAY)]);
  return [...offsets]
    .map((offset) => wall - offset * MINUTE)
    .filter((instant) => zone.offset(instant) * MINUTE === wall - instant)
    .sort((a, b) => a - b);
}

/** The instant the clocks jump forward, for a `wall` reading inside the gap. */
function gapTransition(wall: number, zone: IANAZone): number {
  const before = zone.offset(wall - DAY);
  const after = zone.offset(wall + DAY);
  // Read with the new offset the wall time is still before the jump, with the old one already after it.
  let lo = wall - after * MINUTE;
  let hi = wall - before * MINUTE;
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
    if (zone.offset(mid) === after) hi = mid;
    else lo = mid;
  }
  return hi;
}

const iso = (instant: number) => new Date(instant).toISOString();
const hhmm = (wall: number) => new Date(wall).toISOString().slice(11, 16);

/**
 * The UTC instant of a wall-clock date and time in the club's zone. Never shifts silently: a time in the
 * spring-forward gap gives `{ ok: false, reason: 'nonexistent' }`; a time that happens twice (fall-back)
 * gives its `earlier` occurrence unless `ambiguous: 'later'` is asked, and says it was ambiguous.
 *
 * @example localToInstant({ date: '2026-07-01', time: '20:30' }, 'Europe/Madrid') // { ok: true, instant: '2026-07-01T18:30:00.000Z', ambiguous: false }
 * @throws RangeError for an unknown zone or a malformed date or time.
 */
export function localToInstant(
  local: LocalDateTime,
  zone: string,
  options: { ambiguous?: 'earlier' | 'later' } = {},
): LocalToInstantResult {
  const tz = zoneOf(zone);
  const wall = wallDay(local.date) + wallMinutes(local.time) * MINUTE;
  const instants = instantsOf(wall, tz);
  const first = instants[0];
  if (first === undefined) {
    const jump = gapTransition(wall, tz);
    const gapStart = hhmm(jump + tz.offset(jump - 1) * MINUTE);
    const gapEnd = hhmm(jump + tz.offset(jump) * MINUTE);
    return {
      ok: false,
      reason: 'nonexistent',
      message: `${local.date} ${local.time} does not exist in ${zone}: the clocks go from ${gapStart} to ${gapEnd}`,
      gapStart,
      gapEnd,
      nextInstant: iso(jump),
    };
  }
  const chosen = options.ambiguous === 'later' ? instants[instants.length - 1]! : first;
  return { ok: true, instant: iso(chosen), ambiguous: instants.length > 1 };
}

/** A UTC instant as the club's wall clock shows it. `weekday` is 1 (Monday) to 7 (Sunday). */
export type LocalInstant = LocalDateTime & { weekday: number; /** UTC offset in force, e.g. 120 for +02:00. */ offsetMinutes: number };

/**
 * Where an instant falls on the club's wall clock. `time` is `HH:mm` (seconds are dropped).
 * The ISO text must carry its offset (`Z` or `+02:00`): a bare local time would depend on the machine.
 *
 * @example instantToLocal('2026-07-01T18:30:00Z', 'Europe/Madrid') // { date: '2026-07-01', time: '20:30', weekday: 3, offsetMinutes: 120 }
 * @throws RangeError for an unknown zone or an instant without offset.
 */
export function instantToLocal(instant: string, zone: string): LocalInstant {
  const tz = zoneOf(zone);
  const withOffset = /T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)$/i.test(instant);
  const parsed = withOffset ? DateTime.fromISO(instant, { setZone: true }) : undefined;
  if (!parsed?.isValid) throw new RangeError(`Invalid instant ${JSON.stringify(instant)}: expected ISO 8601 with Z or an offset`);
  // Plain UTC fields of the wall time: Luxon's formatting would follow the machine's locale (its digits).
  const instantMs = parsed.toMillis();
  const offsetMinutes = tz.offset(instantMs);
  const wall = instantMs + offsetMinutes * MINUTE;
  const date = new Date(wall).toISOString().slice(0, 10);
  return { date, time: hhmm(wall), weekday: ((new Date(wall).getUTCDay() + 6) % 7) + 1, offsetMinutes };
}

/** First instant of a local day, and first of the next; `hours` is 23, 24 or 25 (other values in odd zones). */
export type LocalDayBounds = { start: string; end: string; hours: number };

/** First instant of the day: its 00:00, or the end of the gap when midnight is skipped (Santiago). */
function dayStart(date: string, tz: IANAZone): number {
  const wall = wallDay(date);
  return instantsOf(wall, tz)[0] ?? gapTransition(wall, tz);
}

function nextDate(date: string): string {
  return new Date(wallDay(date) + DAY).toISOString().slice(0, 10);
}

/**
 * The instants a local day runs between, end excluded. Most days start at 00:00; in America/Santiago the
 * clocks jump from 00:00 to 01:00 on the first Sunday of September, so that day starts at 01:00.
 *
 * @example localDayBounds('2026-03-29', 'Europe/Madrid') // { start: '2026-03-28T23:00:00.000Z', end: '2026-03-29T22:00:00.000Z', hours: 23 }
 */
export function localDayBounds(date: string, zone: string): LocalDayBounds {
  const tz = zoneOf(zone);
  const start = dayStart(date, tz);
  const end = dayStart(nextDate(date), tz);
  return { start: iso(start), end: iso(end), hours: (end - start) / (60 * MINUTE) };
}

/** Opening hours and slot grid of a day: times `HH:mm` (`close` may be `24:00`), lengths in minutes. */
export type SlotRule = { open: string; close: string; stepMinutes: number; durationMinutes: number };

/** A bookable slot: real instants plus what the club's clock shows at both ends. */
export type LocalSlot = {
  start: string;
  end: string;
  /** Local `HH:mm` at the start; on a 25-hour day the repeated hour's labels appear twice. */
  label: string;
  endLabel: string;
  /** UTC offset at the start: tells the two occurrences of a repeated label apart. */
  offsetMinutes: number;
};

/** The instant a wall time of `date` begins; `side` picks an occurrence of a repeated time; a skipped time gives the jump. */
function openingInstant(date: string, minutes: number, tz: IANAZone, side: 'earlier' | 'later'): number {
  const wall = wallDay(date) + minutes * MINUTE;
  const instants = instantsOf(wall, tz);
  return (side === 'earlier' ? instants[0] : instants[instants.length - 1]) ?? gapTransition(wall, tz);
}

/**
 * The slots of one local day, laid out in real elapsed time: from the opening instant, one every
 * `stepMinutes` real minutes, each lasting `durationMinutes` real minutes and ending by the closing instant.
 *
 * Decisions, for the daylight-saving days:
 * - The club is open for every wall-clock time between `open` and `close`: `open` is its first occurrence
 *   and `close` its last, so on a 25-hour day the repeated hour is offered twice, with different instants
 *   and offsets; on a 23-hour day the skipped hour has no slots.
 * - An `open` or `close` that falls in the skipped hour means the moment the clocks jump (the first instant
 *   whose wall time is past it); `24:00` means the end of the local day.
 * - Slots follow each other in real time, so the grid keeps its wall-clock minutes across a one-hour change
 *   when the step divides 60 (15, 30, 60); a 90-minute grid starting at 00:00 shows 00:00, 01:30, then
 *   02:00 after a fall-back.
 * - A slot is always `durationMinutes` of real time. One that runs across the change keeps its length, so its
 *   labels show the jump (Madrid 2026-03-29: 01:30-03:30 for 60 minutes); it never covers a time that does not
 *   exist, because no instant does.
 *
 * @throws RangeError for an unknown zone, a malformed date or time, `close` not after `open`, or lengths that
 * are not positive whole minutes.
 */
export function localDaySlots(date: string, zone: string, rule: SlotRule): LocalSlot[] {
  const tz = zoneOf(zone);
  const { stepMinutes, durationMinutes } = rule;
  for (const [name, value] of [
    ['stepMinutes', stepMinutes],
    ['durationMinutes', durationMinutes],
  ] as const) {
    if (!Number.isSafeInteger(value) || value <= 0) throw new RangeError(`${name} must be a positive whole number, got ${value}`);
  }
  const openMinutes = wallMinutes(rule.open);
  const closeMinutes = wallMinutes(rule.close, true);
  if (closeMinutes <= openMinutes) throw new RangeError(`The closing time ${rule.close} must be after the opening time ${rule.open}`);
  const open = openingInstant(date, openMinutes, tz, 'earlier');
  const close = closeMinutes === 24 * 60 ? dayStart(nextDate(date), tz) : openingInstant(date, closeMinutes, tz, 'later');

  const slots: LocalSlot[] = [];
  for (let start = open; start + durationMinutes * MINUTE <= close; start += stepMinutes * MINUTE) {
    const end = start + durationMinutes * MINUTE;
    const offsetMinutes = tz.offset(start);
    slots.push({
      start: iso(start),
      end: iso(end),
      label: hhmm(start + offsetMinutes * MINUTE),
      endLabel: hhmm(end + tz.offset(end) * MINUTE),
      offsetMinutes,
    });
  }
  return slots;
}
