import { describe, expect, it } from 'vitest';
import {
  instantToLocal,
  isValidTimeZone,
  localDayBounds,
  localDaySlots,
  localToInstant,
  timeZoneSchema,
  type LocalSlot,
} from './club-time.js';

const MADRID = 'Europe/Madrid';
const SANTIAGO = 'America/Santiago';
const labels = (slots: LocalSlot[]) => slots.map((s) => s.label);
const wholeDay = { open: '00:00', close: '24:00', stepMinutes: 60, durationMinutes: 60 };

describe('time zones', () => {
  it('accepts IANA names and refuses the rest with a clear message', () => {
    for (const zone of [MADRID, SANTIAGO, 'America/Mexico_City', 'UTC']) expect(isValidTimeZone(zone)).toBe(true);
    for (const zone of ['Europe/Madird', 'Mars/Olympus', '', 'GMT+25', 3]) expect(isValidTimeZone(zone)).toBe(false);
    const result = timeZoneSchema.safeParse('Europe/Madird');
    expect(result.error?.issues[0]?.message).toBe(
      'Unknown time zone "Europe/Madird": use an IANA name such as Europe/Madrid or America/Santiago',
    );
    expect(() => localDayBounds('2026-03-29', 'Europe/Madird')).toThrow('Unknown time zone "Europe/Madird"');
  });
});

describe('localDayBounds on the 2026 change days', () => {
  it('Europe/Madrid: 23 hours on 29 March, 25 on 25 October', () => {
    expect(localDayBounds('2026-03-28', MADRID)).toEqual({ start: '2026-03-27T23:00:00.000Z', end: '2026-03-28T23:00:00.000Z', hours: 24 });
    expect(localDayBounds('2026-03-29', MADRID)).toEqual({ start: '2026-03-28T23:00:00.000Z', end: '2026-03-29T22:00:00.000Z', hours: 23 });
    expect(localDayBounds('2026-10-25', MADRID)).toEqual({ start: '2026-10-24T22:00:00.000Z', end: '2026-10-25T23:00:00.000Z', hours: 25 });
  });

  it('America/Santiago changes at midnight: 4 April has 25 hours, 6 September 23 and starts at 01:00', () => {
    expect(localDayBounds('2026-04-04', SANTIAGO)).toEqual({
      start: '2026-04-04T03:00:00.000Z',
      end: '2026-04-05T04:00:00.000Z',
      hours: 25,
    });
    expect(localDayBounds('2026-04-05', SANTIAGO)).toEqual({
      start: '2026-04-05T04:00:00.000Z',
      end: '2026-04-06T04:00:00.000Z',
      hours: 24,
    });
    expect(localDayBounds('2026-09-05', SANTIAGO)).toEqual({
      start: '2026-09-05T04:00:00.000Z',
      end: '2026-09-06T04:00:00.000Z',
      hours: 24,
    });
    expect(localDayBounds('2026-09-06', SANTIAGO)).toEqual({
      start: '2026-09-06T04:00:00.000Z',
      end: '2026-09-07T03:00:00.000Z',
      hours: 23,
    });
    expect(instantToLocal(localDayBounds('2026-09-06', SANTIAGO).start, SANTIAGO).time).toBe('01:00');
  });

  it('refuses impossible dates', () => {
    expect(() => localDayBounds('2026-02-30', MADRID)).toThrow('Invalid date "2026-02-30": expected yyyy-MM-dd');
    expect(() => localDayBounds('29/03/2026', MADRID)).toThrow('Invalid date "29/03/2026"');
  });
});

describe('localToInstant', () => {
  it('converts ordinary times', () => {
    expect(localToInstant({ date: '2026-07-01', time: '20:30' }, MADRID)).toEqual({
      ok: true,
      instant: '2026-07-01T18:30:00.000Z',
      ambiguous: false,
    });
    expect(localToInstant({ date: '2026-01-15', time: '20:30' }, SANTIAGO)).toEqual({
      ok: true,
      instant: '2026-01-15T23:30:00.000Z',
      ambiguous: false,
    });
  });

  it('says a skipped time does not exist instead of shifting it (Madrid, 29 March 02:00-02:59)', () => {
    expect(localToInstant({ date: '2026-03-29', time: '01:59' }, MADRID)).toMatchObject({ ok: true, instant: '2026-03-29T00:59:00.000Z' });
    expect(localToInstant({ date: '2026-03-29', time: '02:30' }, MADRID)).toEqual({
      ok: false,
      reason: 'nonexistent',
      message: '2026-03-29 02:30 does not exist in Europe/Madrid: the clocks go from 02:00 to 03:00',
      gapStart: '02:00',
      gapEnd: '03:00',
      nextInstant: '2026-03-29T01:00:00.000Z',
    });
    expect(localToInstant({ date: '2026-03-29', time: '02:00' }, MADRID).ok).toBe(false);
    expect(localToInstant({ date: '2026-03-29', time: '03:00' }, MADRID)).toMatchObject({ ok: true, instant: '2026-03-29T01:00:00.000Z' });
  });

  it('says a skipped midnight does not exist (Santiago, 6 September 00:00-00:59)', () => {
    expect(localToInstant({ date: '2026-09-06', time: '00:00' }, SANTIAGO)).toMatchObject({
      ok: false,
      gapStart: '00:00',
      gapEnd: '01:00',
      nextInstant: '2026-09-06T04:00:00.000Z',
    });
    expect(localToInstant({ date: '2026-09-06', time: '00:59' }, SANTIAGO).ok).toBe(false);
    expect(localToInstant({ date: '2026-09-06', time: '01:00' }, SANTIAGO)).toMatchObject({
      ok: true,
      instant: '2026-09-06T04:00:00.000Z',
    });
    expect(localToInstant({ date: '2026-09-05', time: '23:59' }, SANTIAGO)).toMatchObject({
      ok: true,
      instant: '2026-09-06T03:59:00.000Z',
    });
  });

  it('picks the earlier of a repeated time unless asked for the later, and says so (Madrid, 25 October)', () => {
    expect(localToInstant({ date: '2026-10-25', time: '02:30' }, MADRID)).toEqual({
      ok: true,
      instant: '2026-10-25T00:30:00.000Z',
      ambiguous: true,
    });
    expect(localToInstant({ date: '2026-10-25', time: '02:30' }, MADRID, { ambiguous: 'later' })).toEqual({
      ok: true,
      instant: '2026-10-25T01:30:00.000Z',
      ambiguous: true,
    });
    expect(localToInstant({ date: '2026-10-25', time: '01:59' }, MADRID)).toEqual({
      ok: true,
      instant: '2026-10-24T23:59:00.000Z',
      ambiguous: false,
    });
    expect(localToInstant({ date: '2026-10-25', time: '03:00' }, MADRID, { ambiguous: 'later' })).toEqual({
      ok: true,
      instant: '2026-10-25T02:00:00.000Z',
      ambiguous: false,
    });
  });

  it('handles the repeated hour before midnight (Santiago, 4 April 23:00-23:59)', () => {
    expect(localToInstant({ date: '2026-04-04', time: '23:30' }, SANTIAGO)).toEqual({
      ok: true,
      instant: '2026-04-05T02:30:00.000Z',
      ambiguous: true,
    });
    expect(localToInstant({ date: '2026-04-04', time: '23:30' }, SANTIAGO, { ambiguous: 'later' })).toEqual({
      ok: true,
      instant: '2026-04-05T03:30:00.000Z',
      ambiguous: true,
    });
    expect(localToInstant({ date: '2026-04-04', time: '22:59' }, SANTIAGO)).toMatchObject({ ambiguous: false });
    expect(localToInstant({ date: '2026-04-05', time: '00:00' }, SANTIAGO)).toEqual({
      ok: true,
      instant: '2026-04-05T04:00:00.000Z',
      ambiguous: false,
    });
  });

  it('refuses malformed times', () => {
    for (const time of ['24:00', '7:00', '12:60', '12.30', '']) {
      expect(() => localToInstant({ date: '2026-07-01', time }, MADRID)).toThrow(
        `Invalid time ${JSON.stringify(time)}: expected HH:mm from 00:00 to 23:59`,
      );
    }
  });
});

describe('instantToLocal', () => {
  it('tells the two occurrences of a repeated time apart by their offset', () => {
    expect(instantToLocal('2026-10-25T00:30:00.000Z', MADRID)).toEqual({
      date: '2026-10-25',
      time: '02:30',
      weekday: 7,
      offsetMinutes: 120,
    });
    expect(instantToLocal('2026-10-25T01:30:00.000Z', MADRID)).toEqual({
      date: '2026-10-25',
      time: '02:30',
      weekday: 7,
      offsetMinutes: 60,
    });
    expect(instantToLocal('2026-04-05T02:30:00Z', SANTIAGO)).toEqual({
      date: '2026-04-04',
      time: '23:30',
      weekday: 6,
      offsetMinutes: -180,
    });
    expect(instantToLocal('2026-04-05T03:30:00Z', SANTIAGO)).toEqual({
      date: '2026-04-04',
      time: '23:30',
      weekday: 6,
      offsetMinutes: -240,
    });
  });

  it('reads instants with any offset and drops seconds', () => {
    expect(instantToLocal('2026-09-06T03:59:59Z', SANTIAGO)).toEqual({
      date: '2026-09-05',
      time: '23:59',
      weekday: 6,
      offsetMinutes: -240,
    });
    expect(instantToLocal('2026-09-06T04:00:00Z', SANTIAGO)).toEqual({
      date: '2026-09-06',
      time: '01:00',
      weekday: 7,
      offsetMinutes: -180,
    });
    expect(instantToLocal('2026-07-01T20:30:00+02:00', MADRID)).toMatchObject({ date: '2026-07-01', time: '20:30', weekday: 3 });
    expect(instantToLocal('2026-07-06T10:00:00Z', MADRID).weekday).toBe(1);
  });

  it('refuses instants whose meaning would depend on the machine', () => {
    expect(() => instantToLocal('2026-07-01T20:30:00', MADRID)).toThrow(
      'Invalid instant "2026-07-01T20:30:00": expected ISO 8601 with Z or an offset',
    );
    expect(() => instantToLocal('2026-07-01', MADRID)).toThrow('Invalid instant');
    expect(() => instantToLocal('2026-13-01T00:00:00Z', MADRID)).toThrow('Invalid instant');
  });

  it('round-trips every quarter hour of the change days with localToInstant', () => {
    const days: [string, string][] = [
      [MADRID, '2026-03-29'],
      [MADRID, '2026-10-25'],
      [SANTIAGO, '2026-04-04'],
      [SANTIAGO, '2026-09-06'],
    ];
    for (const [zone, date] of days) {
      const { start, end } = localDayBounds(date, zone);
      let seen = 0;
      for (let t = Date.parse(start); t < Date.parse(end); t += 15 * 60_000) {
        const instant = new Date(t).toISOString();
        const local = instantToLocal(instant, zone);
        expect(local.date).toBe(date);
        const earlier = localToInstant(local, zone);
        const later = localToInstant(local, zone, { ambiguous: 'later' });
        expect([earlier, later]).toContainEqual(expect.objectContaining({ instant }));
        seen += 1;
      }
      expect(seen).toBe(localDayBounds(date, zone).hours * 4);
    }
  });
});

describe('localDaySlots', () => {
  it('gives an ordinary day 24 hourly slots', () => {
    const slots = localDaySlots('2026-03-28', MADRID, wholeDay);
    expect(slots).toHaveLength(24);
    expect(slots[0]).toEqual({
      start: '2026-03-27T23:00:00.000Z',
      end: '2026-03-28T00:00:00.000Z',
      label: '00:00',
      endLabel: '01:00',
      offsetMinutes: 60,
    });
  });

  it('skips the missing hour on a 23-hour day (Madrid, 29 March)', () => {
    const slots = localDaySlots('2026-03-29', MADRID, wholeDay);
    expect(slots).toHaveLength(23);
    expect(labels(slots).slice(0, 4)).toEqual(['00:00', '01:00', '03:00', '04:00']);
    expect(slots[1]).toMatchObject({
      label: '01:00',
      endLabel: '03:00',
      start: '2026-03-29T00:00:00.000Z',
      end: '2026-03-29T01:00:00.000Z',
    });
    expect(slots.at(-1)).toMatchObject({ label: '23:00', end: '2026-03-29T22:00:00.000Z' });
  });

  it('keeps a slot crossing the jump at its real length: 01:30-03:30 is 60 minutes', () => {
    const slots = localDaySlots('2026-03-29', MADRID, { open: '00:00', close: '24:00', stepMinutes: 30, durationMinutes: 60 });
    const crossing = slots.find((s) => s.label === '01:30');
    expect(crossing).toEqual({
      start: '2026-03-29T00:30:00.000Z',
      end: '2026-03-29T01:30:00.000Z',
      label: '01:30',
      endLabel: '03:30',
      offsetMinutes: 60,
    });
    expect(labels(slots)).not.toContain('02:00');
    expect(labels(slots)).not.toContain('02:30');
    for (const s of slots) expect(Date.parse(s.end) - Date.parse(s.start)).toBe(60 * 60_000);
  });

  it('offers the repeated hour twice on a 25-hour day (Madrid, 25 October)', () => {
    const slots = localDaySlots('2026-10-25', MADRID, wholeDay);
    expect(slots).toHaveLength(25);
    const twice = slots.filter((s) => s.label === '02:00');
    expect(twice).toEqual([
      { start: '2026-10-25T00:00:00.000Z', end: '2026-10-25T01:00:00.000Z', label: '02:00', endLabel: '02:00', offsetMinutes: 120 },
      { start: '2026-10-25T01:00:00.000Z', end: '2026-10-25T02:00:00.000Z', label: '02:00', endLabel: '03:00', offsetMinutes: 60 },
    ]);
  });

  it('offers the repeated 23:00 twice on 4 April in Santiago, up to midnight', () => {
    const slots = localDaySlots('2026-04-04', SANTIAGO, { open: '08:00', close: '24:00', stepMinutes: 60, durationMinutes: 60 });
    expect(slots).toHaveLength(17);
    expect(slots.slice(-2)).toEqual([
      { start: '2026-04-05T02:00:00.000Z', end: '2026-04-05T03:00:00.000Z', label: '23:00', endLabel: '23:00', offsetMinutes: -180 },
      { start: '2026-04-05T03:00:00.000Z', end: '2026-04-05T04:00:00.000Z', label: '23:00', endLabel: '00:00', offsetMinutes: -240 },
    ]);
  });

  it('closes at the last occurrence of a repeated closing time', () => {
    const slots = localDaySlots('2026-04-04', SANTIAGO, { open: '21:00', close: '23:30', stepMinutes: 30, durationMinutes: 30 });
    expect(labels(slots)).toEqual(['21:00', '21:30', '22:00', '22:30', '23:00', '23:30', '23:00']);
    expect(slots.at(-1)?.end).toBe('2026-04-05T03:30:00.000Z');
  });

  it('starts the day at 01:00 when Santiago skips midnight (6 September)', () => {
    const slots = localDaySlots('2026-09-06', SANTIAGO, wholeDay);
    expect(slots).toHaveLength(23);
    expect(slots[0]).toMatchObject({ label: '01:00', start: '2026-09-06T04:00:00.000Z', offsetMinutes: -180 });
  });

  it('ends the day before the jump at the jump: 23:00-01:00 is 60 minutes (Santiago, 5 September)', () => {
    const slots = localDaySlots('2026-09-05', SANTIAGO, { open: '20:00', close: '24:00', stepMinutes: 60, durationMinutes: 60 });
    expect(labels(slots)).toEqual(['20:00', '21:00', '22:00', '23:00']);
    expect(slots.at(-1)).toMatchObject({ endLabel: '01:00', end: '2026-09-06T04:00:00.000Z' });
  });

  it('opens at the jump when the opening time is skipped', () => {
    const slots = localDaySlots('2026-03-29', MADRID, { open: '02:30', close: '05:00', stepMinutes: 60, durationMinutes: 60 });
    expect(labels(slots)).toEqual(['03:00', '04:00']);
    expect(localDaySlots('2026-03-29', MADRID, { open: '02:00', close: '02:30', stepMinutes: 30, durationMinutes: 30 })).toEqual([]);
  });

  it('lays a 90-minute grid out in real time across a fall-back', () => {
    const slots = localDaySlots('2026-10-25', MADRID, { open: '00:00', close: '06:00', stepMinutes: 90, durationMinutes: 90 });
    expect(labels(slots)).toEqual(['00:00', '01:30', '02:00', '03:30']);
  });

  it('only offers slots that end by closing time', () => {
    const slots = localDaySlots('2026-07-01', MADRID, { open: '08:00', close: '10:00', stepMinutes: 30, durationMinutes: 90 });
    expect(labels(slots)).toEqual(['08:00', '08:30']);
    expect(slots.at(-1)?.endLabel).toBe('10:00');
  });

  it('refuses rules that make no sense', () => {
    expect(() => localDaySlots('2026-07-01', MADRID, { ...wholeDay, open: '10:00', close: '09:00' })).toThrow(
      'The closing time 09:00 must be after the opening time 10:00',
    );
    expect(() => localDaySlots('2026-07-01', MADRID, { ...wholeDay, stepMinutes: 0 })).toThrow(
      'stepMinutes must be a positive whole number, got 0',
    );
    expect(() => localDaySlots('2026-07-01', MADRID, { ...wholeDay, durationMinutes: 1.5 })).toThrow(
      'durationMinutes must be a positive whole number, got 1.5',
    );
    expect(() => localDaySlots('2026-07-01', MADRID, { ...wholeDay, open: '24:00' })).toThrow('Invalid time "24:00"');
  });
});
