import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { ACTIVITIES_PAGE_SIZE, ACTIVITY_STATUSES, ACTIVITY_TYPES, activityStatusOf, activityTypeOf } from './activity-limits.js';
import { idNumber, idOrZeroParam, idParam } from './ids.js';

export {
  signUpCancellation,
  type SignUpCancellation,
  ACTIVITIES_PAGE_SIZE,
  ACTIVITIES_PAGE_WINDOW,
  ACTIVITY_DEFAULT_POSTER,
  ACTIVITY_FORM_PARENT,
  WAITLIST_OFFER_MINUTES,
  ACTIVITY_STATUSES,
  ACTIVITY_TYPES,
  activityStatusOf,
  activityTypeOf,
  statusAt,
  type ActivityStatus,
  type ActivityType,
} from './activity-limits.js';
const rowSchema = idOrZeroParam.pipe(z.number().max(10_000_000));
/** Free text that falls back to the default rather than refusing the page (a shared link with an old value still opens). */
const loose = z.string().max(40).optional();

/** GET /api/publicactivities/list?startRow&endRow&status&type: endRow exclusive, at most a page (12) per call. */
export const activitiesListQuerySchema = z.object({
  startRow: rowSchema.default(0),
  endRow: rowSchema.optional(),
  status: loose.transform(activityStatusOf),
  type: loose.transform(activityTypeOf),
});
export type ActivitiesListQuery = z.input<typeof activitiesListQuerySchema>;

/** The rows of a list call: endRow defaults to a page after startRow and is capped at a page. */
export function activitiesWindow(q: { startRow: number; endRow?: number | undefined }): { offset: number; limit: number } {
  const end = q.endRow === undefined ? q.startRow + ACTIVITIES_PAGE_SIZE : Math.min(q.endRow, q.startRow + ACTIVITIES_PAGE_SIZE);
  return { offset: q.startRow, limit: Math.max(0, end - q.startRow) };
}

export const activitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  /** ISO-8601 instants (UTC). */
  start: z.string(),
  end: z.string().nullable(),
  /** File under the club's uploads, or empty (the web shows ACTIVITY_DEFAULT_POSTER). */
  poster: z.string(),
  /** The club's HTML (sanitised where it is shown). */
  description: z.string(),
  onlineSignUp: z.boolean(),
  /** The sign-up price in the club currency's decimals; 0 is free. */
  price: z.number(),
  /** Places in all (null: no limit) and still free now (null: no limit). */
  capacity: z.number().int().nullable(),
  placesLeft: z.number().int().nullable(),
  signUpOpens: z.string().nullable(),
  signUpCloses: z.string().nullable(),
  status: z.enum(ACTIVITY_STATUSES),
  /**
   * Meant for members' children (a school, a camp): a parent signing up is offered their child first.
   * False when absent (an answer kept from before the field existed, e.g. by the installed app).
   */
  forChildren: z.boolean().default(false),
});
export type Activity = z.infer<typeof activitySchema>;

export const activitiesListResponseSchema = okEnvelope({
  model: z.object({
    activities: z.array(activitySchema),
    totalCount: z.number().int(),
    startRow: z.number().int(),
    endRow: z.number().int(),
  }),
});
export type ActivitiesList = z.infer<typeof activitiesListResponseSchema>['model'];

export const activityParamsSchema = z.object({ id: idParam });
export const activityByCustomerParamsSchema = z.object({ id: idParam, customerId: idParam });

/** Where the customer stands on a full activity's waitlist (all empty without a customer). */
export const waitlistStandingSchema = z.object({
  /** 1 is first in line; null when not on the list. */
  position: z.number().int().nullable(),
  /** A freed place kept for this customer until then (they sign up as usual). */
  offerExpiresAt: z.string().nullable(),
});
export type WaitlistStanding = z.infer<typeof waitlistStandingSchema>;

/** GET /api/publicactivities/{id}[/{customerId}] */
export const activityResponseSchema = okEnvelope({
  model: activitySchema,
  hasCustomSignUp: z.boolean(),
  alreadyIn: z.boolean(),
  waitlist: waitlistStandingSchema,
});
export type ActivityDetail = z.infer<typeof activityResponseSchema>;

/** POST /api/publicactivities/inscription: who is signed up (the member or a linked child) to which activity. */
export const inscriptionBodySchema = z.object({ customerId: idNumber, id: idNumber });

/** A paid sign-up's sale, as the cart takes it; the cancel URL gives the place back when it leaves the cart unpaid. */
export const inscriptionSaleSchema = z.object({
  saleId: z.number().int(),
  saleNumber: z.string(),
  title: z.string(),
  total: z.number(),
  cancelUrl: z.string(),
});
export type InscriptionSale = z.infer<typeof inscriptionSaleSchema>;
/** Without a model the sign-up is done ('Sign Up Done!'); with one, the sale goes to the cart. */
export const inscriptionResponseSchema = okEnvelope({ model: inscriptionSaleSchema.nullable(), errorMsg: z.string() });

/** POST multipart /api/dynamicforms/save with an activity's custom form (parentName 'Activity'): the inscription's model. */
export const activityFormSaveResponseSchema = okEnvelope({ model: inscriptionSaleSchema.nullable() });

/** POST /api/publicactivities/waitlist: join a full activity's waitlist. */
export const waitlistResponseSchema = okEnvelope({ model: waitlistStandingSchema });
/** POST /api/publicactivities/cancel/{id}/{customerId}: a sign-up given back (the cart's cancel URL). */
export const cancelInscriptionParamsSchema = z.object({ id: idParam, customerId: idParam });
export const cancelInscriptionResponseSchema = okEnvelope({});

/**
 * A sign-up as the member's My Bookings lists it (issue 30): the activity, who it is for, whether it is paid
 * or still in the cart, and what giving it back does now (the activity's own rule, `signUpCancellation`).
 */
export const mySignUpSchema = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  name: z.string(),
  start: z.string(),
  end: z.string().nullable(),
  poster: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  /** `held`: its sale waits in the cart to be paid; `confirmed`: paid or free. */
  state: z.enum(['held', 'confirmed']),
  /** What was paid, in the club currency's decimals (0: free or not paid yet). */
  paid: z.number(),
  cancel: z.object({
    /** Whether the member may give it back now. */
    open: z.boolean(),
    /** Until when (an instant): the start, or the activity's hours before it for a paid one. */
    until: z.string(),
    /** What giving it back now refunds, in decimals, back the way it was paid. */
    refund: z.number(),
    /** The activity's share of what was paid that comes back until then. */
    refundPercent: z.number().int(),
  }),
});
export type MySignUp = z.infer<typeof mySignUpSchema>;

/** A place in an activity's line, as the member's My Bookings lists it. */
export const myActivityWaitlistSchema = z.object({
  activityId: z.number().int(),
  name: z.string(),
  start: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  position: z.number().int(),
  /** A freed place kept for them until then (they sign up on the activity's page). */
  offerExpiresAt: z.string().nullable(),
});
export type MyActivityWaitlist = z.infer<typeof myActivityWaitlistSchema>;

/** GET /api/publicactivities/customer-signups/{customerId}: sign-ups and lines of activities still to end, soonest first. */
export const customerParamsSchema = z.object({ customerId: idParam });
export const mySignUpsResponseSchema = okEnvelope({
  model: z.object({ signUps: z.array(mySignUpSchema), waitlists: z.array(myActivityWaitlistSchema) }),
});
export type MySignUps = z.infer<typeof mySignUpsResponseSchema>['model'];

/**
 * POST /api/publicactivities/withdraw/{id}/{customerId}: the member gives a sign-up back by the activity's
 * rule; infoReturns lists what comes back and how (as a booking's cancel does).
 */
export const withdrawResponseSchema = okEnvelope({
  infoReturns: z.object({
    amounts: z.array(z.object({ paymentMethod: z.string(), amount: z.number(), sessions: z.number().int().optional() })),
  }),
});
export type WithdrawAnswer = z.infer<typeof withdrawResponseSchema>;

/** POST /api/publicactivities/waitlist/leave/{id}/{customerId}: the member (or a linked child) leaves an activity's line. */
export const leaveWaitlistResponseSchema = okEnvelope({});

/**
 * GET /api/public{fkController}/list?startRow=0&endRow=50[&activityId=]: a Lookup field's choices; with an
 * activity, only what fits it (its sports and their courts).
 */
export const lookupListQuerySchema = z.object({
  startRow: rowSchema.default(0),
  endRow: rowSchema.optional(),
  activityId: idParam.optional(),
});
export const lookupListResponseSchema = z.object({ rowData: z.array(z.object({ id: z.number().int(), name: z.string() })) });
