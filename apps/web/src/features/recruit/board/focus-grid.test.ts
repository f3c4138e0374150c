import { describe, expect, it } from 'vitest';
import { firstPos, moveFocus } from './focus-grid';

describe('board focus', () => {
  const shape = [3, 0, 5, 1];

  it('starts on the first card of the first stage with candidates', () => {
    expect(firstPos(shape)).toEqual({ col: 0, row: 0 });
    expect(firstPos([0, 0, 2])).toEqual({ col: 2, row: 0 });
    expect(firstPos([0, 0])).toBeNull();
  });

  it('moves within a stage and stops at its ends', () => {
    expect(moveFocus(shape, { col: 0, row: 0 }, 'ArrowDown')).toEqual({ col: 0, row: 1 });
    expect(moveFocus(shape, { col: 0, row: 2 }, 'ArrowDown')).toEqual({ col: 0, row: 2 });
    expect(moveFocus(shape, { col: 0, row: 0 }, 'ArrowUp')).toEqual({ col: 0, row: 0 });
    expect(moveFocus(shape, { col: 2, row: 1 }, 'End')).toEqual({ col: 2, row: 4 });
    expect(moveFocus(shape, { col: 2, row: 4 }, 'Home')).toEqual({ col: 2, row: 0 });
  });

  it('jumps over empty stages sideways and keeps the row where it can', () => {
    expect(moveFocus(shape, { col: 0, row: 2 }, 'ArrowRight')).toEqual({ col: 2, row: 2 });
    expect(moveFocus(shape, { col: 2, row: 4 }, 'ArrowRight')).toEqual({ col: 3, row: 0 });
    expect(moveFocus(shape, { col: 2, row: 4 }, 'ArrowLeft')).toEqual({ col: 0, row: 2 });
    expect(moveFocus(shape, { col: 3, row: 0 }, 'ArrowRight')).toEqual({ col: 3, row: 0 });
  });
});
