import { instantToLocal, localDayBounds, localDaySlots, type LocalSlot, type SlotRule } from './club-time.js';

/**
 * The booking engine's pure rules (spec portal-bookings-payments.md sections 4, 5 and 9): which starts a
 * resource offers on a club day, what a slot costs, payment deadlines, shared-payment shares, anticipation
 * and the cancellation window. No clock, no database: the server and the web both call these.
 * Money is integer minor units; instants are ISO-8601 UTC text; local times are the club's `HH:mm`.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Spec section 9 gives two readings of a share's payment deadline (booking checkout: 24 hours; join: 6 days);
 * the checkout's is the one rule, for the owner, invited players and joiners alike: the start when it is at
 * least 24 hours away, otherwise the moment the place is taken ("booking date") plus 4 hours, never after
 * the start (the join reading's "start plus 4 hours" would ask for money after the match is played).
 */
export const SHARE_DEADLINE = { minLeadHours: 24, graceHours: 4 } as const;

/**
 * When a share taken at `takenAt` (a prebook, a join; a free place shows what taking it now would give) must
 * be paid for a booking starting at `start`. Never after `start`.
 */
export function sharePaymentDeadline(start: string, takenAt: string): string {
  const s = Date.parse(start);
  const at = Date.parse(takenAt);
  if (s - at >= SHARE_DEADLINE.minLeadHours * HOUR) return new Date(s).toISOString();
  return new Date(Math.min(s, at + SHARE_DEADLINE.graceHours * HOUR)).toISOString();
}

/**
 * One player's share of `price` (spec: owner's share = price / maxParticipants), in minor units. Shares of
 * one price always add up to it: the cents that do not divide go one each to the first positions (the
 * owner is position 0), so 10.00 between 3 is 3.34 + 3.33 + 3.33.
 */
export function playerShare(price: number, maxParticipants: number, position: number): number {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`price must be whole minor units, got ${price}`);
  if (!Number.isInteger(maxParticipants) || maxParticipants < 1)
    throw new RangeError(`maxParticipants must be at least 1, got ${maxParticipants}`);
  if (!Number.isInteger(position) || position < 0 || position >= maxParticipants)
    throw new RangeError(`position ${position} is outside 0..${maxParticipants - 1}`);
  const base = Math.floor(price / maxParticipants);
  return base + (position < price - base * maxParticipants ? 1 : 0);
}

/**
 * Spec section 9: shared total = the listed players' prices plus the generic per-player price for each
 * open slot. `playerPrices` are the listed players' own shares (a member's may be special); open slots
 * take the shares of the generic price at their positions.
 */
export function sharedTotal(playerPrices: readonly number[], genericPrice: number, maxParticipants: number): number {
  if (playerPrices.length > maxParticipants) throw new RangeError(`${playerPrices.length} players listed for ${maxParticipants} places`);
  let total = playerPrices.reduce((a, b) => a + b, 0);
  for (let position = playerPrices.length; position < maxParticipants; position += 1)
    total += playerShare(genericPrice, maxParticipants, position);
  return total;
}

/** The last start a customer may book now (spec: up to now plus anticipationMins when set); null: no limit. */
export function anticipationLimit(now: string, anticipationMins: number | null): string | null {
  if (anticipationMins === null || anticipationMins <= 0) return null;
  return new Date(Date.parse(now) + anticipationMins * MINUTE).toISOString();
}

/** Whether a start may be booked at `now`: in the future and within the anticipation. */
export function isBookableStart(start: string, now: string, anticipationMins: number | null): boolean {
  const s = Date.parse(start);
  if (s <= Date.parse(now)) return false;
  const limit = anticipationLimit(now, anticipationMins);
  return limit === null || s <= Date.parse(limit);
}

/** The last club date the date picker offers (anticipation), or null without a limit. */
export function lastBookableDate(now: string, anticipationMins: number | null, zone: string): string | null {
  const limit = anticipationLimit(now, anticipationMins);
  return limit === null ? null : instantToLocal(limit, zone).date;
}

/** Whether the owner may still cancel: until `cancelWindowMinutes` before the start. */
export function canCancelAt(start: string, now: string, cancelWindowMinutes: number): boolean {
  return Date.parse(now) <= Date.parse(start) - cancelWindowMinutes * MINUTE;
}

/** A price rule of a booking type: per duration, weekday (null: every day) and time band of the start. */
export type PriceRule = {
  durationMinutes: number;
  /** 1 Monday .. 7 Sunday; null applies every day. */
  weekday: number | null;
  /** Band of the start's local time, `from` included, `to` excluded (`24:00` allowed). */
  from: string;
  to: string;
  /** A special price for a customer group; null is the generic price. */
  customerGroupId: number | null;
  price: number;
};

export type SlotPrice = { price: number; isSpecialPrice: boolean };

/**
 * What a start costs. Among the rules of the duration whose band holds the local start time, a rule for
 * the weekday wins over an every-day one. The generic price is the most specific generic rule's; a
 * customer in groups with special prices pays the lowest of those (isSpecialPrice), as shop prices do.
 * Null when no generic rule covers the start: the club has not priced it, so it is not sold.
 */
export function priceOf(
  rules: readonly PriceRule[],
  slot: { durationMinutes: number; weekday: number; time: string },
  groupIds: readonly number[] = [],
): SlotPrice | null {
  const matching = rules.filter(
    (r) =>
      r.durationMinutes === slot.durationMinutes &&
      (r.weekday === null || r.weekday === slot.weekday) &&
      r.from <= slot.time &&
      slot.time < r.to,
  );
  const best = (list: PriceRule[]) => {
    const specific = list.filter((r) => r.weekday !== null);
    const pool = specific.length ? specific : list;
    return pool.length ? Math.min(...pool.map((r) => r.price)) : null;
  };
  const generic = best(matching.filter((r) => r.customerGroupId === null));
  if (generic === null) return null;
  const special = best(matching.filter((r) => r.customerGroupId !== null && groupIds.includes(r.customerGroupId)));
  return special === null ? { price: generic, isSpecialPrice: false } : { price: special, isSpecialPrice: true };
}

/** The lowest generic price of a booking type: the "from" price of its card. */
export function lowestPrice(rules: readonly PriceRule[]): number | null {
  const generic = rules.filter((r) => r.customerGroupId === null).map((r) => r.price);
  return generic.length ? Math.min(...generic) : null;
}

/** Opening hours of a resource on one weekday: local `HH:mm`, `close` may be `24:00`. */
export type Opening = { open: string; close: string };
/** A time range taken on a resource (a booking, a live hold, a block): ms since the epoch, end excluded. */
export type Busy = { start: number; end: number };

export type AvailableStart = {
  start: string;
  /** The club's wall clock at the start (`HH:mm`). */
  label: string;
  /** Durations that fit from this start, shortest first. */
  durations: number[];
};

/**
 * The starts a resource offers on a club day, each with the durations that fit: inside an opening, on
 * its grid of `stepMinutes` from the opening time, clear of everything busy, in the future and within the
 * anticipation. Laid out by club-time's `localDaySlots`, so daylight-saving days have 23 or 25 hours of
 * real slots (ARCHITECTURE.md, Time).
 */
export function availableStarts(input: {
  date: string;
  zone: string;
  openings: readonly Opening[];
  stepMinutes: number;
  durations: readonly number[];
  busy: readonly Busy[];
  now: string;
  anticipationMins: number | null;
  /** club-time's localDaySlots, or a memo of it (the grid of a day repeats for every resource and request). */
  daySlots?: (date: string, zone: string, rule: SlotRule) => ReadonlyArray<LocalSlot & { startMs?: number; endMs?: number }>;
}): AvailableStart[] {
  const daySlots: NonNullable<typeof input.daySlots> = input.daySlots ?? localDaySlots;
  const byStart = new Map<string, AvailableStart>();
  const durations = [...new Set(input.durations)].sort((a, b) => a - b);
  // isBookableStart's rule, with the bounds computed once: this loop runs for every slot of every court.
  const nowMs = Date.parse(input.now);
  const limit = anticipationLimit(input.now, input.anticipationMins);
  const limitMs = limit === null ? Number.POSITIVE_INFINITY : Date.parse(limit);
  for (const opening of input.openings) {
    for (const duration of durations) {
      for (const slot of daySlots(input.date, input.zone, { ...opening, stepMinutes: input.stepMinutes, durationMinutes: duration })) {
        const s = slot.startMs ?? Date.parse(slot.start);
        if (s <= nowMs || s > limitMs) continue;
        const e = slot.endMs ?? Date.parse(slot.end);
        if (input.busy.some((b) => b.start < e && s < b.end)) continue;
        const entry = byStart.get(slot.start) ?? { start: slot.start, label: slot.label, durations: [] };
        if (!entry.durations.includes(duration)) entry.durations.push(duration);
        byStart.set(slot.start, entry);
      }
    }
  }
  return [...byStart.values()]
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((e) => ({ ...e, durations: e.durations.sort((a, b) => a - b) }));
}

/** The club day's instants and weekday (1 Monday .. 7 Sunday). */
export function clubDay(date: string, zone: string): { start: string; end: string; weekday: number } {
  const bounds = localDayBounds(date, zone);
  return { start: bounds.start, end: bounds.end, weekday: instantToLocal(bounds.start, zone).weekday };
}
