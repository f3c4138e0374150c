// Edits of a text field at its cursor, pure so they are tested without a browser: a placeholder
// token put in place of the selection, and the body toolbar wrapping the selection in a tag.

export type TextEdit = { value: string; selectionStart: number; selectionEnd: number };

const clamp = (n: number, max: number) => Math.min(Math.max(n, 0), max);

/** The text with `insert` in place of the selection [start, end), the cursor after it. */
export function insertAt(value: string, start: number, end: number, insert: string): TextEdit {
  const from = clamp(Math.min(start, end), value.length);
  const to = clamp(Math.max(start, end), value.length);
  const cursor = from + insert.length;
  return { value: value.slice(0, from) + insert + value.slice(to), selectionStart: cursor, selectionEnd: cursor };
}

/**
 * The selection wrapped in `before`…`after`, still selected; with nothing selected `fallback`
 * is wrapped and selected, so the user types over it.
 */
export function wrapSelection(value: string, start: number, end: number, before: string, after: string, fallback: string): TextEdit {
  const from = clamp(Math.min(start, end), value.length);
  const to = clamp(Math.max(start, end), value.length);
  const inner = from === to ? fallback : value.slice(from, to);
  const selectionStart = from + before.length;
  return { value: value.slice(0, from) + before + inner + after + value.slice(to), selectionStart, selectionEnd: selectionStart + inner.length };
}
