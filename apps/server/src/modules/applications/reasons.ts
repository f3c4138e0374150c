// The reasons an elimination, an archive or a leave names: one of the company's 归档原因
// (reasons module) and/or the user's own words, read before the action's transaction.
import type { ReasonType } from '@bole/domain';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { listReasons } from '../reasons/service';

export type ChosenReason = { id: number | null; type: ReasonType | null; text: string | null };

/**
 * The reason as stored: the catalogue name, then the words (“薪资期望过高：期望30k”).
 * `types` limits the catalogue reasons accepted; a disabled, foreign or other-type id is refused.
 */
export async function chooseReason(db: Db, companyId: number, input: { reasonId?: number; reason?: string }, types: readonly ReasonType[]): Promise<ChosenReason> {
  const words = input.reason ?? null;
  if (input.reasonId === undefined) return { id: null, type: null, text: words };
  const picked = (await listReasons(db, companyId, { enabled: true })).find((r) => r.id === input.reasonId && types.includes(r.type));
  if (!picked) throw new AppError('PIPELINE_REASON_UNKNOWN');
  return { id: picked.id, type: picked.type, text: words ? `${picked.name}：${words}` : picked.name };
}
