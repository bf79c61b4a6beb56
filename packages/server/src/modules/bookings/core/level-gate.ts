import { matchLevelRange } from '@clubportal/contract/booking-join';
import { isLevelInRange, levelFromHundredths, type LevelRange } from '@clubportal/contract/levels';
import type { Executor } from '../../../db/dialect.js';
import { AppError } from '../../../lib/app-error.js';
import type { MessageKey } from '../../../lib/messages.js';
import { clubLevelsOf } from '../../levels/index.js';
import type { BookingTypeEntry } from './booking-catalogue.service.js';

type RangeColumns = { min_level_hundredths: number | null; max_level_hundredths: number | null };

/** A booking's level range: each end its own, else its type's (a match or a class). */
export const levelRangeOf = (b: RangeColumns, type: BookingTypeEntry | undefined): LevelRange =>
  matchLevelRange(
    { min: b.min_level_hundredths, max: b.max_level_hundredths },
    { min: type?.min_level_hundredths ?? null, max: type?.max_level_hundredths ?? null },
  );

/** What the range is asked for: a match to join, or a class to take a place in (each says its own name). */
export type LevelGated = 'match' | 'class';

const refusalKeys = {
  match: { between: 'joinLevelBetween', from: 'joinLevelFrom', upTo: 'joinLevelUpTo' },
  class: { between: 'classLevelBetween', from: 'classLevelFrom', upTo: 'classLevelUpTo' },
} as const satisfies Record<LevelGated, Record<string, MessageKey>>;

/** The level range as a refusal naming it (catalogue key and parameters). */
export function levelRefusal(range: LevelRange, what: LevelGated): AppError {
  const keys = refusalKeys[what];
  const text = (h: number) => {
    const level = levelFromHundredths(h);
    return h % 10 === 0 ? level.toFixed(1) : level.toFixed(2);
  };
  if (range.min !== null && range.max !== null)
    return new AppError('forbidden', keys.between, { min: text(range.min), max: text(range.max) });
  if (range.min !== null) return new AppError('forbidden', keys.from, { min: text(range.min) });
  return new AppError('forbidden', keys.upTo, { max: text(range.max ?? 0) });
}

/** Refuses a member whose club level is outside the range (a member not rated yet passes an open range only). */
export async function assertLevelAllowed(db: Executor, customerId: number, range: LevelRange, what: LevelGated): Promise<void> {
  if (range.min === null && range.max === null) return;
  const level = (await clubLevelsOf(db, [customerId])).get(customerId) ?? null;
  if (!isLevelInRange(level, range)) throw levelRefusal(range, what);
}
