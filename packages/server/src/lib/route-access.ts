/**
 * Who may call a route, declared at the route (`config: { access }`), so the route table shows it at a glance.
 * The declaration says who the route is for; the checks themselves stay in the services (authorizeCustomer,
 * participantBooking, a token's hash, a provider's signature). `plugins/route-access.ts` refuses to start a
 * server with an API route that declares none.
 */
export const ROUTE_ACCESS = {
  /** Anyone; a session, when sent, only lets a customer see their own prices. */
  public: 'anyone',
  /** A logged-in customer, for the customer id the call names: their own, or a linked child's. */
  customer: 'a customer, for their own id or a linked child',
  /** A logged-in customer, for themselves (the call names no customer). */
  session: 'a logged-in customer, for themselves',
  /** A participant of the booking the call names (an open match's info is shown to anyone). */
  participant: 'a participant of the booking',
  /** Whoever holds the secret the call carries: a mailed or shared token, a cart guid, a provider's order reference. */
  token: 'whoever holds the token in the call',
  /** A payment provider: its signature, or the provider asked back, proves it. */
  provider: 'a payment provider (signed)',
  /** The staff console (`/api/staff/...`): `config.staff` names the permission (modules/staff). */
  staff: 'staff, with the permission the route names',
} as const;

export type RouteAccess = keyof typeof ROUTE_ACCESS;

export function isRouteAccess(value: unknown): value is RouteAccess {
  return typeof value === 'string' && Object.hasOwn(ROUTE_ACCESS, value);
}
