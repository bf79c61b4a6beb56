import type { Executor } from '../db/dialect.js';

/*
 * What a feature's write tells the club's staff (issue 33 §8): the staff module makes the one function (its
 * `staffAlerts`), the app hands it down in RouteDeps, and the writer calls it in its own unit of work, so the
 * alerts' mails are queued with the change (a rolled-back change tells nobody). Defined here, in lib, because the
 * writers (bookings, payments, shop) sit beside, not below, the staff module in the module table.
 */

/** Money in minor units with its currency (ISO 4217). */
export type AlertMoney = { amount: number; currency: string };

export type StaffAlert =
  | { kind: 'bookings'; bookingId: number; customer: string; what: string; startsAt: string; price: AlertMoney }
  | { kind: 'cancellations'; bookingId: number; customer: string; what: string; startsAt: string }
  | { kind: 'refunds'; paymentId: number; customer: string; refunded: AlertMoney; reason: string }
  | { kind: 'low-stock'; productId: number; product: string; stock: number; threshold: number }
  | { kind: 'failed-payments'; paymentId: number; customer: string; charged: AlertMoney; provider: string; reason: string };

/** Queues the alert's mail to every active staff account that wants it and may see it, on the caller's executor. */
export type StaffAlerts = (trx: Executor, alert: StaffAlert) => Promise<void>;

/** The daily digest's figures about one club day (the reports module reads them; the staff module mails them). */
export type DigestFigures = {
  /** Bookings made that day (members' and the desk's), and bookings starting on the club's today. */
  bookingsMade: number;
  bookingsToday: number;
  cancellations: number;
  /** Revenue received and refunded that day, in the club's currency (as the revenue report counts them). */
  received: AlertMoney;
  refunded: AlertMoney;
  /** Products at or under their low-stock threshold now. */
  lowStock: Array<{ product: string; stock: number }>;
};
