import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idNumber, idParam } from './ids.js';
import { LANGUAGES } from './languages.js';
import { calendarDate, optionalText, requiredText } from './validation.js';

/**
 * The staff console's memberships and season pass types (issue 32 §3). A type has a price and a term: either a
 * period (its holders are charged every `periodMonths` from the day the pass starts, until it is ended) or
 * validity dates (charged once; the pass runs from `validFrom` to `validTo`). It may put its holders in a customer
 * group (so the group's price rules and product prices are theirs while the pass runs) and give them a booking
 * window: how many days ahead they may book, when that is longer than a booking type's own limit. A type is
 * archived, never deleted (passes point at it). Giving a pass charges it through the periodic fees: a pending
 * sale the member pays on their fees page.
 */

/** The most days ahead a pass may let its holders book. */
export const MEMBERSHIP_MAX_BOOKING_DAYS = 730;

export const staffMembershipBodySchema = z.object({
  /** The name in the club's default language. */
  name: requiredText(200),
  /** The name in the club's other languages ('' or absent: the default language's shows). */
  names: z.partialRecord(z.enum(LANGUAGES), optionalText(200)).default({}),
  /** Decimal of the club's currency; 0 for a free pass (nothing is charged). */
  price: z.number().min(0).max(1_000_000),
  periodMonths: z.number().int().min(1).max(24).nullable(),
  validFrom: calendarDate.nullable(),
  validTo: calendarDate.nullable(),
  customerGroupId: idNumber.nullable(),
  bookingDays: z.number().int().min(1).max(MEMBERSHIP_MAX_BOOKING_DAYS).nullable(),
});
export type StaffMembershipBody = z.input<typeof staffMembershipBodySchema>;

export type MembershipTermProblem = 'membershipTerm' | 'membershipDatesOrder';
/**
 * What is wrong with a type's term, or null: a period or both validity dates (one of the two, never both), and
 * the dates in order. The form and the server refuse in the same words.
 */
export function membershipTermProblem(b: {
  periodMonths: number | null;
  validFrom: string | null;
  validTo: string | null;
}): MembershipTermProblem | null {
  const dated = b.validFrom !== null || b.validTo !== null;
  if ((b.periodMonths === null) === !dated) return 'membershipTerm';
  if (dated && (b.validFrom === null || b.validTo === null)) return 'membershipTerm';
  if (dated && b.validTo! < b.validFrom!) return 'membershipDatesOrder';
  return null;
}

/**
 * The booking window a customer's passes give for a booking type whose own limit is `typeMinutes` (null: no
 * limit): the best (longest) of the passes' days, when longer than the type's own; never shorter.
 */
export function passAnticipationMinutes(typeMinutes: number | null, passDays: number | null): number | null {
  if (typeMinutes === null || typeMinutes <= 0) return typeMinutes;
  if (passDays === null) return typeMinutes;
  return Math.max(typeMinutes, passDays * 24 * 60);
}

export const staffMembershipParamsSchema = z.object({ id: idParam });
export const staffSeasonPassParamsSchema = z.object({ passId: idParam });

export const givePassBodySchema = z.object({
  customerId: idNumber,
  /** A periodic type's first day (its first charge's due day, the 1st to the 28th); a dated type runs its dates. */
  startsOn: calendarDate.optional(),
  reason: requiredText(500),
});
export type GivePassBody = z.input<typeof givePassBodySchema>;
export const endPassBodySchema = z.object({ reason: requiredText(500) });
export type EndPassBody = z.input<typeof endPassBodySchema>;

export const staffMembershipSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  price: z.number(),
  currency: z.string(),
  periodMonths: z.number().int().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  customerGroupId: z.number().int().nullable(),
  customerGroupName: z.string().nullable(),
  bookingDays: z.number().int().nullable(),
  archived: z.boolean(),
  /** Passes of it running today or starting later. */
  holders: z.number().int(),
});
export type StaffMembership = z.infer<typeof staffMembershipSchema>;

export const passHolderSchema = z.object({
  passId: z.number().int(),
  customerId: z.number().int(),
  name: z.string(),
  email: z.string(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  /** Running today or starting later, and not ended. */
  running: z.boolean(),
  ended: z.boolean(),
  reason: z.string(),
  /** The fee charging it (the fees page names it), null for a free pass. */
  feeId: z.number().int().nullable(),
});
export type PassHolder = z.infer<typeof passHolderSchema>;

export const staffMembershipsResponseSchema = okEnvelope({
  memberships: z.array(staffMembershipSchema),
  currency: z.string(),
  defaultLanguage: z.string(),
  otherLanguages: z.array(z.string()),
  /** The groups a type may put its holders in. */
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export const staffMembershipResponseSchema = okEnvelope({ membership: staffMembershipSchema });
export const passHoldersResponseSchema = okEnvelope({ membership: staffMembershipSchema, holders: z.array(passHolderSchema) });
