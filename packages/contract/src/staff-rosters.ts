import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idNumber, idParam } from './ids.js';
import { calendarDate, optionalText } from './validation.js';

/**
 * The desk's rosters (issue 33 §6): each session of an activity or a class (a booking by place) with who is in,
 * whether they paid, who waits, and who came. `rosters.all` (desk, manager, owner) sees and changes every
 * roster; `rosters.own` (a coach) sees and takes attendance only of the sessions naming them as coach.
 */

export const ROSTER_KINDS = ['activity', 'class'] as const;
export type RosterKind = (typeof ROSTER_KINDS)[number];
/** What the desk does with the money of a participant it takes off: keep it, give it as club credit, or back the way it was paid. */
export const ROSTER_REFUNDS = ['none', 'credit', 'asPaid'] as const;
export type RosterRefund = (typeof ROSTER_REFUNDS)[number];
/** A participant's payment: paid, owed (pending, a desk add pays at the club), or nothing to pay. */
export const ROSTER_PAYMENTS = ['paid', 'pending', 'free'] as const;
export type RosterPayment = (typeof ROSTER_PAYMENTS)[number];
/** The longest range of days the sessions list covers at once. */
export const MAX_ROSTER_DAYS = 31;

export const rostersQuerySchema = z.object({ from: calendarDate, to: calendarDate });
export type RostersQuery = z.infer<typeof rostersQuerySchema>;

/** Days from `from` to `to`, both counted (0 or less when `to` is before `from`). */
export function rosterRangeDays(range: RostersQuery): number {
  return Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000) + 1;
}
export const isRosterRangeValid = (range: RostersQuery) => {
  const days = rosterRangeDays(range);
  return days >= 1 && days <= MAX_ROSTER_DAYS;
};

export const rosterParamsSchema = z.object({ kind: z.enum(ROSTER_KINDS), id: idParam });
export type RosterParams = z.infer<typeof rosterParamsSchema>;

export const rosterSessionSchema = z.object({
  kind: z.enum(ROSTER_KINDS),
  id: z.number().int(),
  name: z.string(),
  /** Instants (UTC); the console shows them in the club's time. */
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** The class's room or court; '' for an activity. */
  where: z.string(),
  coachId: z.number().int().nullable(),
  coachName: z.string().nullable(),
  /** Places in all; null: no limit. */
  capacity: z.number().int().nullable(),
  /** Participants in (paid or not). */
  taken: z.number().int(),
  paid: z.number().int(),
  waiting: z.number().int(),
  /** Attendance taken (present or absent) so far. */
  marked: z.number().int(),
});
export type RosterSession = z.infer<typeof rosterSessionSchema>;
export const rostersResponseSchema = okEnvelope({
  model: z.object({ sessions: z.array(rosterSessionSchema), timeZone: z.string() }),
});

export const rosterParticipantSchema = z.object({
  customerId: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The class's place (a bike), '' when none. */
  place: z.string(),
  payment: z.enum(ROSTER_PAYMENTS),
  /** What they pay, in the currency's units (12.5). */
  amount: z.number(),
  currency: z.string(),
  /** Taken at the desk (pays at the club). */
  atDesk: z.boolean(),
  /** null: not marked yet. */
  present: z.boolean().nullable(),
});
export type RosterParticipant = z.infer<typeof rosterParticipantSchema>;
export const rosterWaitingSchema = z.object({
  customerId: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  /** Offered a freed place until then; null while waiting. */
  offeredUntil: z.string().nullable(),
});
export const rosterSchema = z.object({
  session: rosterSessionSchema,
  participants: z.array(rosterParticipantSchema),
  waiting: z.array(rosterWaitingSchema),
  /** Whether the viewer may add and remove participants and name the coach (`rosters.all`). */
  canChange: z.boolean(),
  /** Staff a session may name as coach (only for those who may change it). */
  coaches: z.array(z.object({ id: z.number().int(), name: z.string() })),
  timeZone: z.string(),
});
export type Roster = z.infer<typeof rosterSchema>;
export const rosterResponseSchema = okEnvelope({ model: rosterSchema });

export const rosterAttendanceBodySchema = z.object({ customerId: idNumber, present: z.boolean() });
export type RosterAttendanceBody = z.infer<typeof rosterAttendanceBodySchema>;
export const rosterAddBodySchema = z.object({ customerId: idNumber });
export const rosterRemoveBodySchema = z.object({ customerId: idNumber, refund: z.enum(ROSTER_REFUNDS) });
export type RosterRemoveBody = z.infer<typeof rosterRemoveBodySchema>;
export const rosterCoachBodySchema = z.object({ coachId: idNumber.nullable() });
export const rosterCustomersQuerySchema = z.object({ search: optionalText(100) });
export const rosterCustomersResponseSchema = okEnvelope({
  model: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
});
/** What came back of a removed participant's money, each way it went. */
export const rosterRemoveResponseSchema = okEnvelope({
  model: z.object({
    roster: rosterSchema,
    refunds: z.array(z.object({ method: z.string(), paymentMethod: z.string(), amount: z.number(), status: z.string() })),
  }),
});

/** The roster file's address (the API's path). */
export const rosterCsvPath = (kind: RosterKind, id: number) => `/api/staff/rosters/${kind}/${id}/roster.csv`;
