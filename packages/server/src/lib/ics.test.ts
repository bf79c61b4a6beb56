import { describe, expect, it } from 'vitest';
import { buildIcs, type IcsEvent } from './ics.js';

const event = (over: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'booking-7@club.test',
  start: '2026-07-01T16:00:00.000Z',
  end: '2026-07-01T17:30:00.000Z',
  summary: 'Pádel - Pista 1',
  stamp: '2026-06-15T08:00:00.000Z',
  ...over,
});
const lines = (ics: string) => ics.split('\r\n');
/** The text with folded lines joined again (RFC 5545 section 3.1: CRLF followed by one space). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('buildIcs', () => {
  it('writes times as the club’s wall clock with TZID and the zone’s VTIMEZONE, DTSTAMP in UTC', () => {
    const ics = buildIcs({ name: 'Club', timeZone: 'Europe/Madrid', events: [event()] });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Madrid');
    // 16:00Z in July is 18:00 in Madrid (summer time).
    expect(ics).toContain('DTSTART;TZID=Europe/Madrid:20260701T180000');
    expect(ics).toContain('DTEND;TZID=Europe/Madrid:20260701T193000');
    expect(ics).toContain('DTSTAMP:20260615T080000Z');
    expect(ics).toContain('UID:booking-7@club.test');
    expect(ics).toContain('X-WR-TIMEZONE:Europe/Madrid');
  });

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    const ics = unfold(
      buildIcs({
        name: 'Club',
        timeZone: 'Europe/Madrid',
        events: [event({ summary: 'Clase; nivel 2, pista \\3', description: 'Línea 1\nLínea 2' })],
      }),
    );
    expect(ics).toContain('SUMMARY:Clase\\; nivel 2\\, pista \\\\3');
    expect(ics).toContain('DESCRIPTION:Línea 1\\nLínea 2');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const long = 'Ñandú '.repeat(40);
    const ics = buildIcs({ name: 'Club', timeZone: 'Europe/Madrid', events: [event({ description: long })] });
    for (const line of lines(ics)) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // Folding is only CRLF + space: the text is whole again once unfolded, no character broken in two.
    expect(unfold(ics)).toContain(`DESCRIPTION:${long}`);
    expect(ics).not.toContain('\uFFFD');
  });

  it('publishes a cancellation as STATUS:CANCELLED with a higher SEQUENCE, and a feed’s refresh interval', () => {
    const live = buildIcs({ name: 'Club', timeZone: 'America/Santiago', events: [event({ status: 'CONFIRMED', sequence: 0 })] });
    const cancelled = buildIcs({
      name: 'Club',
      timeZone: 'America/Santiago',
      refreshMinutes: 60,
      events: [event({ status: 'CANCELLED', sequence: 1, lastModified: '2026-06-20T10:00:00.000Z' })],
    });
    expect(live).toContain('SEQUENCE:0');
    expect(live).toContain('STATUS:CONFIRMED');
    expect(cancelled).toContain('SEQUENCE:1');
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(cancelled).toContain('LAST-MODIFIED:20260620T100000Z');
    // Same event, same UID: calendars replace their copy with the cancelled one.
    expect(cancelled).toContain('UID:booking-7@club.test');
    expect(cancelled).toContain('METHOD:PUBLISH');
    expect(cancelled).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    // 16:00Z on 1 July is 12:00 in Santiago (UTC-4).
    expect(cancelled).toContain('DTSTART;TZID=America/Santiago:20260701T120000');
  });
});
