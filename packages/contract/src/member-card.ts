import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idParam } from './ids.js';

/**
 * The virtual membership card (spec: Virtual membership card; section 3 "Virtual card config", "Season pass",
 * "QR"). Field names are the spec's; `fields`, `end`, `expires` and `validMinutes` are ours.
 */

/** What the card can show in its two columns, read from the member's profile (memberNumber is the customer id). */
export const CARD_FIELDS = ['memberNumber', 'birthDate', 'phone', 'email', 'city'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/** GET /api/CzVirtualCardConfigs/config */
export const virtualCardConfigSchema = z.object({
  topImage: z.string(),
  shield: z.string(),
  /** Spec: JSON text of the sponsor logos' file names (of the CZConfig Sponsors uploads). */
  selectedSponsors: z.string(),
  /** The profile fields the card shows, in order (two columns). */
  fields: z.array(z.enum(CARD_FIELDS)),
});
export type VirtualCardConfig = z.infer<typeof virtualCardConfigSchema>;
export const virtualCardConfigResponseSchema = okEnvelope({ model: virtualCardConfigSchema });

/** GET /api/PublicCustomerPeriodicSales/customer-season-passes/{customerId}: passes valid now, the newest first. */
export const seasonPassSchema = z.object({
  id: z.number().int(),
  /** Club-local date yyyy-MM-dd. */
  start: z.string(),
  /** Club-local date yyyy-MM-dd, null for a pass without an end. */
  end: z.string().nullable(),
  product: z.object({ seasonPassName: z.string() }),
  /** Ours: how many days ahead the pass lets its holder book (null: the booking types' own limits). */
  bookingDays: z.number().int().nullable().optional(),
});
export type SeasonPass = z.infer<typeof seasonPassSchema>;
export const seasonPassesParamsSchema = z.object({ customerId: idParam });
export const seasonPassesResponseSchema = okEnvelope({ model: z.array(seasonPassSchema) });

/**
 * GET /api/publicaccesscontrol/qr: the member's credential as a QR (spec: content, contentType, encoding).
 * `content` is a door credential (README, "Door controllers") a door checks offline with the club's public key;
 * `expires` (ours) is when it stops opening doors, so a card kept offline knows when to stop showing it.
 */
export const memberQrSchema = z.object({ content: z.string(), contentType: z.string(), encoding: z.string(), expires: z.string() });
export type MemberQr = z.infer<typeof memberQrSchema>;
export const memberQrResponseSchema = okEnvelope({ model: memberQrSchema });
