import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idNumber, idParam } from './ids.js';
import { calendarDate } from './validation.js';

/**
 * Bookings by place (issue 23 sections 5 and 6; spec "Bookings by place", "Visual place choice"): classes the
 * club opens whose places members take one by one, on a floor plan or not. The calls of spec section 7
 * (`byplace-list`, `byplace-prebook-place`, `booking-template-info`), the cart's cancel URL of a place, and the
 * pure rules both sides use (the week of a date, weekday groups, which places are free).
 */

export const BY_PLACE_MESSAGES = { noneAvailable: 'No bookings by place available' } as const;

/** A rectangle of a place on the floor plan, in the image's own coordinates (spec: place configJson). */
export const placeConfigSchema = z.object({
  x: z.number().finite(),
  y: z.number().finite(),
  w: z.number().positive(),
  h: z.number().positive(),
});
export type PlaceConfig = z.infer<typeof placeConfigSchema>;
/** The floor plan's own size, which the places' rectangles use (spec: templateMap configJson). */
export const templateMapConfigSchema = z.object({ width: z.number().positive(), height: z.number().positive() });
export type TemplateMapConfig = z.infer<typeof templateMapConfigSchema>;

/** Spec section 9: the map zooms from 1 to 6 in steps of 0.05. */
export const MAP_ZOOM = { min: 1, max: 6, step: 0.05 } as const;

/** customerId of public calls: a customer's id, or null / -1 for a guest (generic prices). */
const optionalCustomerId = z.union([idNumber, z.literal(-1), z.null()]).optional();

/** POST /api/publicbookings/byplace-list: the week of `date`; bookingTypeId null (or absent): every by-place type (ALL). */
export const byPlaceListBodySchema = z.strictObject({
  bookingTypeId: z.union([idNumber, z.null()]).optional(),
  customerId: optionalCustomerId,
  date: calendarDate,
});
export type ByPlaceListBody = z.infer<typeof byPlaceListBodySchema>;

/** Who holds a place of a class: names and pictures only where the club shows them; `isMe` the caller's own. */
export const byPlacePlayerSchema = z.object({
  placeId: z.number().int().nullable(),
  place: z.string(),
  name: z.string(),
  logo: z.string(),
  isMe: z.boolean(),
});

/**
 * Spec: Booking by place entry (id, start, bookingTypeName, price, netPrice, date, startHour, duration, minLevel,
 * maxLevel, maxParticipants, participantsIn, resources, canJoin, bookingTemplateId, players), plus the type's id,
 * whether the price is the member's special one and whether the caller already holds a place (`alreadyIn`).
 * `date` and `startHour` are the club's wall clock; `price` the caller's own (a guest's: the generic one).
 */
export const byPlaceEntrySchema = z.object({
  id: z.number().int(),
  start: z.string(),
  bookingTypeId: z.number().int(),
  bookingTypeName: z.string(),
  price: z.number(),
  netPrice: z.number(),
  isSpecialPrice: z.boolean(),
  date: z.string(),
  startHour: z.string(),
  duration: z.number().int(),
  minLevel: z.number().nullable(),
  maxLevel: z.number().nullable(),
  maxParticipants: z.number().int(),
  participantsIn: z.number().int(),
  resources: z.array(z.string()),
  canJoin: z.boolean(),
  alreadyIn: z.boolean(),
  bookingTemplateId: z.number().int().nullable(),
  players: z.array(byPlacePlayerSchema),
});
export type ByPlaceEntry = z.infer<typeof byPlaceEntrySchema>;
/** `lastDate` (ours, beside the spec's fields): the last club date the reader may book among the types listed; null: no limit. */
export const byPlaceListResponseSchema = okEnvelope({
  data: z.array(byPlaceEntrySchema),
  errorMsg: z.string(),
  lastDate: z.string().nullable(),
});

/** POST /api/publicbookings/byplace-prebook-place/{customerId}/{bookingId}/{origin}[/{placeId}] */
export const byPlacePrebookParamsSchema = z.object({
  customerId: idParam,
  bookingId: idParam,
  origin: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'must be a word such as web' }),
  placeId: idParam.optional(),
});
/** Spec: an empty body, or the team (a match's join); a class has no teams and ignores it. */
export const byPlacePrebookBodySchema = z.object({ team: z.number().int().min(-1).max(1).optional() }).optional();

/**
 * Spec: model (serviceFree, description, more). `more` carries what the cart needs of the place's sale (the
 * prebook result entry's fields) and which place it is.
 */
export const byPlacePrebookResponseSchema = okEnvelope({
  errorMsg: z.string(),
  model: z.object({
    serviceFree: z.boolean(),
    description: z.string(),
    more: z.object({
      bookingId: z.number().int(),
      title: z.string(),
      saleId: z.number().int().nullable(),
      saleNumber: z.string(),
      totalWithDiscount: z.number(),
      paymentType: z.number().int(),
      paymentDeadline: z.string(),
      holdExpiresAt: z.string().nullable(),
      cancelUrl: z.string(),
      placeId: z.number().int().nullable(),
      place: z.string(),
    }),
  }),
});
export type ByPlacePrebookAnswer = z.infer<typeof byPlacePrebookResponseSchema>['model'];

/** POST /api/publicbookings/byplace-cancel/{bookingId}/{customerId}: the cart gives back a place not paid yet. */
export const byPlaceCancelParamsSchema = z.object({ bookingId: idParam, customerId: idParam });
export const byPlaceCancelResponseSchema = okEnvelope({ errorMsg: z.string() });

/** GET /api/publicbookings/booking-template-info/{templateId}/{bookingId} */
export const templateInfoParamsSchema = z.object({ templateId: idParam, bookingId: idParam });
/** Spec: Participant (bookingTemplatePlaceId, logo, name, phone, email): details empty unless the club shows them (or it is the caller's). */
export const templateParticipantSchema = z.object({
  bookingTemplatePlaceId: z.number().int(),
  logo: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  isMe: z.boolean(),
});
export type TemplateParticipant = z.infer<typeof templateParticipantSchema>;
export const templatePlaceSchema = z.object({ id: z.number().int(), place: z.string(), configJson: z.string() });
export type TemplatePlace = z.infer<typeof templatePlaceSchema>;
export const templateInfoSchema = z.object({
  participants: z.array(templateParticipantSchema),
  allowSeeParticipants: z.boolean(),
  imageMap: z.string(),
  templateMap: z.object({ id: z.number().int(), configJson: z.string() }),
  places: z.array(templatePlaceSchema),
  /** The class: what the page says above the map and where it sends the choice back to. */
  booking: z.object({
    id: z.number().int(),
    bookingTypeId: z.number().int(),
    bookingTypeName: z.string(),
    start: z.string(),
    date: z.string(),
    startHour: z.string(),
    duration: z.number().int(),
    /** Places the class still offers: a plan may have more places than the class takes players (0: full). */
    placesLeft: z.number().int(),
  }),
});
export type TemplateInfo = z.infer<typeof templateInfoSchema>;
export const templateInfoResponseSchema = okEnvelope({ model: templateInfoSchema });

/* Pure rules, the same on both sides. */

const DAY_MS = 86_400_000;

/** The seven dates (Monday to Sunday) of the week holding `date` (yyyy-MM-dd). */
export function weekOf(date: string): string[] {
  const ms = Date.parse(`${date}T00:00:00.000Z`);
  const monday = ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: 7 }, (_, i) => new Date(monday + i * DAY_MS).toISOString().slice(0, 10));
}

/** The entries of a week by weekday, Monday first, in start order; days without any are left out. */
export function groupByWeekday<T extends { date: string; start: string }>(entries: readonly T[]): Array<{ date: string; entries: T[] }> {
  const byDate = new Map<string, T[]>();
  for (const e of [...entries].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))) {
    const list = byDate.get(e.date) ?? [];
    list.push(e);
    byDate.set(e.date, list);
  }
  return [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, list]) => ({ date, entries: list }));
}

export type PlaceState = 'free' | 'taken' | 'mine';

/** Each place of the plan with its state: a place is taken when a participant has its id (spec), mine when it is the caller's. */
export function placeStates<P extends { id: number }>(
  places: readonly P[],
  participants: ReadonlyArray<{ bookingTemplatePlaceId: number; isMe: boolean }>,
): Array<P & { state: PlaceState }> {
  const holder = new Map(participants.map((p) => [p.bookingTemplatePlaceId, p]));
  return places.map((p) => {
    const h = holder.get(p.id);
    return { ...p, state: h ? (h.isMe ? 'mine' : 'taken') : 'free' };
  });
}

/** Parses a place's configJson; null when it is not a rectangle (the place is then listed but not drawn). */
export function placeRect(configJson: string): PlaceConfig | null {
  try {
    const parsed = placeConfigSchema.safeParse(JSON.parse(configJson));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Parses the template's configJson (the image's size); null when it is not one. */
export function mapSize(configJson: string): TemplateMapConfig | null {
  try {
    const parsed = templateMapConfigSchema.safeParse(JSON.parse(configJson));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** One zoom step (spec: 1 to 6, step 0.05), kept on the step grid and within the range. */
export function nextZoom(current: number, steps: number): number {
  const raw = current + steps * MAP_ZOOM.step;
  const snapped = Math.round(raw / MAP_ZOOM.step) * MAP_ZOOM.step;
  return Math.min(MAP_ZOOM.max, Math.max(MAP_ZOOM.min, Math.round(snapped * 100) / 100));
}
