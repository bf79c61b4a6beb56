import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idParam } from './ids.js';
import { LANGUAGES } from './languages.js';
import { optionalText, requiredText } from './validation.js';

/**
 * The staff console's transports (issue 32 §4): the ways a shop order reaches the member (collection at the club,
 * shipping), offered at checkout in their order. Each has its name and delivery time per language (the club texts
 * of `transport`) and a price, tax included (its transport product's). Archived, it is no longer offered and kept
 * (sales name it); never deleted.
 */
export const TRANSPORT_TEXT_LIMITS = { name: 100, deliveryTime: 100 } as const;
export const MAX_TRANSPORTS = 50;

const transportTexts = z.object({
  name: optionalText(TRANSPORT_TEXT_LIMITS.name),
  deliveryTime: optionalText(TRANSPORT_TEXT_LIMITS.deliveryTime),
});

export const staffTransportBodySchema = z.object({
  name: requiredText(TRANSPORT_TEXT_LIMITS.name),
  deliveryTime: optionalText(TRANSPORT_TEXT_LIMITS.deliveryTime),
  /** Tax included, in the currency's units (4.95). */
  price: z.number().min(0).max(100_000),
  /** Collection at the club (nothing is sent): its orders are collected, not shipped (issue 33 §5). */
  collect: z.boolean().default(false),
  translations: z.partialRecord(z.enum(LANGUAGES), transportTexts).default({}),
});
export type StaffTransportBody = z.input<typeof staffTransportBodySchema>;

export const staffTransportParamsSchema = z.object({ id: idParam });
export const transportMoveBodySchema = z.object({ position: z.number().int().min(1).max(MAX_TRANSPORTS) });

export const staffTransportSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  deliveryTime: z.string(),
  price: z.number(),
  currency: z.string(),
  collect: z.boolean(),
  archived: z.boolean(),
  /** 1-based place at checkout among the offered ones (archived ones last). */
  position: z.number().int(),
  translations: z.record(z.string(), transportTexts),
});
export type StaffTransport = z.infer<typeof staffTransportSchema>;

export const transportAsEntered = (t: StaffTransport): z.output<typeof staffTransportBodySchema> => ({
  name: t.name,
  deliveryTime: t.deliveryTime,
  price: t.price,
  collect: t.collect,
  translations: t.translations,
});

const languageSchema = z.enum(LANGUAGES);
export const staffTransportsResponseSchema = okEnvelope({
  model: z.object({
    transports: z.array(staffTransportSchema),
    defaultLanguage: languageSchema,
    languages: z.array(languageSchema),
    currency: z.string(),
  }),
});
export type StaffTransports = z.infer<typeof staffTransportsResponseSchema>['model'];
export const staffTransportResponseSchema = okEnvelope({ model: staffTransportSchema });
