import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idNumber, idParam } from './ids.js';
import { LANGUAGES } from './languages.js';
import { calendarDate, optionalText, requiredText } from './validation.js';

/**
 * The staff console's periodic fees (issue 32 §3). A fee is charged to one customer every `periodMonths` from
 * its first due day; a run "up to day D" charges each period due by D once, as a pending sale (a debt the member
 * pays on their fees page), and moves the fee's next due day on. Amounts are decimals of the club's currency.
 * Due days fall on the 1st to the 28th, so "every N months" never slides (a 31st has no February).
 */

export const FEE_LAST_DUE_DAY = 28;
/** Periods one run charges a fee at most (a fee years behind is charged over several runs). */
export const FEE_RUN_MAX_PERIODS = 120;

/** A due day the fee may fall on (the server refuses the others with a sentence; the form says it first). */
export const isFeeDueDay = (day: string) => Number(day.slice(8, 10)) <= FEE_LAST_DUE_DAY;

export const staffFeeBodySchema = z.object({
  customerId: idNumber,
  /** The fee's name in the club's default language. */
  description: requiredText(200),
  /** Its name in the club's other languages ('' or absent: the default language's shows). */
  names: z.partialRecord(z.enum(LANGUAGES), optionalText(200)).default({}),
  amount: z.number().positive().max(1_000_000),
  periodMonths: z.number().int().min(1).max(24),
  firstDueDate: calendarDate,
});
export type StaffFeeBody = z.input<typeof staffFeeBodySchema>;

export const staffFeeParamsSchema = z.object({ id: idParam });
export const staffFeesQuerySchema = z.object({ customerId: idParam.optional() });
export const feeRunBodySchema = z.object({ upTo: calendarDate });
export type FeeRunBody = z.infer<typeof feeRunBodySchema>;

export const staffFeeSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  description: z.string(),
  amount: z.number(),
  currency: z.string(),
  periodMonths: z.number().int(),
  /** Null once ended. */
  nextDueDate: z.string().nullable(),
  active: z.boolean(),
  /** Its charges not yet paid, and their amount still owed. */
  unpaidCharges: z.number().int(),
  owed: z.number(),
});
export type StaffFee = z.infer<typeof staffFeeSchema>;

/** One fee's periods a run charges (or would). */
export const feeRunLineSchema = z.object({
  feeId: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  description: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** The due days charged, oldest first: one sale each. */
  dueDates: z.array(z.string()),
  total: z.number(),
});
export type FeeRunLine = z.infer<typeof feeRunLineSchema>;

export const feeRunSchema = z.object({
  upTo: z.string(),
  lines: z.array(feeRunLineSchema),
  /** Sales charged (or that would be). */
  charges: z.number().int(),
  total: z.number(),
  currency: z.string(),
});
export type FeeRun = z.infer<typeof feeRunSchema>;

export const staffFeesResponseSchema = okEnvelope({
  fees: z.array(staffFeeSchema),
  currency: z.string(),
  /** The club's default language (the description's) and its other offered ones (the names'). */
  defaultLanguage: z.string(),
  otherLanguages: z.array(z.string()),
});
export const staffFeeResponseSchema = okEnvelope({ fee: staffFeeSchema });
export const feeRunResponseSchema = okEnvelope({ run: feeRunSchema });
