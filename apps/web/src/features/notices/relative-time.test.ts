import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

// 2026-03-08 14:30 in Shanghai is 06:30 UTC.
const now = new Date('2026-03-08T06:30:00Z');

describe('relativeTime', () => {
  it('says minutes and hours within the same China day', () => {
    expect(relativeTime('2026-03-08T06:29:40Z', now)).toBe('刚刚');
    expect(relativeTime('2026-03-08T06:25:00Z', now)).toBe('5分钟前');
    expect(relativeTime('2026-03-08T03:10:00Z', now)).toBe('3小时前');
  });

  it('counts days in Asia/Shanghai, not in the browser\'s zone', () => {
    // 2026-03-07 23:50 UTC is already 03-08 07:50 in Shanghai.
    expect(relativeTime('2026-03-07T23:50:00Z', now)).toBe('6小时前');
    expect(relativeTime('2026-03-07T01:30:00Z', now)).toBe('昨天 09:30');
    expect(relativeTime('2026-01-20T02:05:00Z', now)).toBe('01-20 10:05');
    expect(relativeTime('2025-12-31T17:00:00Z', now)).toBe('01-01 01:00');
    expect(relativeTime('2025-11-02T08:00:00Z', now)).toBe('2025-11-02');
  });
});
