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

/**
 * A price rule of a booking type (issue 32 §3). A booking type's rules are an ordered list: the first rule
 * whose conditions all hold gives the price. Every condition but the duration and the time band may be left
 * open (null): any weekday, any court, everyone, no date limit.
 */
export type PriceRule = {
  /** The stored rule's id (what a preview names); 0 for a rule not stored. */
  id: number;
  durationMinutes: number;
  /** 1 Monday .. 7 Sunday; null applies every day. */
  weekday: number | null;
  /** Band of the start's local time, `from` included, `to` excluded (`24:00` allowed). */
  from: string;
  to: string;
  /** One court (resource) only; null: every court of the type. */
  resourceId: number | null;
  /** Who pays it: a customer group's members, or one customer (at most one of the two); both null: everyone. */
  customerGroupId: number | null;
  customerId: number | null;
  /** Club-local dates (`yyyy-MM-dd`) of the start, both included; null: open on that side. */
  validFrom: string | null;
  validTo: string | null;
  price: number;
};

/** The slot a price is asked for: where its start falls on the club's clock, its length and its court. */
export type PriceSlot = {
  durationMinutes: number;
  weekday: number;
  /** The start's club-local time `HH:mm` and date `yyyy-MM-dd`. */
  time: string;
  date: string;
  /** The court; null where no court is named (a class's place): court rules do not apply. */
  resourceId: number | null;
};

/** Who asks: a customer (their id and their groups), or nobody (a guest, an open place's generic price). */
export type PriceCustomer = { customerId: number | null; groupIds: readonly number[] };
export const NOBODY: PriceCustomer = { customerId: null, groupIds: [] };

/** A price and the rule that gave it (`isSpecialPrice`: a rule for a group or a customer). */
export type SlotPrice = { price: number; isSpecialPrice: boolean; rule: PriceRule };

/** Whether a rule's slot conditions hold (everything but who pays). */
export function ruleFitsSlot(r: PriceRule, slot: PriceSlot): boolean {
  return (
    r.durationMinutes === slot.durationMinutes &&
    (r.weekday === null || r.weekday === slot.weekday) &&
    r.from <= slot.time &&
    slot.time < r.to &&
    (r.resourceId === null || r.resourceId === slot.resourceId) &&
    (r.validFrom === null || r.validFrom <= slot.date) &&
    (r.validTo === null || slot.date <= r.validTo)
  );
}

/** Whether a rule is for everyone (no group, no customer). */
export const isEveryoneRule = (r: PriceRule) => r.customerGroupId === null && r.customerId === null;

function ruleFitsCustomer(r: PriceRule, who: PriceCustomer): boolean {
  if (r.customerId !== null) return r.customerId === who.customerId;
  if (r.customerGroupId !== null) return who.groupIds.includes(r.customerGroupId);
  return true;
}

/**
 * What a start costs, and by which rule: the one pricing rule the grid, loadprice, the prebook (so the
 * checkout's charge), the waitlist's offer, classes and the staff preview all call. The first rule (in the
 * club's order) whose conditions hold for the slot and the customer wins. A slot is sold only when some rule
 * for everyone covers it (an open place of a shared booking is priced at that generic price): null otherwise,
 * whoever asks.
 */
export function priceOf(rules: readonly PriceRule[], slot: PriceSlot, who: PriceCustomer = NOBODY): SlotPrice | null {
  let generic: PriceRule | undefined;
  let own: PriceRule | undefined;
  for (const r of rules) {
    if (!ruleFitsSlot(r, slot)) continue;
    if (own === undefined && ruleFitsCustomer(r, who)) own = r;
    if (isEveryoneRule(r)) {
      generic = r;
      break;
    }
  }
  if (generic === undefined || own === undefined) return null;
  return { price: own.price, isSpecialPrice: !isEveryoneRule(own), rule: own };
}

/**
 * The order that gives, under "first matching rule wins", what the earlier rule gave (migration 0044 orders
 * stored rules so; a booking type created with a list of rules orders it so): rules for a group or a customer
 * before everyone's, a weekday's before every day's, then the cheaper first.
 */
export function startingOrder<R extends Pick<PriceRule, 'weekday' | 'customerGroupId' | 'price'> & { customerId?: number | null }>(
  rules: readonly R[],
): R[] {
  const rank = (r: R) => (r.customerGroupId === null && (r.customerId ?? null) === null ? 2 : 0) + (r.weekday === null ? 1 : 0);
  return [...rules].sort((a, b) => rank(a) - rank(b) || a.price - b.price);
}

/** The lowest price for everyone of a booking type: the "from" price of its card. */
export function lowestPrice(rules: readonly PriceRule[]): number | null {
  const generic = rules.filter(isEveryoneRule).map((r) => r.price);
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
