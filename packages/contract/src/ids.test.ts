import { describe, expect, it } from 'vitest';
import { idNumber, idOrZeroParam, idParam } from './ids.js';

describe('ids', () => {
  it('path ids are positive integers in plain decimal', () => {
    expect(idParam.parse('5')).toBe(5);
    expect(idParam.parse('2147483647')).toBe(2147483647);
    for (const bad of ['5e0', '0x5', ' 5', '5 ', '', '05', '0', '-5', '5.0', '+5', '2147483648', '99999999999', '1_000'])
      expect(idParam.safeParse(bad).success, bad).toBe(false);
  });
  it('zero is allowed only where it means "none"', () => {
    expect(idOrZeroParam.parse('0')).toBe(0);
    expect(idOrZeroParam.safeParse('00').success).toBe(false);
  });
  it('body ids are positive safe integers', () => {
    expect(idNumber.parse(7)).toBe(7);
    for (const bad of [0, -1, 1.5, 2147483648, '7']) expect(idNumber.safeParse(bad).success).toBe(false);
  });
});
