import { describe, expect, it } from 'vitest';
import { foldLine, googleCalendarLink, icsFile, icsFileName, officeCalendarLink } from './calendar-links';

const EVENT = {
  id: '7d0c8a70-1f7e-4bb8-9d3c-2f5f7a0e9a11',
  title: 'Sunday Service, Advent; “Hope”',
  description: 'Doors at 9:30.\nTwo at the main entrance.',
  location: '120 Main St, Nashville, TN 37203',
  utcStart: '2026-12-06T16:00:00.000Z',
  utcEnd: '2026-12-06T18:00:00.000Z',
};

describe('Add To Calendar', () => {
  it('gives Google Calendar the event’s UTC times', () => {
    const url = new URL(googleCalendarLink(EVENT));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261206T160000Z/20261206T180000Z');
    expect(url.searchParams.get('text')).toBe(EVENT.title);
    expect(url.searchParams.get('details')).toBe(EVENT.description);
    expect(url.searchParams.get('location')).toBe(EVENT.location);
  });

  it('gives Microsoft Office the event’s UTC times', () => {
    const url = new URL(officeCalendarLink(EVENT));
    expect(url.origin).toBe('https://outlook.office.com');
    expect(url.searchParams.get('startdt')).toBe('2026-12-06T16:00:00Z');
    expect(url.searchParams.get('enddt')).toBe('2026-12-06T18:00:00Z');
    expect(url.searchParams.get('subject')).toBe(EVENT.title);
    expect(url.searchParams.get('rru')).toBe('addevent');
  });

  it('writes an RFC 5545 file: CRLF lines, UTC times, escaped text', () => {
    const ics = icsFile(EVENT, '2026-11-24T08:00:00.000Z');
    expect(ics.endsWith('\r\n')).toBe(true);
    const lines = ics.split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Faith Shield//Events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toContain('DTSTART:20261206T160000Z');
    expect(lines).toContain('DTEND:20261206T180000Z');
    expect(lines).toContain('DTSTAMP:20261124T080000Z');
    expect(lines).toContain(`UID:${EVENT.id}@faithshield`);
    expect(lines).toContain('SUMMARY:Sunday Service\\, Advent\\; “Hope”');
    expect(lines).toContain('DESCRIPTION:Doors at 9:30.\\nTwo at the main entrance.');
    expect(lines).toContain('LOCATION:120 Main St\\, Nashville\\, TN 37203');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('folds a long line at 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldLine(long);
    const encoder = new TextEncoder();
    for (const line of folded.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((line) => line.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });

  it('names the file after the title', () => {
    expect(icsFileName('Sunday Service, Advent')).toBe('sunday-service-advent.ics');
    expect(icsFileName('…')).toBe('event.ics');
  });
});
