import { BookingTypesPage, prefetch as prefetchBookingTypesPage } from '../../features/booking-grid/pages/booking-types-page';
import { BookingsPage, prefetch as prefetchBookingsPage } from '../../features/booking-grid/pages/bookings-page';

/**
 * The public booking pages (server-rendered and hydrated like the shop): the booking types index and the
 * bookings grid. The grid reaches the login and the booking checkout through the address bar and the login
 * request, so nothing else is wired in here.
 */
export const BookingTypesRoute = BookingTypesPage;
export const BookingsRoute = BookingsPage;
export const prefetchBookingTypes = prefetchBookingTypesPage;
export const prefetchBookings = prefetchBookingsPage;
