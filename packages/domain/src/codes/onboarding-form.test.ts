import { describe, expect, it } from 'vitest';
import { onboardingFormSummaryOf, onboardingLinkExpiry } from './onboarding-form';

describe('onboardingLinkExpiry', () => {
  const now = new Date('2026-11-28T02:00:00Z');
  it('ends with the China day seven days after the entry date', () => {
    expect(onboardingLinkExpiry('2026-12-10', now).toISOString()).toBe('2026-12-17T15:59:59.999Z');
  });
  it('leaves at least three days when the entry date is near or past', () => {
    expect(onboardingLinkExpiry('2026-11-01', now).toISOString()).toBe('2026-12-01T02:00:00.000Z');
  });
  it('gives seven days without an entry date', () => {
    expect(onboardingLinkExpiry(null, now).toISOString()).toBe('2026-12-05T02:00:00.000Z');
  });
});

describe('onboardingFormSummaryOf', () => {
  it('folds sent and opened into 待填写', () => {
    expect(['unsent', 'sent', 'opened', 'submitted'].map((s) => onboardingFormSummaryOf(s as 'sent'))).toEqual(['unsent', 'pending', 'pending', 'submitted']);
  });
});
