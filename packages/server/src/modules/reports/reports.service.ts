import { clubDay } from '@clubportal/contract/booking-rules';
import { instantToLocal, localDayBounds } from '@clubportal/contract/club-time';
import { fromDecimal, money, toDecimal } from '@clubportal/contract/money';
import {
  isReportRangeValid,
  MAX_REPORT_DAYS,
  occupancyOfDay,
  reportDays,
  splitByWeights,
  type Debt,
  type DebtKind,
  type DebtsReport,
  type OccupancyMinutes,
  type OccupancyReport,
  type ReportRange,
  type RevenueDimension,
  type RevenueLine,
  type RevenueQuery,
  type RevenueReport,
  type Span,
} from '@clubportal/contract/staff-reports';
import type { Db } from '../../db/dialect.js';
import { AppError } from '../../lib/app-error.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import type { DigestFigures } from '../../lib/staff-alerts.js';
import { getCatalogue } from '../bookings/index.js';
import { getMainSettings } from '../settings/index.js';
import {
  findBlockedSpans,
  findBookedSpans,
  countDigestBookings,
  findBookingTypesOfSales,
  findCardRefundLegs,
  findClubRefundLegs,
  findStaffRefundLegs,
  findDeskSales,
  findLowStockProducts,
  findOwedSales,
  findPaymentLegs,
  findSaleItems,
  type InstantRange,
} from './reports.repository.js';

/** Reports only read: the database, the clock (which holds still hold), the app's catalogue cache. */
export type ReportsDeps = { db: Db; clock: Clock; caches?: AppCaches | undefined };

type Club = { zone: string; currency: string };

async function clubOf(db: Db): Promise<Club> {
  const main = await getMainSettings(db);
  return { zone: main.timeZone, currency: main.currencyCode };
}

/** The range's instants on the club's clock, refused with a sentence when it runs backwards or is too long. */
function instantsOf(range: ReportRange, zone: string): InstantRange {
  if (!isReportRangeValid(range)) throw new AppError('bad_request', 'exportRangeInvalid', { days: MAX_REPORT_DAYS });
  return { start: localDayBounds(range.from, zone).start as Instant, end: localDayBounds(range.to, zone).end as Instant };
}

const emptyMinutes = (): OccupancyMinutes => ({ openMinutes: 0, bookedMinutes: 0, blockedMinutes: 0 });
function addMinutes(into: OccupancyMinutes, m: OccupancyMinutes): void {
  into.openMinutes += m.openMinutes;
  into.bookedMinutes += m.bookedMinutes;
  into.blockedMinutes += m.blockedMinutes;
}

/** Spans by resource and by every club day they touch (a block of a week touches seven). */
function spansByCourtDay(rows: ReadonlyArray<{ resource_id: number; starts_at: string; ends_at: string }>, zone: string) {
  const map = new Map<string, Span[]>();
  for (const r of rows) {
    const span = { start: Date.parse(r.starts_at), end: Date.parse(r.ends_at) };
    if (span.end <= span.start) continue;
    const first = instantToLocal(r.starts_at, zone).date;
    const last = instantToLocal(new Date(span.end - 1).toISOString(), zone).date;
    for (const date of reportDays({ from: first, to: last })) {
      const key = `${r.resource_id}:${date}`;
      (map.get(key) ?? map.set(key, []).get(key)!).push(span);
    }
  }
  return map;
}

/**
 * Occupancy (issue 33 §7): per court, per hour of the club's day and per weekday, the minutes booked against the
 * minutes open. Opening hours are the courts' (a date's exceptions first, as the booking grid reads them); a court
 * that was never open in the range is left out. Cancelled bookings and lapsed holds count nothing; the club's
 * blocks count as blocked, not booked.
 */
export async function occupancyReport(deps: ReportsDeps, range: ReportRange): Promise<OccupancyReport> {
  const { zone } = await clubOf(deps.db);
  const instants = instantsOf(range, zone);
  const [catalogue, booked, blocked] = await Promise.all([
    getCatalogue({ db: deps.db, caches: deps.caches }),
    findBookedSpans(deps.db, instants, nowInstant(deps.clock)),
    findBlockedSpans(deps.db, instants),
  ]);
  const bookedBy = spansByCourtDay(booked, zone);
  const blockedBy = spansByCourtDay(blocked, zone);
  const days = reportDays(range).map((date) => ({ date, weekday: clubDay(date, zone).weekday }));
  const courts = [...catalogue.resourceById.values()]
    .filter((r) => r.active === 1)
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);

  const report: Omit<OccupancyReport, 'ok'> = {
    from: range.from,
    to: range.to,
    courts: [],
    byHour: [],
    byWeekday: [],
    total: emptyMinutes(),
  };
  const weekdays = new Map<number, OccupancyMinutes>();
  for (const court of courts) {
    const total = emptyMinutes();
    const hours = new Map<number, OccupancyMinutes>();
    for (const { date, weekday } of days) {
      const day = occupancyOfDay(date, zone, {
        bands: catalogue.openings(court.id, date, weekday),
        booked: bookedBy.get(`${court.id}:${date}`) ?? [],
        blocked: blockedBy.get(`${court.id}:${date}`) ?? [],
      });
      for (const [hour, m] of day) {
        addMinutes(hours.get(hour) ?? hours.set(hour, emptyMinutes()).get(hour)!, m);
        addMinutes(weekdays.get(weekday) ?? weekdays.set(weekday, emptyMinutes()).get(weekday)!, m);
        addMinutes(total, m);
      }
    }
    if (total.openMinutes === 0) continue;
    report.courts.push({ id: court.id, name: court.name, ...total });
    for (const [hour, m] of [...hours].sort((a, b) => a[0] - b[0])) report.byHour.push({ courtId: court.id, hour, ...m });
    addMinutes(report.total, total);
  }
  report.byWeekday = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ...(weekdays.get(weekday) ?? emptyMinutes()) }));
  return { ok: true, ...report };
}

/* ------------------------------------------------------------------ revenue */

/** One movement of money: received (+) or given back (-), for one sale, on one instant, by one method. */
type Leg = { sign: 1 | -1; saleId: number; amount: number; at: string; method: string; provider: string };

/** The club's till: money taken or given back at the desk. */
const CLUB_PROVIDER = 'club';

/**
 * Revenue (issue 33 §7, docs/staff-console.md "Reports"): money received (settled payments' shares of the sales
 * they paid, and sales paid at the desk without a payment) minus money given back (card refunds of a sale, the
 * club's refunds at the desk, staff refunds to the card or from the till), in the club's currency, by the club's day it happened. Vouchers count when bought,
 * never when spent (spending one receives nothing) nor when a cancel credits one back. A payment's share of a sale
 * is spread over the sale's lines in proportion to what each line cost, to the cent.
 */
export async function revenueReport(deps: ReportsDeps, query: RevenueQuery): Promise<RevenueReport> {
  const club = await clubOf(deps.db);
  const instants = instantsOf(query, club.zone);
  const [payments, desk, cards, clubRefunds, staffRefunds] = await Promise.all([
    findPaymentLegs(deps.db, instants),
    findDeskSales(deps.db, instants),
    findCardRefundLegs(deps.db, instants),
    findClubRefundLegs(deps.db, instants),
    findStaffRefundLegs(deps.db, instants),
  ]);
  const inClubCurrency = <T extends { currency: string }>(rows: T[]) => rows.filter((r) => r.currency === club.currency);
  const legs: Leg[] = [
    ...inClubCurrency(payments).map((p) => ({
      sign: 1 as const,
      saleId: p.sale_id,
      amount: p.amount,
      at: p.at as string,
      method: p.method_name ?? p.sale_method ?? p.provider,
      provider: p.provider,
    })),
    ...inClubCurrency(desk).map((s) => ({
      sign: 1 as const,
      saleId: s.sale_id,
      amount: s.amount,
      at: s.at,
      method: s.sale_method ?? CLUB_PROVIDER,
      provider: CLUB_PROVIDER,
    })),
    ...inClubCurrency(cards).map((r) => ({
      sign: -1 as const,
      saleId: r.sale_id as number,
      amount: r.amount,
      at: r.at,
      method: r.method_name ?? r.sale_method ?? r.provider,
      provider: r.provider,
    })),
    ...inClubCurrency(clubRefunds).map((r) => ({
      sign: -1 as const,
      saleId: r.sale_id,
      amount: r.amount,
      at: r.at,
      method: r.sale_method,
      provider: CLUB_PROVIDER,
    })),
    ...inClubCurrency(staffRefunds).map((r) => ({
      sign: -1 as const,
      saleId: r.sale_id,
      amount: r.amount,
      at: r.at,
      method: r.method_name ?? r.sale_method ?? r.provider,
      provider: r.method === 'card' ? r.provider : CLUB_PROVIDER,
    })),
  ];
  const lines = new Map<string, { label: string; received: number; refunded: number }>();
  const add = (key: string, label: string, sign: 1 | -1, amount: number) => {
    const line = lines.get(key) ?? lines.set(key, { label, received: 0, refunded: 0 }).get(key)!;
    if (sign === 1) line.received += amount;
    else line.refunded += amount;
  };
  const saleIds = legs.map((l) => l.saleId);
  if (query.by === 'day') {
    for (const day of reportDays(query)) add(day, day, 1, 0);
    for (const l of legs) add(instantToLocal(l.at, club.zone).date, instantToLocal(l.at, club.zone).date, l.sign, l.amount);
  } else if (query.by === 'method') {
    for (const l of legs) add(l.method, l.method, l.sign, l.amount);
  } else if (query.by === 'provider') {
    for (const l of legs) add(l.provider, l.provider, l.sign, l.amount);
  } else if (query.by === 'booking-type') {
    const types = await findBookingTypesOfSales(deps.db, saleIds);
    for (const l of legs) {
      const type = types.get(l.saleId);
      add(type ? `type:${type.typeId}` : 'none', type?.typeName ?? '', l.sign, l.amount);
    }
  } else {
    const items = await findSaleItems(deps.db, saleIds);
    const bySale = new Map<number, typeof items>();
    for (const i of items) (bySale.get(i.sale_id) ?? bySale.set(i.sale_id, []).get(i.sale_id)!).push(i);
    for (const l of legs) {
      const own = bySale.get(l.saleId) ?? [];
      if (!own.length) {
        add('category:none', '', l.sign, l.amount);
        continue;
      }
      const parts = splitByWeights(
        l.amount,
        own.map((i) => i.total_with_discount),
      );
      own.forEach((i, n) =>
        i.product_id !== null
          ? add(`product:${i.product_id}`, i.product_name ?? i.name, l.sign, parts[n]!)
          : add(`category:${i.category}`, '', l.sign, parts[n]!),
      );
    }
  }
  const dec = (minor: number) => toDecimal(money(minor, club.currency));
  const entries = [...lines].map(([key, l]) => ({ key, label: l.label, received: l.received, refunded: l.refunded }));
  if (query.by !== 'day') entries.sort((a, b) => b.received - b.refunded - (a.received - a.refunded) || a.key.localeCompare(b.key));
  const received = legs.filter((l) => l.sign === 1).reduce((a, l) => a + l.amount, 0);
  const refunded = legs.filter((l) => l.sign === -1).reduce((a, l) => a + l.amount, 0);
  return {
    ok: true,
    from: query.from,
    to: query.to,
    by: query.by,
    currency: club.currency,
    lines: entries.map((e): RevenueLine => ({
      key: e.key,
      label: e.label,
      received: dec(e.received),
      refunded: dec(e.refunded),
      net: dec(e.received - e.refunded),
    })),
    total: { received: dec(received), refunded: dec(refunded), net: dec(received - refunded) },
  };
}

/** The dimensions a revenue line can be keyed by (the CSV's first column's name). */
export const REVENUE_KEY_NAMES: Record<RevenueDimension, string> = {
  day: 'day',
  product: 'product',
  'booking-type': 'booking type',
  method: 'method',
  provider: 'provider',
};

/* ------------------------------------------------------------------ debts */

function debtKind(s: { periodic_fee_id: number | null; payment_type: number }): DebtKind {
  if (s.periodic_fee_id !== null) return 'fee';
  return s.payment_type === 2 ? 'share' : 'sale';
}

/**
 * Outstanding debts (issue 33 §7): who owes what, oldest first: pending sales (paid at the club later, a shop
 * order to pay), fees charged and unpaid, players' shares of a shared booking still unpaid. What a customer owes
 * is the sale's total less what it has been paid.
 */
export async function debtsReport(deps: ReportsDeps): Promise<DebtsReport> {
  const club = await clubOf(deps.db);
  const rows = (await findOwedSales(deps.db)).filter((s) => s.currency === club.currency);
  const debts = rows
    .map((s): Debt => ({
      saleId: s.id,
      number: s.number,
      kind: debtKind(s),
      customerId: s.customer_id,
      customer: [s.customer_name ?? '', s.customer_surname ?? ''].join(' ').trim(),
      title: s.title,
      since: s.fee_due_date ?? instantToLocal(s.created_at, club.zone).date,
      total: toDecimal(money(s.total, club.currency)),
      owed: toDecimal(money(s.total - s.paid, club.currency)),
    }))
    .sort((a, b) => a.since.localeCompare(b.since) || a.saleId - b.saleId);
  const total = rows.reduce((a, s) => a + (s.total - s.paid), 0);
  return { ok: true, currency: club.currency, debts, total: toDecimal(money(total, club.currency)) };
}

/**
 * The staff's daily digest figures (issue 33 §8) about club day `day`: bookings made and cancelled, revenue received
 * and refunded as the revenue report counts them, today's bookings, and the products at low stock now.
 */
export async function digestFigures(deps: ReportsDeps, day: string, today: string): Promise<DigestFigures> {
  const club = await clubOf(deps.db);
  const [revenue, counts, low] = await Promise.all([
    revenueReport(deps, { from: day, to: day, by: 'day' }),
    countDigestBookings(deps.db, instantsOf({ from: day, to: day }, club.zone), instantsOf({ from: today, to: today }, club.zone)),
    findLowStockProducts(deps.db),
  ]);
  const minor = (amount: number) => ({
    amount: fromDecimal(amount, club.currency, { rounding: 'halfUp' }).amount,
    currency: club.currency,
  });
  return {
    bookingsMade: counts.made,
    bookingsToday: counts.starting,
    cancellations: counts.cancelled,
    received: minor(revenue.total.received),
    refunded: minor(revenue.total.refunded),
    lowStock: low.map((p) => ({ product: p.name, stock: p.stock })),
  };
}
