import { describe, expect, it } from 'vitest';
import { changeOf } from './change';

describe('招聘概览 change against the period before', () => {
  it('shows the rise or fall in percent of the previous number', () => {
    expect(changeOf(15, 12)).toEqual({ direction: 'up', text: '25%' });
    expect(changeOf(2, 3)).toEqual({ direction: 'down', text: '33.3%' });
    expect(changeOf(0, 4)).toEqual({ direction: 'down', text: '100%' });
  });

  it('shows the difference from nothing, 持平 for the same, nothing when a number is hidden', () => {
    expect(changeOf(3, 0)).toEqual({ direction: 'up', text: '3' });
    expect(changeOf(0, 0)).toEqual({ direction: 'flat', text: '持平' });
    expect(changeOf(null, null)).toBeNull();
    expect(changeOf(5, null)).toBeNull();
  });
});
