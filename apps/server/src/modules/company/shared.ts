import type { ErrorKey, PageQuery } from '@bole/domain';
import { uniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/http/errors';

/** A `.catch` handler turning a unique violation of one constraint into a 409 with a Chinese message. */
export function rethrowTaken(constraint: string, key: ErrorKey, message?: string) {
  return (error: unknown): never => {
    if (uniqueViolation(error) === constraint) throw new AppError(key, message);
    throw error;
  };
}

/** ILIKE pattern for "contains", with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Offset of a page (pages count from 1). */
export function offsetOf(q: PageQuery): number {
  return (q.page - 1) * q.pageSize;
}
