// Form values -> the body of POST /api/resumes and PATCH /api/resumes/:id.
import type { ResumeUpdate } from '@bole/domain';
import { HISTORY_KINDS, HISTORY_ORDER, historyInput, type HistoryKey } from './history-fields';

export type ResumeFormValues = Record<string, unknown> & Partial<Record<HistoryKey, Record<string, unknown>[]>>;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * The body of the given fields: text trimmed, histories without blank entries. For a new
 * resume empty values are left out; for an edit (`clear`) they are sent as null to clear them.
 */
export function resumeBody(values: ResumeFormValues, keys: readonly string[], clear = false): ResumeUpdate {
  const body: Record<string, unknown> = {};
  for (const key of keys) {
    if ((HISTORY_ORDER as string[]).includes(key)) {
      const list = historyInput(HISTORY_KINDS[key as HistoryKey], values[key] as Record<string, unknown>[] | undefined);
      if (list.length > 0 || clear) body[key] = list;
      continue;
    }
    const value = trimmed(values[key]);
    if (value === undefined || value === null || value === '') {
      if (clear) body[key] = null;
    } else body[key] = value;
  }
  return body as ResumeUpdate;
}

export const BASE_KEYS = ['name', 'gender', 'birthYear', 'mobile', 'email', 'wechatCode', 'workCity', 'hometownCity'] as const;
export const INTENTION_KEYS = ['expectPosition', 'expectCity', 'expectIndustry', 'workState', 'currentSalary', 'expectSalary', 'intentionStatus'] as const;
