import { describe, expect, it } from 'vitest';
import { isLevelInRange, levelFromHundredths, levelToHundredths } from './levels.js';

describe('levels', () => {
  it('round-trips decimals through hundredths without float drift', () => {
    expect(levelToHundredths(3.25)).toBe(325);
    expect(levelToHundredths(0.1 + 0.2)).toBe(30);
    expect(levelToHundredths(3.999)).toBe(400);
    expect(levelFromHundredths(375)).toBe(3.75);
  });

  it('keeps both ends of a range and refuses a member without a level when a range is set', () => {
    const range = { min: 300, max: 400 };
    expect(isLevelInRange(300, range)).toBe(true);
    expect(isLevelInRange(400, range)).toBe(true);
    expect(isLevelInRange(299, range)).toBe(false);
    expect(isLevelInRange(401, range)).toBe(false);
    expect(isLevelInRange(null, range)).toBe(false);
    expect(isLevelInRange(null, { min: null, max: null })).toBe(true);
    expect(isLevelInRange(150, { min: null, max: 200 })).toBe(true);
  });
});
