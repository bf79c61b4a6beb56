import { nextOrderStates, type OrderTargetState, type StaffOrder } from '@clubportal/contract/staff-orders';

/**
 * The steps the console offers for an order: exactly what the contract's rule allows next from its state and
 * delivery kind, and none to a staff member without `orders.write` (the server refuses them the move anyway).
 */
export function orderMoves(order: Pick<StaffOrder, 'state' | 'delivery'>, permissions: readonly string[]): OrderTargetState[] {
  if (!permissions.includes('orders.write')) return [];
  return nextOrderStates(order.state, order.delivery);
}

/** The units of each line still with the member: what a return may give back (all of them, unless changed). */
export const unitsLeft = (line: { units: number; returned: number }) => Math.max(0, line.units - line.returned);
