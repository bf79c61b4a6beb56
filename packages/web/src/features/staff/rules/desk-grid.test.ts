import { describe, expect, it } from 'vitest';
import type { DeskDay } from '@clubportal/contract/staff-desk';
import { courtStarts, deskColumns, deskRows, shiftDate } from './desk-grid';

const day: DeskDay = {
  ok: true,
  date: '2026-06-16',
  zone: 'Europe/Madrid',
  currency: 'EUR',
  slotMinutes: 30,
  courts: [
    { id: 1, name: 'Pista 1', resourceType: 'padel', hours: [{ open: '08:00', close: '12:00' }], bookingTypeIds: [1] },
    { id: 2, name: 'Pista 2', resourceType: 'padel', hours: [{ open: '09:00', close: '11:00' }], bookingTypeIds: [1] },
  ],
  types: [],
  entries: [
    {
      kind: 'booking',
      id: 7,
      resourceId: 1,
      startsAt: '2026-06-16T07:00:00.000Z', // 09:00 in Madrid
      endsAt: '2026-06-16T08:30:00.000Z',
      durationMinutes: 90,
      typeName: 'Pádel',
      bookingTypeId: 1,
      title: 'Lola',
      ownerId: 3,
      price: 30,
      payment: 'pending',
      players: [],
      origin: 'desk',
      version: 'v7',
    },
  ],
};

describe('the desk grid layout', () => {
  it('draws the rows from the earliest opening to the latest close, a booking over its rows, closed time apart', () => {
    const rows = deskRows(day);
    expect(rows.map((r) => r.time)).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(rows[2]!.startsAt).toBe('2026-06-16T07:00:00.000Z');
    const columns = deskColumns(day, rows);
    expect(columns.get(1)!.map((c) => (c.kind === 'entry' ? `entry${c.span}` : c.kind))).toEqual([
      'free',
      'free',
      'entry3',
      'covered',
      'covered',
      'free',
      'free',
      'free',
    ]);
    expect(columns.get(2)!.map((c) => c.kind)).toEqual(['closed', 'closed', 'free', 'free', 'free', 'free', 'closed', 'closed']);
  });

  it('offers the starts that fit a duration, and steps a day either way', () => {
    expect(courtStarts([{ open: '09:00', close: '11:00' }], 30, 90)).toEqual(['09:00', '09:30']);
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
  });
});
