import { describe, it, expect } from 'vitest';
import { cleanEmpty, isEmptyValue } from './clean';

describe('cleanEmpty', () => {
  it('removes undefined, empty string, null, NaN, -9999 and empty arrays', () => {
    expect(
      cleanEmpty({ a: undefined, b: '', c: null, d: Number.NaN, e: -9999, f: [], keep: 'x' }),
    ).toEqual({ keep: 'x' });
  });

  it('joins arrays with commas', () => {
    expect(cleanEmpty({ ids: [1, 2, 3], names: ['张三', '李四'], one: [5] })).toEqual({ ids: '1,2,3', names: '张三,李四', one: '5' });
  });

  it('keeps 0, false, spaces, other negatives and nested objects', () => {
    const nested = { x: '' };
    expect(cleanEmpty({ zero: 0, no: false, space: ' ', minus: -1, str: '-9999', nested })).toEqual({
      zero: 0,
      no: false,
      space: ' ',
      minus: -1,
      str: '-9999',
      nested: { x: '' },
    });
  });

  it('does not change the input', () => {
    const input = { a: '', ids: [1, 2] };
    cleanEmpty(input);
    expect(input).toEqual({ a: '', ids: [1, 2] });
  });

  it('types arrays as strings', () => {
    const cleaned = cleanEmpty({ ids: [1, 2] as number[] | undefined, page: 1 });
    const ids: string | undefined = cleaned.ids;
    expect(ids).toBe('1,2');
    expect(cleaned.page).toBe(1);
  });
});

describe('isEmptyValue', () => {
  it.each([undefined, null, '', Number.NaN, -9999, []])('%j is empty', (v) => expect(isEmptyValue(v)).toBe(true));
  it.each([0, false, ' ', -1, [0], {}, '0'])('%j is not empty', (v) => expect(isEmptyValue(v)).toBe(false));
});
