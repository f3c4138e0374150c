// Where the keyboard focus goes on the board: columns are stages, rows the cards loaded in each.
// ←/→ jump to the neighbouring stage that has cards (same row, or its last card), ↑/↓ move within
// a stage, Home/End to its first and last card. Pure, so the board's keys are tested without a DOM.

export type GridPos = { col: number; row: number };

/** Card counts per column (only what is loaded). */
export type GridShape = readonly number[];

export type NavKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

export const NAV_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

export const isNavKey = (key: string): key is NavKey => NAV_KEYS.includes(key);

/** The first card of the first column that has any; null for an empty board. */
export function firstPos(shape: GridShape): GridPos | null {
  const col = shape.findIndex((n) => n > 0);
  return col < 0 ? null : { col, row: 0 };
}

/** The neighbouring column with cards in direction `step`, or -1. */
function columnWithCards(shape: GridShape, from: number, step: 1 | -1): number {
  for (let col = from + step; col >= 0 && col < shape.length; col += step) if ((shape[col] ?? 0) > 0) return col;
  return -1;
}

/** The position after `key`; the same position when it cannot move (an edge). */
export function moveFocus(shape: GridShape, pos: GridPos, key: NavKey): GridPos {
  const count = shape[pos.col] ?? 0;
  switch (key) {
    case 'ArrowUp':
      return { ...pos, row: Math.max(0, pos.row - 1) };
    case 'ArrowDown':
      return { ...pos, row: Math.min(Math.max(0, count - 1), pos.row + 1) };
    case 'Home':
      return { ...pos, row: 0 };
    case 'End':
      return { ...pos, row: Math.max(0, count - 1) };
    case 'ArrowLeft':
    case 'ArrowRight': {
      const col = columnWithCards(shape, pos.col, key === 'ArrowLeft' ? -1 : 1);
      if (col < 0) return pos;
      return { col, row: Math.min(pos.row, (shape[col] ?? 1) - 1) };
    }
  }
}
