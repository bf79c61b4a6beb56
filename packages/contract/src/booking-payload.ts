import { z } from 'zod';
import { bookingBlockSchema, bookingPriceSchema } from './bookings.js';

/**
 * The booking checkout's `pl` query (spec: "Checkout booking payload"): what the bookings grid chose, carried
 * to /checkout-booking as base64 of UTF-8 JSON. It is the browser's own note of the choice: the prebook call
 * sends it back and the server re-checks and re-prices everything, so nothing here is trusted.
 */
export const bookingPayloadSchema = z.object({
  customerId: z.number().int(),
  bookingTypeId: z.number().int().positive(),
  bookingTypeName: z.string(),
  maxParticipants: z.number().int().positive(),
  isValidated: z.literal(false),
  sendCommunications: z.literal(false),
  origin: z.string(),
  bookingByPlace: z.boolean(),
  cancelText: z.string(),
  price: bookingPriceSchema,
  /** The slot's start instant (ISO-8601 UTC). */
  date: z.string(),
  duration: z.number().int().positive(),
  resourceName: z.string(),
  /** The chosen block first, then linked non-online blocks and the related resources picked in the popups. */
  blocks: z.array(bookingBlockSchema).min(1),
});
export type BookingPayload = z.infer<typeof bookingPayloadSchema>;

/** The `pl` value for a payload (URL-safe: encode it with URLSearchParams or encodeURIComponent). */
export function encodeBookingPayload(payload: BookingPayload): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The payload of a `pl` value, or null when it is missing, not base64, not JSON or not a payload (spec: go to bookingtypes). */
export function decodeBookingPayload(pl: string | null | undefined): BookingPayload | null {
  if (!pl) return null;
  try {
    const binary = atob(pl);
    const json = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const parsed = bookingPayloadSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
