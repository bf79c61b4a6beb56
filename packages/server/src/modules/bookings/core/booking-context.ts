import type { SlotPrice } from '@clubportal/contract/booking-rules';
import type { BookingPrice } from '@clubportal/contract/bookings';
import { money, toDecimal, type CurrencyCode } from '@clubportal/contract/money';
import type { Db } from '../../../db/dialect.js';
import type { AppCaches } from '../../../lib/app-caches.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock, Instant } from '../../../lib/clock.js';
import type { SessionClaims } from '../../../lib/session-token.js';
import { authorizeCustomer } from '../../accounts/index.js';
import { getMainSettingsCached } from '../../settings/index.js';
import type { BookingTypeEntry, Catalogue } from './booking-catalogue.service.js';

/* What every booking use case starts from: its dependencies, the club's zone and currency, the edge's decimals. */

/** Every booking use case's dependencies: the database, the clock and the app's caches (catalogue, settings, grids). */
export type BookingDeps = { db: Db; clock: Clock; caches: AppCaches };
/** What signs door codes (turnstiles, access QR): the club's door key (modules/door), never the session secret. */
export type AccessDeps = BookingDeps & { config: { doorPrivateKey: string } };

/** The longest booking the API takes (minutes): how far back availability looks for a block still running. */
export const MAX_BOOKING_MINUTES = 24 * 60;

export type Club = { zone: string; currency: CurrencyCode; name: string; dateFormat: string };

export async function club(deps: { db: Db; caches?: AppCaches | undefined }): Promise<Club> {
  const s = await getMainSettingsCached(deps);
  return { zone: s.timeZone, currency: s.currencyCode, name: s.name, dateFormat: s.dateFormat };
}

export const dec = (amount: number, currency: string) => toDecimal(money(amount, currency));
export const priceOut = (p: SlotPrice, currency: string): BookingPrice => ({
  price: dec(p.price, currency),
  netPrice: dec(p.price, currency),
  isSpecialPrice: p.isSpecialPrice,
});
export const iso = (ms: number) => new Date(ms).toISOString() as Instant;

/** The customer a public call names: none for a guest (null, -1 or absent), else one the session may act for. */
export async function optionalCustomer(db: Db, session: SessionClaims | null, customerId: number | null | undefined) {
  if (customerId === undefined || customerId === null || customerId === -1) return null;
  return authorizeCustomer(db, session, customerId);
}

export function publishedType(cat: Catalogue, id: number): BookingTypeEntry {
  const type = cat.typeById.get(id);
  if (!type || type.published !== 1) throw new AppError('not_found', 'bookingTypeNotFound');
  return type;
}
