import { describe, expect, it } from 'vitest';
import { barPercent, heatColour } from './report-charts';

describe('the reports’ charts', () => {
  it('colours an empty hour nearly white and a full one mid green, never darker (dark text stays readable)', () => {
    expect(heatColour(0)).toBe('hsl(150 55% 97%)');
    expect(heatColour(100)).toBe('hsl(150 55% 42%)');
    expect(heatColour(250)).toBe('hsl(150 55% 42%)');
    expect(heatColour(-5)).toBe('hsl(150 55% 97%)');
  });
  it('draws bars against the longest, none when all are empty', () => {
    expect(barPercent(50, [50, 100, 25])).toBe(50);
    expect(barPercent(100, [50, 100])).toBe(100);
    expect(barPercent(0, [0, 0])).toBe(0);
    expect(barPercent(-10, [-10, 20])).toBe(0);
  });
});
