import { describe, expect, it } from 'vitest';
import { bandsText, hoursBody, mondayEveryDay, weekOf } from './court-hours';

describe('the hours editor’s week', () => {
  it('reads stored hours per weekday and writes them back in weekday order, trimmed', () => {
    const week = weekOf([
      { weekday: 3, open: '17:00', close: '22:00' },
      { weekday: 1, open: '08:00', close: '14:00' },
      { weekday: 1, open: '17:00', close: '24:00' },
    ]);
    expect(week[1]).toHaveLength(2);
    expect(week[2]).toEqual([]);
    week[1]![0]!.open = ' 09:00 ';
    expect(hoursBody(week).hours).toEqual([
      { weekday: 1, open: '09:00', close: '14:00' },
      { weekday: 1, open: '17:00', close: '24:00' },
      { weekday: 3, open: '17:00', close: '22:00' },
    ]);
  });

  it('copies Monday to every day without sharing the bands, and says closed for a day without one', () => {
    const week = mondayEveryDay(weekOf([{ weekday: 1, open: '08:00', close: '22:00' }]));
    expect(hoursBody(week).hours).toHaveLength(7);
    week[2]![0]!.close = '20:00';
    expect(week[1]![0]!.close).toBe('22:00');
    expect(bandsText(week[1]!, 'Closed')).toBe('08:00–22:00');
    expect(bandsText([], 'Closed')).toBe('Closed');
  });
});
