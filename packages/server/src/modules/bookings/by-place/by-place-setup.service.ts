import { randomBytes } from 'node:crypto';
import { PaymentType } from '@clubportal/contract/enums';
import type { CurrencyCode } from '@clubportal/contract/money';
import type { Executor } from '../../../db/dialect.js';
import type { Instant } from '../../../lib/clock.js';
import { insertBlocks, insertParticipants } from '../core/bookings.repository.js';
import { insertBookingsBulk } from '../setup/booking-setup.repository.js';
import { insertTemplate, insertTemplatePlaces, seatMembers } from './by-place.repository.js';

/**
 * The club's side of bookings by place: the classes it opens (the demo seed, the tests), and floor-plan rows as
 * the tests' factories write them (staff and the demo seed draw plans through floor-plans/floor-plans.service.ts).
 * A class is a booking of a by-place type with `maxParticipants` open places and the room's time taken; members
 * take the places (by-place.service.ts).
 */

export type NewTemplate = {
  name: string;
  /** A stored file's name (the floor-plan image, served at /uploads/<name>). */
  imageMap: string;
  width: number;
  height: number;
  allowSeeParticipants?: boolean;
  /** Each place's label and rectangle in the image's coordinates. */
  places: Array<{ place: string; x: number; y: number; w: number; h: number }>;
  createdAt: Instant;
};

export async function createBookingTemplate(db: Executor, t: NewTemplate): Promise<{ id: number; placeIds: number[] }> {
  const id = await insertTemplate(db, {
    name: t.name,
    image_map: t.imageMap,
    config_json: JSON.stringify({ width: t.width, height: t.height }),
    allow_see_participants: t.allowSeeParticipants ? 1 : 0,
    created_at: t.createdAt,
  });
  const placeIds = await insertTemplatePlaces(
    db,
    t.places.map((p, i) => ({
      booking_template_id: id,
      place: p.place,
      config_json: JSON.stringify({ x: p.x, y: p.y, w: p.w, h: p.h }),
      sort_order: i + 1,
    })),
  );
  return { id, placeIds };
}

export type NewClass = {
  bookingTypeId: number;
  resourceId: number;
  /** The club's own account: a class belongs to the club, never to a member (the places are theirs). */
  ownerId: number;
  startsAt: Instant;
  durationMinutes: number;
  maxParticipants: number;
  templateId: number | null;
  currency: CurrencyCode;
  createdAt: Instant;
  /** The staff account that coaches it (migration 0061); none by default. */
  coachId?: number | null;
  /** Its token (staff's save derives it from the save's key, to find a double submit's classes); random by default. */
  token?: string;
};

/** Opens classes: each a booking taking its room, with its open places (no sale: each member pays their own). */
export async function openClasses(db: Executor, list: NewClass[]): Promise<number[]> {
  if (!list.length) return [];
  const end = (c: NewClass) => new Date(Date.parse(c.startsAt) + c.durationMinutes * 60_000).toISOString() as Instant;
  const ids = await insertBookingsBulk(
    db,
    list.map((c) => ({
      booking_type_id: c.bookingTypeId,
      owner_customer_id: c.ownerId,
      starts_at: c.startsAt,
      ends_at: end(c),
      duration_minutes: c.durationMinutes,
      max_participants: c.maxParticipants,
      payment_type: PaymentType.ByPlace,
      status: 'active',
      hold_expires_at: null,
      sale_id: null,
      price: 0,
      currency: c.currency,
      payment_deadline: c.startsAt,
      token: c.token ?? randomBytes(16).toString('base64url'),
      origin: 'club',
      description: '',
      comments: '',
      created_at: c.createdAt,
      // The club's own class: no booking confirmation mail to its account.
      confirmation_sent_at: c.createdAt,
      booking_template_id: c.templateId,
      coach_staff_id: c.coachId ?? null,
    })),
  );
  await insertBlocks(
    db,
    list.map((c, i) => ({
      booking_id: ids[i] as number,
      resource_id: c.resourceId,
      starts_at: c.startsAt,
      ends_at: end(c),
      active: 1,
      hold_expires_at: null,
      sale_id: null,
      no_online: 0,
    })),
  );
  await insertParticipants(
    db,
    list.flatMap((c, i) =>
      Array.from({ length: c.maxParticipants }, (_, position) => ({
        booking_id: ids[i] as number,
        customer_id: null,
        state: null,
        position,
        team: -1,
        sale_id: null,
        price: 0,
        place_id: null,
        created_at: c.createdAt,
      })),
    ),
  );
  return ids;
}

/** Seats members in a class at the club (paid there: no online sale), each on a template place or none. */
export async function seatAtDesk(
  db: Executor,
  bookingId: number,
  seats: Array<{ customerId: number; placeId: number | null }>,
  now: Instant,
): Promise<void> {
  await seatMembers(db, bookingId, seats, now);
}
