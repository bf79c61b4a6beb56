import { randomBytes } from 'node:crypto';
import { startingOrder, type PriceRule } from '@clubportal/contract/booking-rules';
import { PaymentType } from '@clubportal/contract/enums';
import type { CurrencyCode } from '@clubportal/contract/money';
import { bookingTypeProblem, type BookingTypeMessageKey } from '@clubportal/contract/staff-booking-types';
import type { Updateable } from 'kysely';
import type { Executor } from '../../../db/dialect.js';
import type { BookingTypesTable, RefundRule } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import type { MessageKey } from '../../../lib/messages.js';
import type { Instant } from '../../../lib/clock.js';
import { DEFAULT_BOOKING_HOLD_MINUTES, createSale } from '../../sales/index.js';
import { insertBlocks, insertParticipants, setBookingSale, setParticipantSale } from '../core/bookings.repository.js';
import {
  findBookingTypeTexts,
  insertBookingsBulk,
  insertBookingType,
  insertOpeningHours,
  insertPrices,
  insertResource,
  insertResourceBlock,
  hasBookableResource,
  insertTypeResources,
  updateBookingSettings,
} from './booking-setup.repository.js';

/**
 * The club's side of the booking engine: what staff set up (resources, hours, booking types, prices,
 * blocks) and bookings made at the desk. The demo seed, the tests and the bench use it; a back office
 * would too. Catalogue answers catch up within CATALOGUE_CACHE_MS.
 */

export { hasBookableResource };

/** The server's message keys of the booking type rule's refusals. */
export const BOOKING_TYPE_MESSAGE_KEYS: Record<BookingTypeMessageKey, MessageKey> = {
  durationsRepeated: 'bookingTypeDurationsRepeated',
  durationsOffStep: 'bookingTypeDurationsOffStep',
  preferredNotListed: 'bookingTypePreferredNotListed',
  levelsOrder: 'bookingTypeLevelsOrder',
  notAnImage: 'bookingTypeNotAnImage',
};

/** The booking types' texts a club writes per language (issue 32 §6), for the translations editor. */
export async function clubTextsOfBookingTypes(db: Executor): Promise<Array<{ id: number; label: string; texts: Record<string, string> }>> {
  const rows = await findBookingTypeTexts(db);
  return rows.map((t) => ({
    id: t.id,
    label: t.name,
    texts: {
      name: t.name,
      category: t.category,
      description: t.description,
      extendedDescription: t.extended_description,
      anticipationText: t.anticipation_text,
      cancelText: t.cancel_text,
    },
  }));
}

export type NewResource = { name: string; resourceType: string; image?: string; showNameOnline?: boolean; sortOrder?: number };

/** A resource and its weekly hours: `hours[weekday]` (1 Monday .. 7 Sunday) lists its openings that day. */
export async function createResource(
  db: Executor,
  r: NewResource,
  hours: Record<number, Array<{ open: string; close: string }>>,
): Promise<number> {
  const id = await insertResource(db, {
    name: r.name,
    resource_type: r.resourceType,
    image: r.image ?? '',
    show_name_online: r.showNameOnline === false ? 0 : 1,
    active: 1,
    sort_order: r.sortOrder ?? 0,
  });
  await insertOpeningHours(
    db,
    Object.entries(hours).flatMap(([weekday, list]) =>
      list.map((o) => ({ resource_id: id, weekday: Number(weekday), open_time: o.open, close_time: o.close })),
    ),
  );
  return id;
}

/** What a club says about a booking type itself (not its courts, prices or order). */
export type BookingTypeValues = {
  name: string;
  category: string;
  description?: string;
  extendedDescription?: string;
  image?: string;
  durations: number[];
  preferredDuration?: number;
  slotStepMinutes?: number;
  maxParticipants: number;
  allowJoin?: boolean;
  sharedPaymentAllowed?: boolean;
  anticipationMinutes?: number | null;
  anticipationText?: string;
  cancelText?: string;
  cancelWindowMinutes?: number;
  refundRule?: RefundRule;
  holdMinutes?: number;
  /** The level range asked of players, in hundredths (null or absent: no limit on that side). */
  minLevel?: number | null;
  maxLevel?: number | null;
  resultSets?: 3 | 5;
};

export type NewBookingType = BookingTypeValues & {
  byPlace?: boolean;
  sortOrder?: number;
  published?: boolean;
  /** The main resource kind, then related kinds (chosen online in a popup, or linked by the club). */
  mainResourceType: string;
  related?: Array<{ resourceType: string; chosenOnline: boolean }>;
  /** Put in their starting order (`startingOrder`: customer groups' before everyone's, a weekday's before every day's, cheaper first). */
  prices: Array<
    Pick<PriceRule, 'durationMinutes' | 'from' | 'to' | 'price'> & { weekday?: number | null; customerGroupId?: number | null }
  >;
};

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * A type's own columns from what the club says about it: the one home of its defaults and its rule (durations
 * once each and multiples of the slot step, the preferred one listed, levels in order), for the first-run
 * wizard, the demo seed and the staff editor alike. Without a step, the largest up to 30 minutes its durations
 * share. A value that breaks the rule is refused with its sentence.
 */
export function bookingTypeColumns(t: BookingTypeValues) {
  const durations = [...t.durations].sort((a, b) => a - b);
  const step = t.slotStepMinutes ?? durations.reduce(gcd, 30);
  const timing = {
    durations,
    preferredDuration: t.preferredDuration ?? durations[0] ?? 60,
    slotStepMinutes: step,
    minLevel: t.minLevel ?? null,
    maxLevel: t.maxLevel ?? null,
  };
  const problem = bookingTypeProblem(timing);
  if (problem) throw new AppError('bad_request', BOOKING_TYPE_MESSAGE_KEYS[problem]);
  return {
    name: t.name,
    category: t.category,
    description: t.description ?? '',
    extended_description: t.extendedDescription ?? '',
    image: t.image ?? '',
    durations: JSON.stringify(durations),
    preferred_duration: timing.preferredDuration,
    slot_step_minutes: step,
    max_participants: t.maxParticipants,
    allow_join: t.allowJoin ? 1 : 0,
    shared_payment_allowed: t.sharedPaymentAllowed ? 1 : 0,
    anticipation_minutes: t.anticipationMinutes ?? null,
    anticipation_text: t.anticipationText ?? '',
    cancel_text: t.cancelText ?? '',
    cancel_window_minutes: t.cancelWindowMinutes ?? 24 * 60,
    refund_rule: t.refundRule ?? 'original',
    hold_minutes: t.holdMinutes ?? DEFAULT_BOOKING_HOLD_MINUTES,
    min_level_hundredths: timing.minLevel,
    max_level_hundredths: timing.maxLevel,
    result_sets: t.resultSets ?? 3,
  } satisfies Updateable<BookingTypesTable>;
}

export async function createBookingType(db: Executor, t: NewBookingType): Promise<{ id: number; relatedIds: number[] }> {
  const id = await insertBookingType(db, {
    ...bookingTypeColumns(t),
    by_place: t.byPlace ? 1 : 0,
    allow_create_by_place: 0,
    published: t.published === false ? 0 : 1,
    sort_order: t.sortOrder ?? 0,
  });
  await insertTypeResources(db, [
    { booking_type_id: id, resource_type: t.mainResourceType, main: 1, chosen_online: 1, sort_order: 0 },
    ...(t.related ?? []).map((r, i) => ({
      booking_type_id: id,
      resource_type: r.resourceType,
      main: 0,
      chosen_online: r.chosenOnline ? 1 : 0,
      sort_order: i + 1,
    })),
  ]);
  const relatedIds = (
    await db
      .selectFrom('booking_type_resources')
      .select('id')
      .where('booking_type_id', '=', id)
      .where('main', '=', 0)
      .orderBy('sort_order')
      .execute()
  ).map((r) => r.id);
  await insertPrices(
    db,
    startingOrder(t.prices.map((p) => ({ ...p, weekday: p.weekday ?? null, customerGroupId: p.customerGroupId ?? null }))).map((p, i) => ({
      booking_type_id: id,
      duration_minutes: p.durationMinutes,
      weekday: p.weekday,
      from_time: p.from,
      to_time: p.to,
      customer_group_id: p.customerGroupId,
      price: p.price,
      sort_order: i + 1,
    })),
  );
  return { id, relatedIds };
}

export function blockResource(db: Executor, b: { resourceId: number; startsAt: Instant; endsAt: Instant; reason: string }): Promise<void> {
  return insertResourceBlock(db, { resource_id: b.resourceId, starts_at: b.startsAt, ends_at: b.endsAt, reason: b.reason });
}

export function setBookingSettings(
  db: Executor,
  s: {
    pendingPaymentAllowed?: boolean;
    sharedPaymentAllowed?: boolean;
    fullPaymentAllowedWithSpecialPrices?: boolean;
    turnstilesEnabled?: boolean;
    accessQrEnabled?: boolean;
  },
): Promise<void> {
  const flag = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);
  const values = {
    pending_payment_allowed: flag(s.pendingPaymentAllowed),
    shared_payment_allowed: flag(s.sharedPaymentAllowed),
    full_payment_allowed_with_special_prices: flag(s.fullPaymentAllowedWithSpecialPrices),
    turnstiles_enabled: flag(s.turnstilesEnabled),
    access_qr_enabled: flag(s.accessQrEnabled),
  };
  return updateBookingSettings(db, Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)));
}

export type DeskBooking = {
  bookingTypeId: number;
  resourceId: number;
  ownerId: number;
  startsAt: Instant;
  durationMinutes: number;
  maxParticipants: number;
  price: number;
  currency: CurrencyCode;
  createdAt: Instant;
  /** Other players after the owner. */
  playerIds?: number[];
  /** Sell it as a paid sale of the owner (shown in their orders); without, it was settled at the desk outside the portal. */
  sale?: { number: string; paymentMethod: string };
};

/**
 * Bookings made at the desk: confirmed at once, taken on the resource like any other. In bulk (one
 * statement per table for those without a sale), for the demo's week and the bench's history. The
 * caller guarantees they do not overlap (the exclusion constraint still checks on PostgreSQL).
 */
export async function recordDeskBookings(db: Executor, all: DeskBooking[]): Promise<number[]> {
  // SQLite takes at most 32766 parameters per statement: 500 rows of ~20 columns stay well below.
  const ids: number[] = [];
  for (let i = 0; i < all.length; i += 500) ids.push(...(await recordChunk(db, all.slice(i, i + 500))));
  return ids;
}

async function recordChunk(db: Executor, list: DeskBooking[]): Promise<number[]> {
  const ids = await insertBookingsBulk(
    db,
    list.map((b) => ({
      booking_type_id: b.bookingTypeId,
      owner_customer_id: b.ownerId,
      starts_at: b.startsAt,
      ends_at: new Date(Date.parse(b.startsAt) + b.durationMinutes * 60_000).toISOString() as Instant,
      duration_minutes: b.durationMinutes,
      max_participants: b.maxParticipants,
      payment_type: PaymentType.Full,
      status: 'active',
      hold_expires_at: null,
      sale_id: null,
      price: b.price,
      currency: b.currency,
      payment_deadline: b.startsAt,
      token: randomBytes(16).toString('base64url'),
      origin: 'desk',
      description: '',
      comments: '',
      created_at: b.createdAt,
      // Desk bookings were told at the desk: no confirmation mail.
      confirmation_sent_at: b.createdAt,
    })),
  );
  await insertBlocks(
    db,
    list.map((b, i) => ({
      booking_id: ids[i]!,
      resource_id: b.resourceId,
      starts_at: b.startsAt,
      ends_at: new Date(Date.parse(b.startsAt) + b.durationMinutes * 60_000).toISOString() as Instant,
      active: 1,
      hold_expires_at: null,
      sale_id: null,
      no_online: 0,
    })),
  );
  await insertParticipants(
    db,
    list.flatMap((b, i) =>
      Array.from({ length: b.maxParticipants }, (_, position) => {
        const customerId = position === 0 ? b.ownerId : (b.playerIds?.[position - 1] ?? null);
        // Made at the club with the players there: everyone named has said yes.
        return {
          booking_id: ids[i]!,
          customer_id: customerId,
          state: customerId === null ? null : ('accepted' as const),
          position,
          team: -1,
          sale_id: null,
          price: position === 0 ? b.price : 0,
          place_id: null,
          created_at: b.createdAt,
        };
      }),
    ),
  );
  for (const [i, b] of list.entries()) {
    if (!b.sale) continue;
    const saleId = await createSale(db, {
      number: b.sale.number,
      customerId: b.ownerId,
      title: 'Reserva',
      online: false,
      currency: b.currency,
      paymentMethod: b.sale.paymentMethod,
      paid: b.price,
      items: [
        {
          category: 'booking',
          name: `Reserva (${b.durationMinutes} min)`,
          unitPrice: b.price,
          units: 1,
          taxPercent: 0,
          parentId: ids[i]!,
          parentName: 'Booking',
        },
      ],
      createdAt: b.createdAt,
    });
    await setBookingSale(db, ids[i]!, saleId);
    await setParticipantSale(db, ids[i]!, 0, saleId);
  }
  return ids;
}
