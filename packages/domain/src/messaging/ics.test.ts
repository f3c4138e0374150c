import { describe, expect, it } from 'vitest';
import { buildIcs, foldLine, icsLocalTime, icsMethodOf, icsParam, icsText, icsUtcTime, type IcsEvent } from './ics';

const event: IcsEvent = {
  method: 'REQUEST',
  uid: '6f1c2a9e-1b2c-4d5e-8f90-123456789abc@bole',
  sequence: 0,
  // 2026-12-01 10:00-11:00 in Shanghai.
  start: new Date('2026-12-01T02:00:00Z'),
  end: new Date('2026-12-01T03:00:00Z'),
  stamp: new Date('2026-11-28T04:17:05Z'),
  summary: '星河智能科技有限公司面试：Java工程师（初试）',
  description: '面试时间：2026年12月1日（周二）10:00-11:00\n面试地址：上海市浦东新区张江路88号, 3楼',
  location: '上海市浦东新区张江路88号; 301会议室',
  url: 'https://meeting.tencent.com/dm/abc',
  organizer: { name: '李娜', email: 'lina@example.com' },
  attendees: [{ name: '张三', email: 'zhangsan@example.com' }],
};

/** UTF-8 octets of a text, counted through its percent-encoding. */
const octets = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, 'x').length;

/** The content lines, unfolded (RFC 5545 3.1). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('calendar invitation (RFC 5545)', () => {
  it('writes a VCALENDAR with PRODID, METHOD, the Asia/Shanghai zone and the event in it', () => {
    const ics = buildIcs(event);
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('PRODID:-//Bole//Bole Recruiting//ZH');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('METHOD:REQUEST');
    // The zone is spelled out, +0800 all year, so clients without a zone database agree.
    const tz = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(tz).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Shanghai',
      'X-LIC-LOCATION:Asia/Shanghai',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:+0800',
      'TZOFFSETTO:+0800',
      'TZNAME:CST',
      'DTSTART:19700101T000000',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines).toContain('UID:6f1c2a9e-1b2c-4d5e-8f90-123456789abc@bole');
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('DTSTAMP:20261128T041705Z');
    expect(lines).toContain('DTSTART;TZID=Asia/Shanghai:20261201T100000');
    expect(lines).toContain('DTEND;TZID=Asia/Shanghai:20261201T110000');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('ORGANIZER;CN="李娜":mailto:lina@example.com');
    expect(lines).toContain('ATTENDEE;CN="张三";CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:zhangsan@example.com');
    expect(lines).toContain('URL:https://meeting.tencent.com/dm/abc');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    // Every line ends in CRLF, the last one too.
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes TEXT values: backslash, semicolon, comma and line breaks', () => {
    expect(icsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    const lines = unfold(buildIcs(event));
    expect(lines).toContain('LOCATION:上海市浦东新区张江路88号\\; 301会议室');
    expect(lines).toContain('DESCRIPTION:面试时间：2026年12月1日（周二）10:00-11:00\\n面试地址：上海市浦东新区张江路88号\\, 3楼');
  });

  it('quotes CN so a name with : ; , stays one parameter, and drops what may not stand in it', () => {
    expect(icsParam('Zhang, San; HR: 招聘')).toBe('"Zhang, San; HR: 招聘"');
    expect(icsParam('张"三"\n')).toBe('"张 三"');
    const lines = unfold(buildIcs({ ...event, attendees: [{ name: 'Wang; "Wu", Jr.', email: 'wang@example.com' }] }));
    expect(lines.find((l) => l.startsWith('ATTENDEE'))).toBe('ATTENDEE;CN="Wang;  Wu , Jr.";CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:wang@example.com');
  });

  it('folds long lines at 75 octets without splitting a Chinese character', () => {
    const long = `SUMMARY:${'面试'.repeat(40)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
    }
    // Unfolding gives the line back, every character whole.
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldLine('SEQUENCE:1')).toBe('SEQUENCE:1');
    // A 4-octet character at the edge moves whole to the next line.
    const emoji = foldLine(`X:${'a'.repeat(72)}😀b`);
    expect(emoji.split('\r\n')[0]).toBe(`X:${'a'.repeat(72)}`);
    expect(emoji.replace(/\r\n /g, '')).toBe(`X:${'a'.repeat(72)}😀b`);
  });

  it('withdraws the event with METHOD:CANCEL, the same UID, the higher SEQUENCE and STATUS:CANCELLED', () => {
    const ics = buildIcs({ ...event, method: 'CANCEL', sequence: 2 });
    const lines = unfold(ics);
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain(`UID:${event.uid}`);
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines.find((l) => l.startsWith('ATTENDEE'))).toContain('RSVP=FALSE');
    expect(lines).not.toContain('BEGIN:VALARM');
    expect(icsMethodOf(ics)).toBe('CANCEL');
    expect(icsMethodOf(buildIcs(event))).toBe('REQUEST');
  });

  it('reminds 30 minutes ahead in an invitation', () => {
    const lines = unfold(buildIcs(event));
    const alarm = lines.slice(lines.indexOf('BEGIN:VALARM'), lines.indexOf('END:VALARM') + 1);
    expect(alarm).toEqual(['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${icsText(event.summary)}`, 'TRIGGER:-PT30M', 'END:VALARM']);
  });

  it('writes local Shanghai wall time for DTSTART and UTC for DTSTAMP, across midnight too', () => {
    expect(icsLocalTime(new Date('2026-12-31T16:30:00Z'))).toBe('20270101T003000');
    expect(icsUtcTime(new Date('2026-12-31T16:30:00Z'))).toBe('20261231T163000Z');
  });

  it('leaves out LOCATION, DESCRIPTION and URL when there are none', () => {
    const lines = unfold(buildIcs({ ...event, location: null, description: null, url: null }));
    const eventLines = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('BEGIN:VALARM'));
    expect(eventLines.some((l) => /^(LOCATION|DESCRIPTION|URL)[:;]/.test(l))).toBe(false);
  });
});
