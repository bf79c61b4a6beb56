/**
 * The addresses of the by-place flow (spec "Bookings by place", "Visual place choice"): where the login
 * comes back to, the floor plan of a class, and what the floor plan hands back (bookingId, placeId, place,
 * date), read here so the page and the tests agree on one shape.
 */

const ID = /^[1-9]\d{0,9}$/;
export const idOf = (value: string | null | undefined): number | null => (value && ID.test(value) ? Number(value) : null);

/** The by-place page of a type (null: ALL) on a date, optionally landing on a class (back from the login). */
export function byPlaceHref(typeId: number | null, date: string, bookingId?: number): string {
  const query = new URLSearchParams({ date });
  if (bookingId !== undefined) query.set('bookingId', String(bookingId));
  return `/bookings-byplace${typeId === null ? '' : `/${typeId}`}?${query.toString()}`;
}

/** The visual choice of a class's place. */
export const visualHref = (bookingId: number, templateId: number) => `/booking-visual/${bookingId}/${templateId}`;

/** Back from the floor plan with the chosen place (spec: /bookings-byplace?bookingId=..&placeId=..&place=..&date=..). */
export function chosenPlaceHref(c: { bookingId: number; placeId: number; place: string; date: string }): string {
  const query = new URLSearchParams({ bookingId: String(c.bookingId), placeId: String(c.placeId), place: c.place, date: c.date });
  return `/bookings-byplace?${query.toString()}`;
}

export type LandingChoice = { bookingId: number; placeId: number | null; place: string };

/** The class (and place) the address asks to confirm, if any. */
export function landingChoice(search: URLSearchParams): LandingChoice | null {
  const bookingId = idOf(search.get('bookingId'));
  if (bookingId === null) return null;
  const placeId = idOf(search.get('placeId'));
  return { bookingId, placeId, place: placeId === null ? '' : (search.get('place') ?? '').slice(0, 60) };
}

/** The end of a class as HH:mm, from its start hour and minutes (the same day's wall clock, wrapping at midnight). */
export function endHour(startHour: string, minutes: number): string {
  const [h = 0, m = 0] = startHour.split(':').map(Number);
  const total = (h * 60 + m + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
