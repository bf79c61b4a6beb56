import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idParam } from './ids.js';
import { calendarDate, optionalText, requiredText, VALIDATION_MESSAGES } from './validation.js';
import { imageAddress } from './image-address.js';

/**
 * The staff's courts editor (issue 32 §2): courts (resources) by sport (their kind), ordered within it, with a
 * photo and a description; their weekly opening hours (several bands a day) and dated exceptions (a date closed
 * all day, or other bands that day). Times are club-local `HH:mm`; a band may close at `24:00`.
 */
export const COURT_MESSAGES = {
  bandOrder: 'Each opening must close after it opens',
  bandsOverlap: 'Two openings of the same day overlap',
  notAnImage: 'Give the photo as an address starting with https:// or /uploads/',
} as const;

const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, VALIDATION_MESSAGES.notATime);
export const openingBandSchema = z.strictObject({ open: time, close: time });
export type OpeningBand = z.infer<typeof openingBandSchema>;

/** Whether bands, taken in any order, each close after they open and never overlap. */
export function bandsProblem(bands: OpeningBand[]): keyof typeof COURT_MESSAGES | null {
  if (bands.some((b) => b.open >= b.close)) return 'bandOrder';
  const sorted = [...bands].sort((a, b) => a.open.localeCompare(b.open));
  for (let i = 1; i < sorted.length; i += 1) if (sorted[i]!.open < sorted[i - 1]!.close) return 'bandsOverlap';
  return null;
}

const flag = z.enum(['0', '1']).optional();
/** GET /api/staff/courts: `archived=1` lists archived courts too. */
export const staffCourtsQuerySchema = z.strictObject({ archived: flag });
export const staffCourtParamsSchema = z.strictObject({ id: idParam });
export const courtExceptionParamsSchema = z.strictObject({ id: idParam, date: calendarDate });

export const staffCourtBodySchema = z.strictObject({
  name: requiredText(100),
  /** The sport or kind of the court: the booking types that book this kind offer it. */
  kind: requiredText(60),
  description: optionalText(2000),
  /** An address of the photo ('' for none): the club's uploads or an https address. */
  image: imageAddress(COURT_MESSAGES.notAnImage),
  showNameOnline: z.boolean(),
});
export type StaffCourtBody = z.infer<typeof staffCourtBodySchema>;

/** Move a court to a place among its sport's active courts (1 is first; past the end is last). */
export const courtMoveBodySchema = z.strictObject({ position: z.number().int().min(1).max(10_000) });

const weeklyBand = z.strictObject({ weekday: z.number().int().min(1).max(7), open: time, close: time });
/** PUT /api/staff/courts/:id/hours: the court's whole week (a weekday without a band is closed). */
export const courtHoursBodySchema = z.strictObject({ hours: z.array(weeklyBand).max(7 * 6) }).superRefine((body, ctx) => {
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    const problem = bandsProblem(body.hours.filter((h) => h.weekday === weekday));
    if (problem) {
      ctx.addIssue({ code: 'custom', message: COURT_MESSAGES[problem], path: ['hours'] });
      return;
    }
  }
});
export type CourtHoursBody = z.infer<typeof courtHoursBodySchema>;

/** PUT /api/staff/courts/:id/exceptions/:date: that day's bands instead of its weekday's; none closes it all day. */
export const courtExceptionBodySchema = z
  .strictObject({ bands: z.array(openingBandSchema).max(6), reason: optionalText(200) })
  .superRefine((body, ctx) => {
    const problem = bandsProblem(body.bands);
    if (problem) ctx.addIssue({ code: 'custom', message: COURT_MESSAGES[problem], path: ['bands'] });
  });
export type CourtExceptionBody = z.infer<typeof courtExceptionBodySchema>;

export const courtExceptionSchema = z.object({
  date: z.string(),
  /** Empty: closed all day. */
  bands: z.array(z.object({ open: z.string(), close: z.string() })),
  reason: z.string(),
});
export type CourtException = z.infer<typeof courtExceptionSchema>;

export const staffCourtSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.string(),
  description: z.string(),
  image: z.string(),
  showNameOnline: z.boolean(),
  archived: z.boolean(),
  /** Its place among its sport's active courts (1 first); null when archived. */
  position: z.number().int().nullable(),
  hours: z.array(z.object({ weekday: z.number().int(), open: z.string(), close: z.string() })),
  /** Exceptions from today on, by date. */
  exceptions: z.array(courtExceptionSchema),
});
export type StaffCourt = z.infer<typeof staffCourtSchema>;

export const staffCourtsSchema = z.object({
  courts: z.array(staffCourtSchema),
  /** The sports (kinds) booking types book, and those of courts: what the form offers. */
  kinds: z.array(z.string()),
  /** Each sport's words for people: the names of the booking types that book it ("Pádel"), by kind. */
  kindNames: z.record(z.string(), z.string()),
  /** The club's today (exceptions before it are not listed). */
  today: z.string(),
});
export type StaffCourts = z.infer<typeof staffCourtsSchema>;
export const staffCourtsResponseSchema = okEnvelope({ model: staffCourtsSchema });
export const staffCourtResponseSchema = okEnvelope({ model: staffCourtSchema });
