import { instantToLocal } from '@clubportal/contract/club-time';
import { passAnticipationMinutes } from '@clubportal/contract/staff-memberships';
import { nowInstant } from '../../../lib/clock.js';
import type { SessionClaims } from '../../../lib/session-token.js';
import { passBookingDays } from '../../member-card/index.js';
import type { BookingTypeEntry } from '../core/booking-catalogue.service.js';
import { club, optionalCustomer, type BookingDeps, type Club } from '../core/booking-context.js';
import { customerGroupIds } from '../core/bookings.repository.js';

/*
 * Who reads the grid and how far ahead they may book: the type's own limit, or a season pass's longer window
 * (the grid, prebook, the by-place list and its places all ask here).
 */

/**
 * The booking type as one customer may book it: its own limit of how far ahead, or the longer window the
 * customer's season passes running today give (member-card's membership types; the best of them). Never shorter.
 */
export function withPassWindow(type: BookingTypeEntry, passDays: number | null): BookingTypeEntry {
  const minutes = passAnticipationMinutes(type.anticipation_minutes, passDays);
  return minutes === type.anticipation_minutes ? type : { ...type, anticipation_minutes: minutes };
}

/** The days ahead a customer's passes let them book (null: none gives a window, or no customer). */
export async function passWindowDays(deps: BookingDeps, customerId: number | null, c: Club): Promise<number | null> {
  if (customerId === null) return null;
  return passBookingDays(deps.db, customerId, instantToLocal(nowInstant(deps.clock), c.zone).date);
}

/**
 * Whose grid it is: the customer (null for a guest), the customer groups their prices come from and, when a
 * price rule of the type names them, the customer their prices are for (`priceCustomerId`). Most prices depend
 * only on the groups, so grids are computed (and cached, grid-cache.service.ts) per group set and named customer.
 */
export type GridViewer = { customerId: number | null; groups: number[]; priceCustomerId?: number | null; windowDays?: number | null };

/** The viewer a list call names: a guest (customerId null, -1 or absent), else a customer the session may act for. */
export async function gridViewer(
  deps: BookingDeps,
  session: SessionClaims | null,
  customerId: number | null | undefined,
): Promise<GridViewer> {
  const customer = await optionalCustomer(deps.db, session, customerId);
  if (!customer) return { customerId: null, groups: [] };
  const [groups, windowDays] = await Promise.all([
    customerGroupIds(deps.db, customer.id),
    passWindowDays(deps, customer.id, await club(deps)),
  ]);
  return { customerId: customer.id, groups, windowDays };
}
