import { APPOINTMENT_TIME_ZONE, type AppointmentWindow, WINDOW_HOURS } from '../../shared/appointments';
import type { Locale } from '../../shared/i18n/locales';

// The calendar file every appointment e-mail carries (RFC 5545, iTIP RFC 5546): METHOD:REQUEST for a
// booking or a move, METHOD:CANCEL for a cancellation. The UID is the appointment's for good and SEQUENCE
// grows with each change, so a calendar updates the one entry instead of adding another. Times are local
// with TZID=America/New_York and the zone's VTIMEZONE (the US rules since 2007), so the visit shows at the
// same local hour whatever the reader's zone and whichever side of a daylight-saving change it falls.

export interface CalendarVisit {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  date: string;
  window: AppointmentWindow;
  summary: string;
  description: string;
  location: string;
  url: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** When the file was written (DTSTAMP). */
  stamp: Date;
  /**
   * The language of the summary and description (issue 39): named with LANGUAGE= (RFC 5545 3.2.10) when it
   * is not English, so an English file stays as it was.
   */
  language?: Locale;
}

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${APPOINTMENT_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value is quoted when it holds a character that would end it (RFC 5545 3.2). */
function paramValue(value: string): string {
  const clean = value.replaceAll('"', "'");
  return /[;:,]/.test(clean) ? `"${clean}"` : clean;
}

/**
 * Folds a content line into lines of at most 75 octets, each continuation starting with one space
 * (RFC 5545 3.1), never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compact = (date: string) => date.replaceAll('-', '');
const hour = (h: number) => `T${String(h).padStart(2, '0')}0000`;
const utcStamp = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** The .ics text, CRLF line endings, folded. */
export function calendarFile(visit: CalendarVisit): string {
  const hours = WINDOW_HOURS[visit.window];
  const cancel = visit.method === 'CANCEL';
  const lang = visit.language && visit.language !== 'en' ? `;LANGUAGE=${visit.language}` : '';
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:-//${escapeText(visit.organizer.name)}//Appointments//EN`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${visit.method}`,
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${visit.uid}`,
    `SEQUENCE:${visit.sequence}`,
    `DTSTAMP:${utcStamp(visit.stamp)}`,
    `DTSTART;TZID=${APPOINTMENT_TIME_ZONE}:${compact(visit.date)}${hour(hours.start)}`,
    `DTEND;TZID=${APPOINTMENT_TIME_ZONE}:${compact(visit.date)}${hour(hours.end)}`,
    `SUMMARY${lang}:${escapeText(visit.summary)}`,
    `DESCRIPTION${lang}:${escapeText(visit.description)}`,
    `LOCATION:${escapeText(visit.location)}`,
    `URL:${visit.url}`,
    `ORGANIZER;CN=${paramValue(visit.organizer.name)}:mailto:${visit.organizer.email}`,
    `ATTENDEE;CN=${paramValue(visit.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${cancel ? 'DECLINED' : 'ACCEPTED'}:mailto:${visit.attendee.email}`,
    `STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
