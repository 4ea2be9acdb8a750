/** What a calendar entry needs of an event. */
export type CalendarEvent = {
  id: string;
  title: string;
  description: string;
  location: string;
  /** ISO 8601 instants in UTC. */
  utcStart: string;
  utcEnd: string;
};

/** 20261206T160000Z: RFC 5545's UTC date-time, which Google's `dates` takes too. */
export const compactUtc = (iso: string) =>
  `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** 2026-12-06T16:00:00Z: what Outlook's compose link takes. */
const isoUtc = (iso: string) => `${new Date(iso).toISOString().slice(0, 19)}Z`;

/** Google Calendar's "add event" link, the event in UTC. */
export function googleCalendarLink(event: CalendarEvent): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compactUtc(event.utcStart)}/${compactUtc(event.utcEnd)}`,
    details: event.description,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

/** Microsoft Office (Outlook on the web) "new event" link, the event in UTC. */
export function officeCalendarLink(event: CalendarEvent): string {
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: isoUtc(event.utcStart),
    enddt: isoUtc(event.utcEnd),
    body: event.description,
    location: event.location,
  });
  return `https://outlook.office.com/calendar/0/deeplink/compose?${query}`;
}

/** RFC 5545 §3.3.11: a TEXT value with backslash, semicolon, comma and newlines escaped. */
const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is folded with CRLF and one space,
 * never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation line starts with its space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** An iCalendar file (RFC 5545) of the event, in UTC, for any calendar app. */
export function icsFile(event: CalendarEvent, stamp = new Date().toISOString()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Faith Shield//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@faithshield`,
    `DTSTAMP:${compactUtc(stamp)}`,
    `DTSTART:${compactUtc(event.utcStart)}`,
    `DTEND:${compactUtc(event.utcEnd)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A file name for the download: the title's letters and digits. */
export const icsFileName = (title: string) =>
  `${
    title
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'event'
  }.ics`;
