// Stored entries back into the input shape, to send a history list after changing one entry.
import { codeLabel, degreeLabels, type ResumeDetail } from '@bole/domain';
import { entryInput, HISTORY_KINDS, type HistoryKey } from '../../forms/history-fields';

/** One stored entry as form values (an education's degree as its label). */
export function formEntryOf(kind: HistoryKey, entry: ResumeDetail[HistoryKey][number]): Record<string, unknown> {
  const values: Record<string, unknown> = { ...entry };
  if (kind === 'educations' && 'degreeLabel' in entry) values.degree = entry.degreeLabel || codeLabel(degreeLabels, entry.degree, '') || undefined;
  return values;
}

/** The stored list as the API takes it. */
export function inputListOf(kind: HistoryKey, entries: ResumeDetail[HistoryKey]): Record<string, unknown>[] {
  return entries.map((e) => entryInput(HISTORY_KINDS[kind], formEntryOf(kind, e)));
}
