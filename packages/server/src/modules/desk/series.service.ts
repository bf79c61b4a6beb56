import type { Language } from '@clubportal/contract/languages';
import { fromDecimal, money, toDecimal } from '@clubportal/contract/money';
import type { Permission } from '@clubportal/contract/staff';
import type { SeriesBody, SeriesCreateBody } from '@clubportal/contract/staff-series';
import { recordAudit, type AuditActor } from '../../db/audit-log.js';
import { isExclusionViolation } from '../../db/errors.js';
import { unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant } from '../../lib/clock.js';
import { createDeskCustomer, deskExistingCustomer, deskGuestCustomer } from '../accounts/index.js';
import { bookSeries, planSeries, queueSeriesMails, seriesOfBooking } from '../bookings/index.js';
import { getMainSettingsCached } from '../settings/index.js';
import type { DeskDeps } from './desk.service.js';

/**
 * Recurring bookings at the front desk (issue 33 §2): the desk's side of the booking engine's series
 * (bookings/desk/desk-series.service.ts). Who the series is for is found or made as for a walk-in; each write and its
 * audit rows (the series, and each occurrence's booking and price override) and the customer's mail listing the dates
 * are one unit of work. The edits are series-edits.service.ts.
 */

export type Staff = { permissions: ReadonlySet<Permission>; language: Language };

export const decimal = (amount: number, currency: string) => toDecimal(money(amount, currency));

export const mailDepsOf = (deps: DeskDeps) => ({ clock: deps.clock, outbox: deps.outbox, publicUrl: deps.config.publicUrl });

export async function bookingWrite<T>(deps: DeskDeps, work: (trx: Tx) => Promise<T>): Promise<T> {
  try {
    return await unitOfWork(deps.db, work);
  } catch (err) {
    if (isExclusionViolation(err)) throw new AppError('conflict', 'slotTaken');
    throw err;
  }
}

function checkOverride(body: SeriesBody, staff: Staff) {
  if (body.priceOverride && !staff.permissions.has('prices.override'))
    throw new AppError('forbidden', 'staffPermissionMissing', { permission: 'prices.override' });
}

const specOf = (body: SeriesBody) => ({
  resourceId: body.resourceId,
  bookingTypeId: body.bookingTypeId,
  durationMinutes: body.durationMinutes,
  startDate: body.startDate,
  time: body.time,
  everyWeeks: body.everyWeeks,
  end: body.end,
  onConflict: body.onConflict,
});

/** Every date of the series with its price by the rules for that date (the customer's; a new one or a guest everyone's) and its conflict. */
export async function previewSeries(deps: DeskDeps, staff: Staff, body: SeriesBody) {
  checkOverride(body, staff);
  const currency = (await getMainSettingsCached(deps)).currencyCode;
  const customerId = body.customer.kind === 'existing' ? body.customer.customerId : null;
  const overridePrice = body.priceOverride ? fromDecimal(body.priceOverride.price, currency).amount : undefined;
  const plan = await planSeries(deps.db, deps, { ...specOf(body), customerId, overridePrice });
  const occurrences = plan.occurrences.map((o) => ({ ...o, price: o.price === null ? null : decimal(o.price, plan.currency) }));
  const included = plan.occurrences.filter((o) => o.included);
  return {
    currency: plan.currency,
    occurrences,
    dates: included.map((o) => o.date),
    total: decimal(
      included.reduce((a, o) => a + (o.price ?? 0), 0),
      plan.currency,
    ),
  };
}

/**
 * Creates the series: the customer found or made, every date the preview showed booked as a walk-in of its own
 * (its own pending sale), audited desk.series.create and, per occurrence, desk.booking.create (and desk.price.override);
 * the customer is mailed the dates booked.
 */
export async function createSeries(deps: DeskDeps, actor: AuditActor, staff: Staff, body: SeriesCreateBody) {
  checkOverride(body, staff);
  const currency = (await getMainSettingsCached(deps)).currencyCode;
  return bookingWrite(deps, async (trx) => {
    const now = nowInstant(deps.clock);
    const c = body.customer;
    const owner =
      c.kind === 'existing'
        ? await deskExistingCustomer(trx, c.customerId)
        : c.kind === 'new'
          ? await createDeskCustomer(trx, now, { ...c, language: staff.language })
          : { id: await deskGuestCustomer(trx, now), name: c.name };
    const overridePrice = body.priceOverride ? fromDecimal(body.priceOverride.price, currency).amount : undefined;
    const made = await bookSeries(trx, deps, {
      ...specOf(body),
      dates: body.dates,
      ownerId: owner.id,
      guestName: c.kind === 'guest' ? c.name : '',
      overridePrice,
      overrideReason: body.priceOverride?.reason,
      staffId: actor.kind === 'staff' ? actor.id : null,
    });
    const money = (amount: number) => decimal(amount, made.currency);
    await recordAudit(
      trx,
      {
        actor,
        action: 'desk.series.create',
        entity: 'booking_series',
        entityId: made.seriesId,
        after: {
          ...specOf(body),
          customer: c.kind,
          ownerId: owner.id,
          name: owner.name,
          bookings: made.bookings.map((b) => b.bookingId),
          skipped: made.skipped,
        },
      },
      now,
    );
    for (const b of made.bookings) {
      await recordAudit(
        trx,
        {
          actor,
          action: 'desk.booking.create',
          entity: 'booking',
          entityId: b.bookingId,
          after: {
            seriesId: made.seriesId,
            resourceId: body.resourceId,
            startsAt: b.startsAt,
            durationMinutes: body.durationMinutes,
            bookingTypeId: body.bookingTypeId,
            customer: c.kind,
            ownerId: owner.id,
            name: owner.name,
            price: money(b.price),
          },
        },
        now,
      );
      if (body.priceOverride)
        await recordAudit(
          trx,
          {
            actor,
            action: 'desk.price.override',
            entity: 'booking',
            entityId: b.bookingId,
            before: { price: money(b.rulesPrice) },
            after: { price: money(b.price), reason: body.priceOverride.reason },
          },
          now,
        );
    }
    // One mail to the customer (a guest has no address) listing the dates booked.
    await queueSeriesMails(trx, mailDepsOf(deps), made.mail);
    return {
      seriesId: made.seriesId,
      ownerId: owner.id,
      bookings: made.bookings.map((b) => ({ bookingId: b.bookingId, date: b.date, price: money(b.price) })),
      skipped: made.skipped,
    };
  });
}

/** A booking's series with its occurrences (null: of none). */
export async function readSeriesOf(deps: DeskDeps, bookingId: number) {
  const s = await seriesOfBooking(deps.db, deps, bookingId);
  if (!s) return { series: null };
  return { series: { ...s, bookings: s.bookings.map((b) => ({ ...b, price: decimal(b.price, s.currency) })) } };
}
