// Marks the words the server found for a search (`highlights` of a row) inside a text.
import { Fragment } from 'react';

export type Piece = { text: string; hit: boolean };

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text cut into plain and matched pieces; longer words win where words overlap, letters ignore case. */
export function splitHighlights(text: string, words: readonly string[]): Piece[] {
  const useful = [...new Set(words.map((w) => w.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!text || useful.length === 0) return text ? [{ text, hit: false }] : [];
  const pattern = new RegExp(`(${useful.map(escape).join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, hit: useful.some((w) => w.toLowerCase() === part.toLowerCase()) }));
}

export function Highlight({ text, words }: { text: string | null | undefined; words: readonly string[] }) {
  if (!text) return null;
  return (
    <>
      {splitHighlights(text, words).map((piece, i) =>
        piece.hit ? (
          <mark key={i} className="bole-hl">
            {piece.text}
          </mark>
        ) : (
          <Fragment key={i}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}
