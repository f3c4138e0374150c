// The pages' copies of the domain's API constants stay equal to the domain's.
import { duplicateKindLabels, PAGE_SIZE_DEFAULT, PhoneFlag, resumeActionLabels } from '@bole/domain';
import { describe, expect, it } from 'vitest';
import { DUPLICATE_KIND_LABELS, PAGE_SIZE, PHONE_FLAG, RESUME_ACTION_LABELS } from './codes';

describe('codes', () => {
  it('equal the domain’s', () => {
    expect(PAGE_SIZE).toBe(PAGE_SIZE_DEFAULT);
    expect(PHONE_FLAG).toEqual(PhoneFlag);
    expect(DUPLICATE_KIND_LABELS).toEqual(duplicateKindLabels);
    expect(Object.entries(RESUME_ACTION_LABELS)).toEqual(Object.entries(resumeActionLabels));
  });
});
