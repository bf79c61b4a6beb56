import { lastBookableDate, priceOf, type PriceCustomer } from '@clubportal/contract/booking-rules';
import { weekOf, type ByPlaceEntry, type ByPlaceListBody, type TemplateInfo } from '@clubportal/contract/bookings-by-place';
import { instantToLocal, localDayBounds } from '@clubportal/contract/club-time';
import { levelFromHundredths } from '@clubportal/contract/levels';
import { AppError } from '../../../lib/app-error.js';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import type { SessionClaims } from '../../../lib/session-token.js';
import { authorizeCustomer } from '../../accounts/index.js';
import { getCatalogue, type Catalogue } from '../core/booking-catalogue.service.js';
import { club, dec, optionalCustomer, type BookingDeps, type Club } from '../core/booking-context.js';
import { priceCustomer } from '../core/bookings.repository.js';
import {
  findClass,
  findClasses,
  findClassResources,
  findPlaces,
  findTemplate,
  findTemplatePlaces,
  findTemplatesAllowingSight,
} from './by-place.repository.js';
import { classOf, placeIsHeld } from './by-place.service.js';
import { passWindowDays, withPassWindow } from '../grid/booking-window.js';

/**
 * What members read of bookings by place: the week's classes (`byplace-list`) and a class's floor plan
 * (`booking-template-info`). Who holds a place is shown by name and picture only where the club's floor plan
 * allows it (`allow_see_participants`), never to a guest, and never more than that; a caller always sees
 * their own place.
 */

/** The dates whose weeks the list reads; outside them the week is empty. */
const EARLIEST_WEEK = '1900-01-08';
const LATEST_WEEK = '2199-12-24';

type WeekReader = {
  cat: Catalogue;
  c: Club;
  who: PriceCustomer;
  now: Instant;
  viewer: Awaited<ReturnType<typeof optionalCustomer>>;
  types: Catalogue['types'];
};

const levelOf = (own: number | null, ofType: number | null) => {
  const h = own ?? ofType;
  return h === null ? null : levelFromHundredths(h);
};

/**
 * POST /api/publicbookings/byplace-list: the classes of the week of `date` (Monday to Sunday) still to start, and
 * the last date the reader may book among the types shown (their own limit or a season pass's longer window; null:
 * no limit), which the date picker reaches.
 */
export async function byPlaceList(
  deps: BookingDeps,
  session: SessionClaims | null,
  body: ByPlaceListBody,
): Promise<{ entries: ByPlaceEntry[]; lastDate: string | null }> {
  const viewer = await optionalCustomer(deps.db, session, body.customerId);
  const [cat, c, who] = await Promise.all([getCatalogue(deps), club(deps), priceCustomer(deps.db, viewer?.id ?? null)]);
  const now = nowInstant(deps.clock);
  const types = cat.types.filter(
    (t) => t.by_place === 1 && t.published === 1 && (body.bookingTypeId == null || t.id === body.bookingTypeId),
  );
  if (body.bookingTypeId != null && !types.length) throw new AppError('not_found', 'bookingTypeNotFound');
  const windowDays = await passWindowDays(deps, viewer?.id ?? null, c);
  const lastDates = types.map((t) => lastBookableDate(now, withPassWindow(t, windowDays).anticipation_minutes, c.zone));
  const lastDate = lastDates.length && !lastDates.includes(null) ? ([...lastDates].sort().at(-1) ?? null) : null;
  return { entries: await weekClasses(deps, { cat, c, who, now, viewer, types }, body.date), lastDate };
}

async function weekClasses(deps: BookingDeps, { cat, c, who, now, viewer, types }: WeekReader, date: string): Promise<ByPlaceEntry[]> {
  // No club has classes centuries away (and club time is not defined at the ends of the calendar).
  if (date < EARLIEST_WEEK || date > LATEST_WEEK) return [];
  const week = weekOf(date);
  const from = localDayBounds(week[0] as string, c.zone).start as Instant;
  const to = localDayBounds(week[6] as string, c.zone).end as Instant;
  const classes = (
    await findClasses(
      deps.db,
      types.map((t) => t.id),
      from < now ? now : from,
      to,
    )
  ).filter((b) => b.starts_at > now);
  const ids = classes.map((b) => b.id);
  const [places, rooms, sight] = await Promise.all([
    findPlaces(deps.db, ids),
    findClassResources(deps.db, ids),
    findTemplatesAllowingSight(deps.db, [
      ...new Set(classes.flatMap((b) => (b.booking_template_id === null ? [] : [b.booking_template_id]))),
    ]),
  ]);
  const shows = new Set(sight.filter((t) => t.allow_see_participants === 1).map((t) => t.id));
  return classes.flatMap((b) => {
    const type = cat.typeById.get(b.booking_type_id);
    if (!type) return [];
    const local = instantToLocal(b.starts_at, c.zone);
    const resourceId = rooms.find((r) => r.booking_id === b.id)?.id ?? null;
    const slot = { durationMinutes: b.duration_minutes, weekday: local.weekday, time: local.time, date: local.date, resourceId };
    const price = priceOf(type.prices, slot, who);
    if (!price) return [];
    const held = places.filter((p) => p.booking_id === b.id && placeIsHeld(p, now));
    const alreadyIn = viewer !== null && held.some((p) => p.customer_id === viewer.id);
    // Names only where the floor plan shows them, and only to members; everyone sees which places are taken.
    const named = viewer !== null && b.booking_template_id !== null && shows.has(b.booking_template_id);
    return [
      {
        id: b.id,
        start: b.starts_at,
        bookingTypeId: b.booking_type_id,
        bookingTypeName: type.name,
        price: dec(price.price, c.currency),
        netPrice: dec(price.price, c.currency),
        isSpecialPrice: price.isSpecialPrice,
        date: local.date,
        startHour: local.time,
        duration: b.duration_minutes,
        minLevel: levelOf(b.min_level_hundredths, type.min_level_hundredths),
        maxLevel: levelOf(b.max_level_hundredths, type.max_level_hundredths),
        maxParticipants: b.max_participants,
        participantsIn: held.length,
        resources: rooms.filter((r) => r.booking_id === b.id).map((r) => r.name),
        canJoin: !alreadyIn && held.length < b.max_participants,
        alreadyIn,
        bookingTemplateId: b.booking_template_id,
        players: held.map((p) => {
          const isMe = viewer !== null && p.customer_id === viewer.id;
          const show = isMe || named;
          return {
            placeId: p.place_id,
            place: p.place_label ?? '',
            name: show ? `${p.name ?? ''} ${p.surname ?? ''}`.trim() : '',
            logo: show ? (p.logo ?? '') : '',
            isMe,
          };
        }),
      },
    ];
  });
}

/**
 * GET /api/publicbookings/booking-template-info/{templateId}/{bookingId} (login): the class's floor plan, its
 * places and which are taken. Details of whoever holds a place (name, picture) only when the plan allows
 * it; phone and email only of the caller's own place.
 */
export async function templateInfo(
  deps: BookingDeps,
  session: SessionClaims | null,
  templateId: number,
  bookingId: number,
): Promise<TemplateInfo> {
  if (!session) throw new AppError('unauthorized', 'loginRequired');
  const viewer = await authorizeCustomer(deps.db, session, session.customerId);
  const [cat, c] = await Promise.all([getCatalogue(deps), club(deps)]);
  const now = nowInstant(deps.clock);
  const { cls, type } = classOf(cat, await findClass(deps.db, bookingId));
  if (cls.booking_template_id !== templateId) throw new AppError('not_found', 'bookingNotFound');
  const [template, places, rows] = await Promise.all([
    findTemplate(deps.db, templateId),
    findTemplatePlaces(deps.db, templateId),
    findPlaces(deps.db, [cls.id]),
  ]);
  if (!template) throw new AppError('not_found', 'bookingNotFound');
  const allow = template.allow_see_participants === 1;
  const local = instantToLocal(cls.starts_at, c.zone);
  const held = rows.filter((p) => placeIsHeld(p, now));
  return {
    participants: held
      .filter((p) => p.place_id !== null)
      .map((p) => {
        const isMe = p.customer_id === viewer.id;
        return {
          bookingTemplatePlaceId: p.place_id as number,
          name: allow || isMe ? `${p.name ?? ''} ${p.surname ?? ''}`.trim() : '',
          logo: allow || isMe ? (p.logo ?? '') : '',
          phone: isMe ? (p.phone ?? '') : '',
          email: isMe ? (p.email ?? '') : '',
          isMe,
        };
      }),
    allowSeeParticipants: allow,
    imageMap: template.image_map,
    templateMap: { id: template.id, configJson: template.config_json },
    places: places.map((p) => ({ id: p.id, place: p.place, configJson: p.config_json })),
    booking: {
      id: cls.id,
      bookingTypeId: cls.booking_type_id,
      bookingTypeName: type.name,
      start: cls.starts_at,
      date: local.date,
      startHour: local.time,
      duration: cls.duration_minutes,
      // A plan may have more places than the class takes players: once it is full, no free place can be taken.
      placesLeft: Math.max(0, cls.max_participants - held.length),
    },
  };
}
