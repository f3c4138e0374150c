import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/time';
import { updatedText } from './card-time';

describe('updatedText', () => {
  it('shows an instant in China time, across midnight and year ends', () => {
    expect(updatedText('2026-03-08T06:30:00.000Z')).toBe('2026-03-08 14:30');
    expect(updatedText('2026-03-08T16:05:00Z')).toBe('2026-03-09 00:05');
    expect(updatedText('2025-12-31T23:59:59+08:00')).toBe('2025-12-31 23:59');
    expect(updatedText('2025-12-31T16:00:00Z')).toBe('2026-01-01 00:00');
  });

  it('agrees with the time-zone formatter over two years of update times', () => {
    for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7 * 3_600_000 + 13 * 60_000) {
      const iso = new Date(ms).toISOString();
      expect(updatedText(iso)).toBe(formatDateTime(iso));
    }
  });

  it('answers empty text for missing or unreadable times', () => {
    expect(updatedText(null)).toBe('');
    expect(updatedText('')).toBe('');
    expect(updatedText('not a time')).toBe('');
  });
});
