import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idNumber, idParam } from './ids.js';
import { calendarDate, optionalText, VALIDATION_MESSAGES } from './validation.js';

/**
 * The front desk's blocks and closures (issue 33 §2): staff close one court, several or all, once or every chosen
 * weekday until a date, for maintenance, rain, a tournament or another reason. Before saving, the preview lists
 * every occurrence and every booking it hits; the save takes, for each hit booking, a move (to a chosen court or the
 * first free one at the same time) or a cancel with a full refund (back the way it was paid, or club credit), and the
 * players are mailed. Dates and times are club-local (`YYYY-MM-DD`, `HH:mm`); instants are ISO UTC; money decimals.
 */

export const BLOCK_KINDS = ['maintenance', 'rain', 'tournament', 'other'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** The most occurrences one block may have (a year of days). */
export const MAX_BLOCK_OCCURRENCES = 366;

/** What staff do with a booking a block hits: move it, or cancel it and refund it (back the way it was paid, or as club credit). */
export const BLOCK_ACTIONS = ['move', 'refund', 'credit'] as const;
export type BlockAction = (typeof BLOCK_ACTIONS)[number];

const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, VALIDATION_MESSAGES.notATime);

export const blockRepeatSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('once') }),
  z.object({
    kind: z.literal('weekly'),
    /** 1 (Monday) to 7 (Sunday). */
    weekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7),
    /** The last day it may fall on, inclusive. */
    until: calendarDate,
  }),
]);
export type BlockRepeat = z.infer<typeof blockRepeatSchema>;

export const blockPlanSchema = z.object({
  /** The courts it closes: their ids, or every active court. */
  courts: z.union([z.literal('all'), z.array(idNumber).min(1).max(100)]),
  /** The first (or only) day. */
  date: calendarDate,
  from: time,
  to: time,
  repeat: blockRepeatSchema,
  kind: z.enum(BLOCK_KINDS),
  note: optionalText(200).optional(),
});
export type BlockPlan = z.infer<typeof blockPlanSchema>;

export const blockHitSchema = z.object({
  bookingId: z.number().int(),
  /** The club day it falls on. */
  date: z.string(),
  resourceId: z.number().int(),
  courtName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** booking, class, match or hold (as the day grid says). */
  kind: z.string(),
  typeName: z.string(),
  owner: z.string(),
  players: z.array(z.string()),
  /** What its players have paid (decimals of the club's currency). */
  paid: z.number(),
  /** Courts free at the same time it may move to, first the one a move without a choice takes; empty: it can only be cancelled. */
  moveTo: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The booking as the preview saw it (the day grid's `version`), sent back with its choice. */
  version: z.string(),
});
export type BlockHit = z.infer<typeof blockHitSchema>;

export const blockOccurrenceSchema = z.object({
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  resourceIds: z.array(z.number().int()),
});

export const blockPreviewResponseSchema = okEnvelope({
  currency: z.string(),
  occurrences: z.array(blockOccurrenceSchema),
  hits: z.array(blockHitSchema),
});
export type BlockPreview = z.infer<typeof blockPreviewResponseSchema>;

export const blockChoiceSchema = z.object({
  bookingId: idNumber,
  action: z.enum(BLOCK_ACTIONS),
  /** For a move: the court; none: the first free one at the same time. */
  resourceId: idNumber.optional(),
  /** The hit's `version` the preview showed: the booking changed since (another desk, the member) answers 409 with what changed. */
  version: z.string().max(64).optional(),
});
export type BlockChoice = z.infer<typeof blockChoiceSchema>;

export const blockSaveBodySchema = blockPlanSchema.extend({
  /** One per booking the block hits. */
  choices: z.array(blockChoiceSchema).max(2000),
  /** One per save the staff member means: a double click or a retry sends the same key. */
  idempotencyKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type BlockSaveBody = z.infer<typeof blockSaveBodySchema>;

export const blockSaveResponseSchema = okEnvelope({
  seriesId: z.number().int(),
  blocks: z.number().int(),
  moved: z.array(z.object({ bookingId: z.number().int(), resourceId: z.number().int() })),
  cancelled: z.array(z.object({ bookingId: z.number().int(), refunded: z.number() })),
});
export type BlockSaveAnswer = z.infer<typeof blockSaveResponseSchema>;

export const blockSchema = z.object({
  id: z.number().int(),
  seriesId: z.number().int().nullable(),
  resourceId: z.number().int(),
  courtName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  kind: z.enum(BLOCK_KINDS),
  note: z.string(),
  /** How many blocks its series has still to come (1 for a single block). */
  seriesLeft: z.number().int(),
  createdBy: z.string(),
});
export type StaffBlock = z.infer<typeof blockSchema>;

export const blocksResponseSchema = okEnvelope({ blocks: z.array(blockSchema) });
export const blockParamsSchema = z.object({ id: idParam });
/** Lift one block, or (`series`) it and every block of its series still to come. */
export const blockLiftQuerySchema = z.object({ series: z.enum(['0', '1']).optional() });
export const blockLiftResponseSchema = okEnvelope({ lifted: z.number().int() });
