import { describe, expect, it } from 'vitest';
import { missingRequiredFields } from './required-fields';

describe('missingRequiredFields', () => {
  it('names required fields that are missing, null or blank', () => {
    expect(missingRequiredFields({ mobile: ' ', email: null, gender: 1 }, ['mobile', 'email', 'gender', 'workCity'])).toEqual(['mobile', 'email', 'workCity']);
  });

  it('checks only the fields an edit sends', () => {
    expect(missingRequiredFields({ mobile: null, gender: 0 }, ['mobile', 'email', 'gender'], true)).toEqual(['mobile']);
    expect(missingRequiredFields({}, ['mobile', 'email'], true)).toEqual([]);
  });

  it('keeps 0 (女) as a value', () => {
    expect(missingRequiredFields({ gender: 0 }, ['gender'])).toEqual([]);
  });
});
