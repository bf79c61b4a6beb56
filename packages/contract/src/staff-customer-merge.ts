import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idNumber, idParam } from './ids.js';

/**
 * Merging two duplicate customers (issue 33 §4): customer B ("merged") goes into customer A ("kept"), who keeps
 * their sign-in. Staff see a preview first (what each holds, what will happen to it, the conflicts and how each is
 * resolved), then merge; the server applies the same plan it previewed. Money is decimals of its currency here.
 */

/** What a customer holds, counted on each side of the preview; each moves to the kept customer unless its rule says. */
export const MERGE_HOLDINGS = [
  'bookings',
  'places',
  'invitations',
  'series',
  'sales',
  'fees',
  'vouchers',
  'payments',
  'refunds',
  'dependants',
  'groups',
  'passes',
  'level',
  'levelHistory',
  'ratingLinks',
  'results',
  'signups',
  'waitlists',
  'teams',
  'attendance',
  'prices',
  'savedCards',
  'partnerLinks',
  'customFields',
  'mails',
  'calendarLinks',
  'doorCredentials',
  'signInLinks',
  'mergedRecords',
] as const;
export type MergeHolding = (typeof MERGE_HOLDINGS)[number];

/** A duplicate the kept customer may hold once; each kind has its stated rule (the preview's sentence says it). */
export const MERGE_CONFLICTS = [
  /** Both hold a place in one booking or class: one place stays, the other is freed (an unpaid share is cancelled). */
  'place',
  /** Both signed up to one activity: one sign-up stays, the other is cancelled (an unpaid sale with it). */
  'signup',
  /** Both in line for the same thing: the merged customer's line is left. */
  'waitlist',
  /** Two passes of one membership: the merged customer's ends today, its fee charges no further period. */
  'pass',
  /** Both in one customer group: one membership (one the staff added wins over one a pass gave). */
  'group',
  /** Both in one team, or both marked absent from one training: once. */
  'team',
  /** Both marked at one roster session: once, present if either was. */
  'attendance',
  /** Both have a club level: the most recently changed one stays. */
  'level',
  /** Both linked to one rating provider: the kept customer's link stays. */
  'ratingLink',
  /** Both have their own price of one product: the kept customer's stays. */
  'price',
  /** Both answered one of the club's custom fields: the kept customer's answer stays. */
  'customField',
] as const;
export type MergeConflictKind = (typeof MERGE_CONFLICTS)[number];

/** Which side's row stays in a conflict. */
export const MERGE_KEEPS = ['kept', 'merged'] as const;

/** How each identity field ends up on the kept customer. */
export const MERGE_FIELD_RULES = ['same', 'kept', 'taken', 'added', 'dropped'] as const;
export const MERGE_FIELDS = [
  'name',
  'email',
  'emails',
  'phones',
  'externalId',
  'address',
  'birthDate',
  'language',
  'accountHolder',
] as const;

/** Whose sign-in the kept customer has after: their own, the merged customer's (they had none), or none at all. */
export const MERGE_LOGINS = ['kept', 'taken', 'none'] as const;

export const customerMergeQuerySchema = z.object({ from: idParam });
export type CustomerMergeQuery = z.input<typeof customerMergeQuerySchema>;
export const customerMergeBodySchema = z.object({ from: idNumber });
export type CustomerMergeBody = z.infer<typeof customerMergeBodySchema>;

const side = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  externalId: z.string(),
  createdAt: z.string(),
  active: z.boolean(),
  /** Whether they can sign in (an address and a password). */
  signIn: z.boolean(),
  /** Their account holder's name when they are a dependant. */
  dependantOf: z.string().nullable(),
  consents: z.object({ conditions: z.boolean(), newsletter: z.boolean() }),
});
export type MergeSide = z.infer<typeof side>;

export const customerMergePreviewSchema = z.object({
  kept: side,
  merged: side,
  holdings: z.array(z.object({ key: z.enum(MERGE_HOLDINGS), kept: z.number().int(), merged: z.number().int() })),
  /** Money on each side and after, per currency: the wallets' (money vouchers') balance, what is owed, what was paid. */
  money: z.array(
    z.object({
      kind: z.enum(['wallet', 'owed', 'paid']),
      currency: z.string(),
      kept: z.number(),
      merged: z.number(),
      after: z.number(),
    }),
  ),
  identity: z.array(
    z.object({ field: z.enum(MERGE_FIELDS), kept: z.string(), merged: z.string(), after: z.string(), rule: z.enum(MERGE_FIELD_RULES) }),
  ),
  login: z.enum(MERGE_LOGINS),
  conflicts: z.array(
    z.object({
      kind: z.enum(MERGE_CONFLICTS),
      /** What it is about: the booking's court, the activity, group, membership, product, field... */
      subject: z.string(),
      /** When, for a booking, class or roster session (an instant); null otherwise. */
      at: z.string().nullable(),
      keeps: z.enum(MERGE_KEEPS),
      /** A paid share or sign-up the freed side had paid (decimal), left for staff to refund if owed; 0: none. */
      paid: z.number(),
      currency: z.string(),
    }),
  ),
  /** Who is told by mail: the kept customer always (when mail reaches them), the merged one's old address when it was another inbox. */
  mails: z.object({ kept: z.string(), merged: z.string() }),
});
export type CustomerMergePreview = z.infer<typeof customerMergePreviewSchema>;
export const customerMergePreviewResponseSchema = okEnvelope({ preview: customerMergePreviewSchema });

export const customerMergeResponseSchema = okEnvelope({ keptId: z.number().int(), mergedId: z.number().int() });
export type CustomerMergeResponse = z.infer<typeof customerMergeResponseSchema>;
