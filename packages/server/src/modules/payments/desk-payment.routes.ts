import { deskPaymentBodySchema, deskPaymentResponseSchema, staffCustomerParamsSchema } from '@clubportal/contract/staff-customers';
import type { Tx } from '../../db/unit-of-work.js';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import { payAtDesk, type BookingSeenCheck } from './desk-payment.service.js';

/** The desk takes a pending sale's money (issue 33 §4): cash or the card terminal, the amount the sale still owes. */
export async function deskPaymentRoutes(
  app: App,
  deps: RouteDeps,
  opts: Pick<StaffRequestOf, 'actorOf'> & {
    /** The booking module's check that a sale taken from the day grid is still of the booking the desk saw (the app hands it down). */
    bookingSeen: BookingSeenCheck;
  },
) {
  app.post(
    '/api/staff/sales/:id/desk-payment',
    {
      schema: {
        tags: ['staff'],
        summary: 'Mark a pending sale paid at the desk, in cash or on the card terminal: once (audited sale.desk_payment)',
        params: staffCustomerParamsSchema,
        body: deskPaymentBodySchema,
        response: { 200: deskPaymentResponseSchema },
      },
      config: { access: 'staff', staff: 'payments.desk' },
    },
    async (req) => {
      const { booking } = req.body;
      const seen = booking ? (trx: Tx) => opts.bookingSeen(trx, req.params.id, booking) : undefined;
      return { ok: true as const, ...(await payAtDesk(deps, opts.actorOf(req), req.params.id, req.body.method, seen)) };
    },
  );
}
