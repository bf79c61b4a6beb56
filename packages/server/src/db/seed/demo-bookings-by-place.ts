import { clubDay } from '@clubportal/contract/booking-rules';
import { instantToLocal, localToInstant } from '@clubportal/contract/club-time';
import { CustomerStatus } from '@clubportal/contract/enums';
import { systemActor } from '../audit-log.js';
import type { Tx } from '../unit-of-work.js';
import { toInstant, type Clock, type Instant } from '../../lib/clock.js';
import { insertCustomer } from '../../modules/accounts/customers.repository.js';
import { createBookingType, createResource } from '../../modules/bookings/setup/booking-setup.service.js';
import { findStaffByEmail } from '../../modules/staff/index.js';
import { DEMO_COACH_EMAIL } from './demo-trainings.js';
import { writeNewFloorPlan, writeTypeFloorPlan } from '../../modules/bookings/index.js';
import { openClasses, seatAtDesk, type NewClass } from '../../modules/bookings/by-place/by-place-setup.service.js';

const CURRENCY = 'EUR';
/** The floor plan (seed/assets, 800 x 560): 20 bikes in four rows of five facing the instructor. */
export const SPINNING_PLAN = 'spinning-room.svg';
export const SPINNING_BIKES = Array.from({ length: 20 }, (_, i) => ({
  place: `Bike ${i + 1}`,
  x: 100 + (i % 5) * 130,
  y: 170 + Math.floor(i / 5) * 92,
  w: 72,
  h: 72,
}));
const everyDay = (open: string, close: string) => Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [d, [{ open, close }]]));

/**
 * Bookings by place (issue 23): a "Spinning" type whose classes seat 20 on the spinning room's floor plan
 * (names shown to members), and a "Clínic de pádel" type of 8 places without a plan (any free place), with
 * classes across the coming week at several hours and some places already taken at the desk, so both of
 * the page's outcomes (the visual choice, the confirm popup) and a full class can be tried.
 */
export async function seedDemoBookingsByPlace(db: Tx, deps: { clock: Clock; timeZone: string }): Promise<void> {
  const now = toInstant(deps.clock.now());
  const coach = await findStaffByEmail(db, DEMO_COACH_EMAIL);
  const memberGroup = await db.selectFrom('customer_groups').select('id').where('name', '=', 'Socios').executeTakeFirst();
  const special = (price: number) =>
    memberGroup ? [{ durationMinutes: 45, from: '00:00', to: '24:00', price, customerGroupId: memberGroup.id }] : [];
  // The club's own account: classes belong to the club (a booking names an owner), never to a member.
  const clubId = await insertCustomer(
    db,
    { email: null, password_hash: null, name: 'Club', surname: 'Clases', status: CustomerStatus.Active, accept_conditions: 0 },
    now,
  );

  const room = await createResource(
    db,
    { name: 'Sala de spinning', resourceType: 'spinning_room', sortOrder: 30 },
    everyDay('07:00', '22:30'),
  );
  const clinicCourt = await createResource(
    db,
    { name: 'Pista de clínics', resourceType: 'clinic_court', sortOrder: 31 },
    everyDay('08:00', '22:00'),
  );
  const common = {
    anticipationMinutes: 14 * 24 * 60,
    cancelWindowMinutes: 12 * 60,
    holdMinutes: 15,
    maxParticipants: 20,
    byPlace: true,
    sharedPaymentAllowed: false,
  };
  const spinning = await createBookingType(db, {
    ...common,
    name: 'Spinning',
    category: 'Clases',
    description: 'Clases de ciclo indoor de 45 minutos con monitor. Elige tu bici en el plano de la sala.',
    image: SPINNING_PLAN,
    durations: [45],
    preferredDuration: 45,
    mainResourceType: 'spinning_room',
    prices: [{ durationMinutes: 45, from: '00:00', to: '24:00', price: 800 }, ...special(600)],
    sortOrder: 5,
  });
  const clinicMinutes = 90;
  const clinic = await createBookingType(db, {
    ...common,
    name: 'Clínic de pádel',
    category: 'Clases',
    description: 'Entrenamiento en grupo de 90 minutos con un entrenador del club. Plazas limitadas.',
    image: 'activity-clinic.svg',
    durations: [clinicMinutes],
    preferredDuration: clinicMinutes,
    maxParticipants: 8,
    mainResourceType: 'clinic_court',
    prices: [{ durationMinutes: clinicMinutes, from: '00:00', to: '24:00', price: 1500 }],
    sortOrder: 6,
  });
  // The room's plan and the type's choice of it through the staff's floor plans editor (its size read from the image).
  const actor = systemActor('demo-seed');
  const plan = await writeNewFloorPlan(
    db,
    actor,
    { name: 'Sala de spinning', image: SPINNING_PLAN, allowSeeParticipants: true, places: SPINNING_BIKES },
    now,
  );
  await writeTypeFloorPlan(
    db,
    { actor, language: 'es-ES', zone: deps.timeZone, now },
    { id: spinning.id, name: 'Spinning', by_place: 1, booking_template_id: null },
    plan.id,
    SPINNING_BIKES.length,
  );

  const today = instantToLocal(now, deps.timeZone).date;
  const dayOf = (offset: number) => new Date(Date.parse(`${today}T00:00:00.000Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  const at = (date: string, time: string): Instant | null => {
    const r = localToInstant({ date, time }, deps.timeZone);
    return r.ok ? (r.instant as Instant) : null;
  };
  const classes: Array<NewClass & { kind: 'spinning' | 'clinic'; offset: number; time: string }> = [];
  for (let offset = 0; offset <= 7; offset += 1) {
    const date = dayOf(offset);
    const weekend = clubDay(date, deps.timeZone).weekday >= 6;
    for (const time of weekend ? ['10:00', '12:00'] : ['09:00', '14:00', '19:00', '20:15']) {
      const startsAt = at(date, time);
      if (startsAt && startsAt > now)
        classes.push({
          kind: 'spinning',
          offset,
          time,
          bookingTypeId: spinning.id,
          resourceId: room,
          ownerId: clubId,
          startsAt,
          durationMinutes: 45,
          maxParticipants: SPINNING_BIKES.length,
          templateId: plan.id,
          currency: CURRENCY,
          createdAt: now,
        });
    }
    if (offset % 2 === 1) {
      const startsAt = at(date, weekend ? '11:00' : '18:00');
      if (startsAt)
        classes.push({
          kind: 'clinic',
          offset,
          time: '',
          bookingTypeId: clinic.id,
          resourceId: clinicCourt,
          ownerId: clubId,
          startsAt,
          durationMinutes: clinicMinutes,
          maxParticipants: 8,
          templateId: null,
          // The demo coach runs the clinics (their rosters are theirs); the spinning classes name nobody.
          coachId: coach?.id ?? null,
          currency: CURRENCY,
          createdAt: now,
        });
    }
  }
  const ids = await openClasses(db, classes);

  // Members who come to classes (at the desk: no online sale), so the plan shows taken bikes with names.
  const regulars: number[] = [];
  for (const [name, surname] of REGULARS)
    regulars.push(
      await insertCustomer(
        db,
        { email: null, password_hash: null, name, surname, status: CustomerStatus.Active, accept_conditions: 1 },
        now,
      ),
    );
  for (const [i, c] of classes.entries()) {
    const id = ids[i];
    if (id === undefined) continue;
    if (c.kind === 'spinning') {
      // Tomorrow's 19:00 class is full; evenings are busier than mornings.
      const full = c.offset === 1 && c.time === '19:00';
      const count = full ? SPINNING_BIKES.length : c.time >= '19:00' ? 8 + (c.offset % 4) : 2 + (c.offset % 3);
      const seats = Array.from({ length: count }, (_, k) => ({
        customerId: regulars[(k + c.offset) % regulars.length] as number,
        placeId: plan.placeIds[(k * 7 + c.offset) % SPINNING_BIKES.length] as number,
      }));
      await seatAtDesk(db, id, seats, now);
    } else {
      await seatAtDesk(
        db,
        id,
        regulars.slice(c.offset, c.offset + 3).map((customerId) => ({ customerId, placeId: null })),
        now,
      );
    }
  }
}

/** Twenty regulars of the club's classes (no login: they booked at the desk). */
const REGULARS: Array<[string, string]> = [
  ['Irene', 'Ferrer'],
  ['Hugo', 'Navarro'],
  ['Martina', 'Gil'],
  ['Pablo', 'Serrano'],
  ['Sara', 'Molina'],
  ['Daniel', 'Ortega'],
  ['Paula', 'Delgado'],
  ['Álvaro', 'Castro'],
  ['Julia', 'Ortiz'],
  ['Adrián', 'Rubio'],
  ['Carla', 'Marín'],
  ['Diego', 'Sanz'],
  ['Elena', 'Iglesias'],
  ['Mario', 'Núñez'],
  ['Noa', 'Medina'],
  ['Leo', 'Garrido'],
  ['Valeria', 'Cortés'],
  ['Marcos', 'Lozano'],
  ['Alba', 'Guerrero'],
  ['Bruno', 'Cano'],
];
