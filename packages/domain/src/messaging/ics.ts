// Calendar invitations (iCalendar, RFC 5545 / iTIP RFC 5546) for interview notices: one event
// per interview, its identity the interview's UID, its revision SEQUENCE. Written for the
// clients candidates and interviewers use in China (Outlook, Apple Calendar, Feishu and
// DingTalk mail): times in Asia/Shanghai with the zone spelled out (VTIMEZONE, +0800, no
// daylight saving), CRLF line ends, lines folded at 75 octets without splitting a character.

export const ICS_PRODID = '-//Bole//Bole Recruiting//ZH';
export const ICS_TZID = 'Asia/Shanghai';

/** REQUEST invites or updates (same UID, higher SEQUENCE); CANCEL withdraws the event. */
export type IcsMethod = 'REQUEST' | 'CANCEL';

export type IcsPerson = { name: string; email: string };

export type IcsEvent = {
  method: IcsMethod;
  /** Stable per interview: every update and the cancellation carry the same UID. */
  uid: string;
  /** 0 when first sent, higher on every reschedule and on cancel. */
  sequence: number;
  start: Date;
  end: Date;
  /** When this revision was written (DTSTAMP). */
  stamp: Date;
  summary: string;
  description?: string | null;
  location?: string | null;
  /** The meeting link of a video interview. */
  url?: string | null;
  organizer: IcsPerson;
  attendees: readonly (IcsPerson & { required?: boolean })[];
};

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** 20261201T100000: the instant's wall time in Shanghai, for DTSTART;TZID=Asia/Shanghai. */
export function icsLocalTime(instant: Date): string {
  const d = new Date(instant.getTime() + SHANGHAI_OFFSET_MS);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

/** 20261128T041700Z: the instant in UTC (DTSTAMP). */
export function icsUtcTime(instant: Date): string {
  return `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`;
}

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A parameter value such as CN (RFC 5545 3.2): always quoted, so ':' ';' ',' are safe; a
 * double quote cannot appear in it at all and line breaks would end the line, so both
 * become a space (Outlook does not read RFC 6868's ^ escapes).
 */
export function icsParam(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters may not appear in a parameter
  const clean = value.replace(/["\u0000-\u001f\u007f]+/g, ' ').trim();
  return `"${clean}"`;
}

/** A mail address as a CAL-ADDRESS: mailto: with what may not stand in a URI left out. */
function mailto(email: string): string {
  return `mailto:${email.trim().replace(/[\s"<>\\]/g, '')}`;
}

/** Octets of one character in UTF-8. */
function utf8Size(char: string): number {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * Folds one content line at 75 octets (RFC 5545 3.1): continuation lines start with a space
 * and a UTF-8 character (a Chinese one is 3 octets, some 4) is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Size(char);
    // The first line holds 75 octets, the others 74 after their leading space.
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

/** Asia/Shanghai as a VTIMEZONE: +0800 all year, no daylight saving since 1991. */
const VTIMEZONE = ['BEGIN:VTIMEZONE', `TZID:${ICS_TZID}`, `X-LIC-LOCATION:${ICS_TZID}`, 'BEGIN:STANDARD', 'TZOFFSETFROM:+0800', 'TZOFFSETTO:+0800', 'TZNAME:CST', 'DTSTART:19700101T000000', 'END:STANDARD', 'END:VTIMEZONE'];

/**
 * The whole VCALENDAR of one event, CRLF-terminated. A REQUEST asks each attendee to reply
 * (RSVP); a CANCEL keeps the UID, carries the higher SEQUENCE and STATUS:CANCELLED so the
 * clients remove the event they hold.
 */
export function buildIcs(event: IcsEvent): string {
  const cancel = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${ICS_PRODID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsUtcTime(event.stamp)}`,
    `DTSTART;TZID=${ICS_TZID}:${icsLocalTime(event.start)}`,
    `DTEND;TZID=${ICS_TZID}:${icsLocalTime(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url.replace(/[\s"<>\\]/g, '')}`] : []),
    `ORGANIZER;CN=${icsParam(event.organizer.name)}:${mailto(event.organizer.email)}`,
    ...event.attendees.map(
      (a) =>
        `ATTENDEE;CN=${icsParam(a.name)};CUTYPE=INDIVIDUAL;ROLE=${a.required === false ? 'OPT-PARTICIPANT' : 'REQ-PARTICIPANT'};PARTSTAT=NEEDS-ACTION;RSVP=${cancel ? 'FALSE' : 'TRUE'}:${mailto(a.email)}`,
    ),
    `STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'CLASS:PUBLIC',
    ...(cancel
      ? []
      : // Outlook and Apple Calendar remind 30 minutes ahead unless the person changes it.
        ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${icsText(event.summary)}`, 'TRIGGER:-PT30M', 'END:VALARM']),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The METHOD of a calendar text (REQUEST when it names none). */
export function icsMethodOf(ics: string): IcsMethod {
  return /^METHOD:CANCEL\r?$/m.test(ics) ? 'CANCEL' : 'REQUEST';
}
