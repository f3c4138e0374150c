// A reader without 250001 sees the numbers and addresses inside a resume's free text masked
// (presenter), and his form sends that text back: the stored contacts go back where he left
// them, so an edit never stores asterisks in place of what the candidate wrote.
import { restoreMaskedContacts } from '@bole/domain';
import type { Histories } from './derive';

const HISTORY_KEYS = ['educations', 'workExperiences', 'projects', 'trainings'] as const;

const textsOf = (values: readonly unknown[]): string[] => values.filter((v): v is string => typeof v === 'string');

function restoreEntry<T extends object>(entry: T, originals: readonly string[]): T {
  return Object.fromEntries(Object.entries(entry).map(([key, value]) => [key, typeof value === 'string' ? restoreMaskedContacts(value, originals) : value])) as T;
}

/** The history lists sent, with masked contacts restored from the stored lists of the same kind. */
export function restoreHistories(sent: Partial<Histories>, stored: Histories): Partial<Histories> {
  const restored: Partial<Histories> = { ...sent };
  for (const key of HISTORY_KEYS) {
    const originals = textsOf(stored[key].flatMap((entry) => Object.values(entry)));
    if (sent[key]) Object.assign(restored, { [key]: sent[key].map((entry) => restoreEntry(entry, originals)) });
  }
  return restored;
}

/** Custom field values sent, with masked contacts in text values restored from the stored values. */
export function restoreCustomValues<T extends Record<string, unknown>>(sent: T, stored: Record<string, unknown> | null): T {
  return restoreEntry(sent, textsOf(Object.values(stored ?? {})));
}
