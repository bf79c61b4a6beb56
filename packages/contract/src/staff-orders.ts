import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idParam } from './ids.js';
import { calendarDate, optionalText } from './validation.js';

/**
 * Shop orders at the club (issue 33 §5): a sale with shop articles moves, once paid, through its states; staff
 * move it, the member is mailed at each. Delivery orders: paid -> prepared -> shipped -> returned; collect-at-club
 * orders: paid -> prepared -> collected -> returned. `unpaid` is an order still owed (paid at the club later): it
 * moves nowhere until paid. The one rule of what may follow what is `nextOrderStates`, run by the server (which
 * refuses anything else) and by the console (which offers only these).
 */
export const ORDER_STATES = ['unpaid', 'paid', 'prepared', 'shipped', 'collected', 'returned'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/** The states a staff member moves an order to (each mails the member). */
export const ORDER_TARGET_STATES = ['prepared', 'shipped', 'collected', 'returned'] as const;
export type OrderTargetState = (typeof ORDER_TARGET_STATES)[number];

/** ship: sent by a transport to the member's address; collect: picked up at the club (or nothing to send). */
export const ORDER_DELIVERIES = ['ship', 'collect'] as const;
export type OrderDelivery = (typeof ORDER_DELIVERIES)[number];

/** The states an order may move to next from `state`, for its delivery kind: the one rule, both sides. */
export function nextOrderStates(state: OrderState, delivery: OrderDelivery): OrderTargetState[] {
  switch (state) {
    case 'paid':
      return ['prepared'];
    case 'prepared':
      return delivery === 'ship' ? ['shipped'] : ['collected'];
    case 'shipped':
    case 'collected':
      return ['returned'];
    default:
      return [];
  }
}

/** Orders a list answers at most. */
export const STAFF_ORDERS_LIMIT = 100;

export const staffOrdersQuerySchema = z.object({
  state: z.enum(ORDER_STATES).optional(),
  delivery: z.enum(ORDER_DELIVERIES).optional(),
  /** Club-local days (yyyy-MM-dd), both included: when the order was placed. */
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  /** Part of the customer's name, surname or email, or the order's number. */
  customer: optionalText(100).optional(),
});
export type StaffOrdersQuery = z.infer<typeof staffOrdersQuerySchema>;

export const staffOrderParamsSchema = z.object({ id: idParam });

export const staffOrderLineSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  name: z.string(),
  /** The variant's detail (size, colour), when it has one. */
  detail: z.string(),
  units: z.number().int(),
  total: z.number(),
  /** Units given back by a return. */
  returned: z.number().int(),
});
export type StaffOrderLine = z.infer<typeof staffOrderLineSchema>;

export const orderStateChangeSchema = z.object({
  from: z.enum(ORDER_STATES),
  to: z.enum(ORDER_TARGET_STATES),
  at: z.string(),
  /** The staff member who moved it. */
  by: z.string(),
  note: z.string(),
});

export const staffOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  date: z.string(),
  customerId: z.number().int().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  state: z.enum(ORDER_STATES),
  delivery: z.enum(ORDER_DELIVERIES),
  /** The transport chosen at checkout, as named then; empty when none was needed. */
  transport: z.string(),
  /** The member's address (delivery orders are sent there). */
  address: z.string(),
  currency: z.string(),
  total: z.number(),
  paid: z.number(),
  paymentMethod: z.string(),
  lines: z.array(staffOrderLineSchema),
  /** What the rule allows next (empty for a final state or an unpaid order). */
  next: z.array(z.enum(ORDER_TARGET_STATES)),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

export const staffOrdersResponseSchema = okEnvelope({ orders: z.array(staffOrderSchema) });
export const staffOrderResponseSchema = okEnvelope({
  order: staffOrderSchema,
  history: z.array(orderStateChangeSchema),
});
export type StaffOrderResponse = z.infer<typeof staffOrderResponseSchema>;

/**
 * POST /api/staff/orders/:id/state. `from` is the state the staff member saw: an order moved meanwhile (a double
 * click, a second desk) is refused, so one click makes one change. A return names the lines and units given back
 * (none named: every unit), which go back to stock as `returned`; the money is a separate step (refunds).
 */
export const orderStateBodySchema = z.object({
  from: z.enum(ORDER_STATES),
  to: z.enum(ORDER_TARGET_STATES),
  /** A tracking number or any note; the member reads it in the shipped mail. */
  note: optionalText(300).default(''),
  lines: z
    .array(z.object({ lineId: z.number().int().positive(), units: z.number().int().min(1).max(10_000) }))
    .max(200)
    .optional(),
});
export type OrderStateBody = z.input<typeof orderStateBodySchema>;
export type OrderStateMove = z.output<typeof orderStateBodySchema>;
