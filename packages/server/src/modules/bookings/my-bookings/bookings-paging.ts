import { CUSTOMER_BOOKINGS_PAGE_SIZE, type CustomerBookingsQuery } from '@clubportal/contract/bookings';

export type BookingsPage = { limit: number; nextPage: number; pastPage: number; nextOffset: number; pastOffset: number };

/**
 * Which page of My Bookings' next and past lists a call asks for: each list pages on its own (a member
 * loading more past bookings keeps the first page of next ones), 50 a page unless a smaller size is asked.
 */
export function bookingsPage(query: CustomerBookingsQuery): BookingsPage {
  const limit = query.pageSize ?? CUSTOMER_BOOKINGS_PAGE_SIZE;
  const nextPage = query.nextPage ?? 1;
  const pastPage = query.pastPage ?? 1;
  return { limit, nextPage, pastPage, nextOffset: (nextPage - 1) * limit, pastOffset: (pastPage - 1) * limit };
}
