// Jobs name the demands they are opened against (`jobs.demand_ids`). A job may newly link only
// demands of its company (404 otherwise, as for any other id) that are approved.
import { DemandStatus } from '@bole/domain';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { demandsByIds } from './repository';

/** Checks demands a job newly links; answers nothing when all may be linked. */
export async function checkDemandLinks(db: DbOrTx, companyId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await demandsByIds(db, companyId, ids);
  if (found.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
  const refused = found.filter((d) => d.status !== DemandStatus.Approved);
  if (refused.length > 0) {
    const message = `招聘需求「${refused.map((d) => d.name).join('、')}」未通过审批或已关闭，只能关联已通过的招聘需求`;
    throw new AppError('VALIDATION', message, { fields: [{ field: 'demandIds', message }] });
  }
}
