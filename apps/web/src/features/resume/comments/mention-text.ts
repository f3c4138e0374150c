// @mentions inside a comment's text: which colleagues a draft mentions, and the pieces of a
// stored comment with its mentions marked.
import type { MentionedAccount } from '@bole/domain';

/**
 * The accounts a draft mentions: those picked from the list whose @name is still in the text,
 * plus a name typed by hand when exactly one colleague carries it.
 */
export function mentionIdsOf(text: string, picked: readonly MentionedAccount[], colleagues: readonly MentionedAccount[]): number[] {
  const written = (name: string) => text.includes(`@${name}`);
  const ids = picked.filter((p) => written(p.userName)).map((p) => p.id);
  const pickedNames = new Set(picked.map((p) => p.userName));
  for (const c of colleagues) {
    const unique = colleagues.filter((other) => other.userName === c.userName).length === 1;
    if (unique && !pickedNames.has(c.userName) && written(c.userName)) ids.push(c.id);
  }
  return [...new Set(ids)];
}

export type TextPiece = { text: string; mention: boolean };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text cut into plain pieces and `@name` pieces of the mentioned colleagues. */
export function splitMentions(text: string, mentions: readonly MentionedAccount[]): TextPiece[] {
  const names = [...new Set(mentions.map((m) => m.userName))].sort((a, b) => b.length - a.length);
  if (names.length === 0) return [{ text, mention: false }];
  // split() with one capturing group alternates: plain text at even places, @names at odd ones.
  const pattern = new RegExp(`(@(?:${names.map(escape).join('|')}))`);
  return text
    .split(pattern)
    .map((piece, index) => ({ text: piece, mention: index % 2 === 1 }))
    .filter((piece) => piece.text !== '');
}
