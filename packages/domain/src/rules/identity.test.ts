import { describe, expect, it } from 'vitest';
import { isBankCard, isIdNumber, maskSensitiveNumber, normalizeBankCard, normalizeIdNumber } from './identity';

describe('isIdNumber (GB 11643)', () => {
  it('accepts numbers whose check digit matches, X included', () => {
    expect(isIdNumber('11010519491231002X')).toBe(true);
    expect(isIdNumber('440308199901011234')).toBe(true);
    expect(isIdNumber('32010620000229153X')).toBe(true);
  });
  it('refuses a wrong check digit', () => {
    expect(isIdNumber('110105194912310021')).toBe(false);
    expect(isIdNumber('440308199901011233')).toBe(false);
  });
  it('refuses impossible or future birth dates and wrong lengths', () => {
    expect(isIdNumber('440308199902301236')).toBe(false);
    expect(isIdNumber('32010619990229153X')).toBe(false);
    expect(isIdNumber('440308209901011231')).toBe(false);
    expect(isIdNumber('44030819990101123')).toBe(false);
    expect(isIdNumber('4403081999010112333')).toBe(false);
    expect(isIdNumber('44030819990101123x')).toBe(false);
  });
  it('takes a lower-case x and spaces once normalized', () => {
    expect(isIdNumber(normalizeIdNumber(' 110105 19491231 002x '))).toBe(true);
  });
});

describe('isBankCard (Luhn)', () => {
  it('accepts card numbers of 16 to 19 digits that pass the check', () => {
    expect(isBankCard('6222020200112233445')).toBe(false);
    expect(isBankCard('4111111111111111')).toBe(true);
    expect(isBankCard('6217000010001234567')).toBe(false);
    expect(isBankCard('6212262502009182455')).toBe(true);
  });
  it('refuses a changed digit, letters and short numbers', () => {
    expect(isBankCard('4111111111111112')).toBe(false);
    expect(isBankCard('411111111111111a')).toBe(false);
    expect(isBankCard('79927398713')).toBe(false);
  });
  it('takes grouped numbers once normalized', () => {
    expect(isBankCard(normalizeBankCard('4111 1111-1111 1111'))).toBe(true);
  });
});

describe('maskSensitiveNumber', () => {
  it('keeps the first and last four characters', () => {
    expect(maskSensitiveNumber('440308199901011234')).toBe('4403**********1234');
    expect(maskSensitiveNumber('6212262502009182455')).toBe('6212***********2455');
  });
  it('hides short values whole', () => {
    expect(maskSensitiveNumber('12345678')).toBe('********');
  });
});
