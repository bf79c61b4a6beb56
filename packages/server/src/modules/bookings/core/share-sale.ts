import type { Tx } from '../../../db/unit-of-work.js';
import type { Instant } from '../../../lib/clock.js';
import { createSale } from '../../sales/index.js';
import { setParticipantSale } from './bookings.repository.js';

/** The sale number of a place's share: `RES-000042-1` is the owner's, `-2` the next place's. */
export const shareSaleNumber = (bookingId: number, position: number) => `RES-${String(bookingId).padStart(6, '0')}-${position + 1}`;

/**
 * The pending sale of one player's part of a booking (the owner's at the prebook, a player's when they
 * accept), linked to their place. What the checkout needs to take or refuse the payment travels with it:
 * shared sales pay only by card, by the deadline; the owner's sale dies with the hold.
 */
export async function createBookingShareSale(
  trx: Tx,
  s: {
    bookingId: number;
    position: number;
    customerId: number;
    amount: number;
    title: string;
    description: string;
    typeName: string;
    typeImage: string;
    resourceName: string;
    duration: number;
    currency: string;
    paymentType: number;
    paymentDeadline: Instant;
    holdExpiresAt: Instant | null;
    now: Instant;
    /** Another number than the place's own (a place sold again after its player left: sales.service unusedSaleNumber). */
    number?: string;
  },
): Promise<number> {
  const saleId = await createSale(trx, {
    number: s.number ?? shareSaleNumber(s.bookingId, s.position),
    customerId: s.customerId,
    title: s.title,
    online: true,
    currency: s.currency,
    paid: 0,
    paymentType: s.paymentType,
    paymentDeadline: s.paymentDeadline,
    holdExpiresAt: s.holdExpiresAt,
    items: [
      {
        category: 'booking',
        name: `${s.typeName} - ${s.resourceName} (${s.duration} min)`,
        logo: s.typeImage,
        unitPrice: s.amount,
        units: 1,
        taxPercent: 0,
        customerId: s.customerId,
        parentIdentifier: s.description,
        parentId: s.bookingId,
        parentName: 'Booking',
      },
    ],
    createdAt: s.now,
  });
  await setParticipantSale(trx, s.bookingId, s.position, saleId);
  return saleId;
}
