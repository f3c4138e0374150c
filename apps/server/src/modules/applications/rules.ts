// The states an action needs the candidate in, each refused with its own message.
import { RecruitmentState } from '@bole/domain';
import { AppError } from '../../platform/http/errors';
import type { ApplicationRecord } from './repository';

/** The client's version, when sent, must be the stored one. */
export function assertVersion(app: Pick<ApplicationRecord, 'version'>, version: number | undefined): void {
  if (version !== undefined && version !== app.version) throw new AppError('PIPELINE_CONCURRENT');
}

/** Still in this job's process: not archived or transferred. */
export function assertActive(app: Pick<ApplicationRecord, 'archivedAt'>): void {
  if (app.archivedAt !== null) throw new AppError('PIPELINE_ARCHIVED');
}

/** In the process and free to move: not eliminated, hired, left or awaiting entry. */
export function assertInProcess(app: Pick<ApplicationRecord, 'archivedAt' | 'outcome' | 'recruitmentState'>): void {
  assertActive(app);
  if (app.outcome === 3) throw new AppError('PIPELINE_ELIMINATED');
  if (app.outcome !== null) throw new AppError('PIPELINE_FINISHED');
  if (app.recruitmentState === RecruitmentState.AwaitingEntry) throw new AppError('PIPELINE_AWAITING_ENTRY');
}
