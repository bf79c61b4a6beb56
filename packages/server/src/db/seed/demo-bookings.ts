import { localToInstant } from '@clubportal/contract/club-time';
import { clubDay } from '@clubportal/contract/booking-rules';
import { instantToLocal } from '@clubportal/contract/club-time';
import type { Tx } from '../unit-of-work.js';
import { toInstant, type Clock, type Instant } from '../../lib/clock.js';
import { startingOrder } from '@clubportal/contract/booking-rules';
import type { Language } from '@clubportal/contract/languages';
import type { StaffBookingTypeBody } from '@clubportal/contract/staff-booking-types';
import { systemActor } from '../audit-log.js';
import { recordDeskBookings, setBookingSettings, type DeskBooking } from '../../modules/bookings/setup/booking-setup.service.js';
import {
  getCatalogue,
  writeBookingTypePublished,
  writeCourtHours,
  writeNewBookingType,
  writeNewCourt,
  writeNewPriceRule,
} from '../../modules/bookings/index.js';
import { demoMainSettings } from './demo-club.js';

const CURRENCY = 'EUR';
const DEMO_LANGUAGE = demoMainSettings.Culture as Language;
const WEEK_HOURS = { open: '08:00', close: '23:00' };
const WEEKEND_HOURS = { open: '09:00', close: '22:00' };
const hours = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [d, [d >= 6 ? WEEKEND_HOURS : WEEK_HOURS]]));

/** Prices in cents: off-peak (opening to 17:00), peak (17:00 to close), weekend all day; members' special prices. */
const padel = { 60: [1600, 2400, 2400, 1200, 2000], 90: [2400, 3600, 3600, 1800, 3000], 120: [3200, 4800, 4800, 2400, 4000] } as const;
const tennis = { 60: [1200, 1600, 1600, 900, 1200] } as const;

function priceRules(table: Record<number, readonly [number, number, number, number, number]>, memberGroupId: number | undefined) {
  return Object.entries(table).flatMap(([minutes, [offPeak, peak, weekend, memberOff, memberPeak]]) => {
    const durationMinutes = Number(minutes);
    return [
      { durationMinutes, from: '00:00', to: '17:00', price: offPeak },
      { durationMinutes, from: '17:00', to: '24:00', price: peak },
      { durationMinutes, weekday: 6, from: '00:00', to: '24:00', price: weekend },
      { durationMinutes, weekday: 7, from: '00:00', to: '24:00', price: weekend },
      ...(memberGroupId === undefined
        ? []
        : [
            { durationMinutes, from: '00:00', to: '17:00', price: memberOff, customerGroupId: memberGroupId },
            { durationMinutes, from: '17:00', to: '24:00', price: memberPeak, customerGroupId: memberGroupId },
          ]),
    ];
  });
}

/** The pictures of each sport's type and courts (seed/assets): a glass-walled padel court, a clay tennis court. */
export const PADEL_PICTURE = 'gallery1.svg';
export const TENNIS_PICTURE = 'gallery2.svg';

/**
 * The demo club's courts: 6 padel courts (60/90/120 min, 4 players, shared payment), 2 tennis courts
 * (1 hour, 2 players, full payment only), their hours and prices with members' special prices, a week of
 * bookings around today, and the demo member's next and past bookings.
 */
export async function seedDemoBookings(
  db: Tx,
  deps: { clock: Clock; timeZone: string; memberId: number; otherCustomerIds: number[] },
): Promise<void> {
  const memberGroup = await db.selectFrom('customer_groups').select('id').where('name', '=', 'Socios').executeTakeFirst();
  await setBookingSettings(db, {
    sharedPaymentAllowed: true,
    fullPaymentAllowedWithSpecialPrices: true,
    pendingPaymentAllowed: false,
    turnstilesEnabled: true,
  });

  // Courts, hours, types and prices through the staff console's own writes, as a manager would make them.
  const writtenAt = toInstant(deps.clock.now());
  const actor = systemActor('demo-seed');
  const weekly = { hours: Object.entries(hours).flatMap(([weekday, bands]) => bands.map((b) => ({ weekday: Number(weekday), ...b }))) };
  const court = async (name: string, kind: string, image: string, description: string) => {
    const id = await writeNewCourt(db, actor, { name, kind, image, description, showNameOnline: true }, writtenAt);
    await writeCourtHours(db, actor, id, weekly, writtenAt);
    return id;
  };
  const padelCourts: number[] = [];
  for (let i = 1; i <= 6; i += 1)
    padelCourts.push(await court(`Pista ${i} pádel`, 'padel_court', PADEL_PICTURE, 'Pista de cristal panorámico, cubierta e iluminada.'));
  const tennisCourts: number[] = [];
  for (let i = 1; i <= 2; i += 1)
    tennisCourts.push(await court(`Pista ${i} tenis`, 'tennis_court', TENNIS_PICTURE, 'Pista de tierra batida junto al lago.'));

  const languages = { offered: [DEMO_LANGUAGE], fallback: DEMO_LANGUAGE };
  const common = {
    anticipationMinutes: 7 * 24 * 60,
    anticipationText: 'Puedes reservar con hasta 7 días de antelación.',
    cancelText: 'Cancelación gratuita hasta 24 horas antes del inicio: te devolvemos el importe por el mismo medio de pago.',
    cancelWindowMinutes: 24 * 60,
    holdMinutes: 15,
    refundRule: 'original',
    resultSets: 3,
    minLevel: null,
    maxLevel: null,
    translations: {},
  } as const;
  const bookingType = async (body: StaffBookingTypeBody, prices: ReturnType<typeof priceRules>) => {
    const id = await writeNewBookingType(db, { caches: null, choice: languages }, actor, body, writtenAt);
    const type = (await getCatalogue({ db })).typeById.get(id)!;
    for (const rule of startingOrder(prices.map((p) => ({ weekday: null, customerGroupId: null, ...p }))))
      await writeNewPriceRule(
        db,
        actor,
        { type, currency: CURRENCY },
        { resourceId: null, customerId: null, validFrom: null, validTo: null, ...rule, price: rule.price / 100 },
        writtenAt,
      );
    await writeBookingTypePublished(db, actor, { id, published: 0 }, true, writtenAt);
    return { id };
  };
  const padelType = await bookingType(
    {
      ...common,
      name: 'Pádel',
      category: 'Pádel',
      description: 'Pistas de cristal panorámicas con césped de última generación.',
      extendedDescription:
        '<p>Seis pistas cubiertas e iluminadas. Reserva 60, 90 o 120 minutos y paga entera la pista o solo tu parte.</p>',
      image: PADEL_PICTURE,
      kind: 'padel_court',
      durations: [60, 90, 120],
      preferredDuration: 90,
      slotStepMinutes: 30,
      maxParticipants: 4,
      allowJoin: true,
      sharedPaymentAllowed: true,
    },
    priceRules(padel, memberGroup?.id),
  );
  const tennisType = await bookingType(
    {
      ...common,
      name: 'Tenis',
      category: 'Tenis',
      description: 'Dos pistas de tierra batida junto al lago.',
      extendedDescription: '<p>Reservas de una hora para individuales. El pago es siempre de la pista completa.</p>',
      image: TENNIS_PICTURE,
      kind: 'tennis_court',
      durations: [60],
      preferredDuration: 60,
      slotStepMinutes: 60,
      maxParticipants: 2,
      allowJoin: false,
      sharedPaymentAllowed: false,
    },
    priceRules(tennis, memberGroup?.id),
  );

  // A week of bookings: from 3 days ago to 3 days ahead, a fixed pattern per court so every demo looks alike.
  const now = deps.clock.now();
  const today = instantToLocal(toInstant(now), deps.timeZone).date;
  const dayOf = (offset: number) => new Date(Date.parse(`${today}T00:00:00.000Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  const at = (date: string, time: string): Instant | null => {
    const r = localToInstant({ date, time }, deps.timeZone);
    return r.ok ? (r.instant as Instant) : null;
  };
  const owners = deps.otherCustomerIds.length ? deps.otherCustomerIds : [deps.memberId];
  const desk: DeskBooking[] = [];
  const padelTimes = [
    ['09:00', 90],
    ['10:30', 90],
    ['18:00', 90],
    ['19:30', 90],
    ['21:00', 120],
  ] as const;
  for (let offset = -3; offset <= 3; offset += 1) {
    const date = dayOf(offset);
    const weekend = clubDay(date, deps.timeZone).weekday >= 6;
    for (const [c, court] of padelCourts.entries()) {
      for (const [k, [time, minutes]] of padelTimes.entries()) {
        // Leave gaps (different per court and day), and the member's own slots below free.
        if ((c + k + offset + 7) % 3 === 0 || (weekend && time === '21:00')) continue;
        if (c === 1 && time === '19:30') continue;
        const startsAt = at(date, time);
        if (!startsAt) continue;
        desk.push({
          bookingTypeId: padelType.id,
          resourceId: court,
          ownerId: owners[(c + k) % owners.length]!,
          startsAt,
          durationMinutes: minutes,
          maxParticipants: 4,
          price: minutes === 120 ? 4800 : 3600,
          currency: CURRENCY,
          createdAt: toInstant(new Date(Date.parse(startsAt) - 3 * 86_400_000)),
        });
      }
    }
    for (const [c, court] of tennisCourts.entries()) {
      for (const time of ['10:00', '17:00', '20:00']) {
        if ((c + offset + 7) % 2 === 0 && time === '17:00') continue;
        if (c === 0 && time === '10:00') continue;
        const startsAt = at(date, time);
        if (startsAt)
          desk.push({
            bookingTypeId: tennisType.id,
            resourceId: court,
            ownerId: owners[c % owners.length]!,
            startsAt,
            durationMinutes: 60,
            maxParticipants: 2,
            price: 1600,
            currency: CURRENCY,
            createdAt: toInstant(new Date(Date.parse(startsAt) - 2 * 86_400_000)),
          });
      }
    }
  }
  // The demo member: a padel match tomorrow and tennis in three days; padel two days ago and tennis last week.
  // Paid at the desk (no online sale), so the shop's demo orders stay as they are.
  const member = (offset: number, time: string, type: 'padel' | 'tennis'): DeskBooking | null => {
    const startsAt = at(dayOf(offset), time);
    if (!startsAt) return null;
    const isPadel = type === 'padel';
    return {
      bookingTypeId: isPadel ? padelType.id : tennisType.id,
      resourceId: isPadel ? padelCourts[1]! : tennisCourts[0]!,
      ownerId: deps.memberId,
      playerIds: deps.otherCustomerIds.slice(0, 1),
      startsAt,
      durationMinutes: isPadel ? 90 : 60,
      maxParticipants: isPadel ? 4 : 2,
      price: isPadel ? 3000 : 900,
      currency: CURRENCY,
      createdAt: toInstant(new Date(Date.parse(startsAt) - 4 * 86_400_000)),
    };
  };
  desk.push(
    ...[member(1, '19:30', 'padel'), member(3, '10:00', 'tennis'), member(-2, '19:30', 'padel'), member(-6, '10:00', 'tennis')].filter(
      (b): b is DeskBooking => b !== null,
    ),
  );
  await recordDeskBookings(db, desk);
}
