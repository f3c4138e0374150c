// The interview list, one interview and the conflict preview, as the caller may see them
// (access.ts). Arranging, rescheduling and cancelling are in arrange.service.ts.
import { RoleType, type InterviewConflict, type InterviewConflictQuery, type InterviewDetail, type InterviewListItem, type InterviewListQuery, type Page } from '@bole/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { assertInCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { applicationFor } from '../applications/access';
import { containsPattern, offsetOf } from '../company/shared';
import { accounts, meetingRooms } from '../company/tables';
import { visibleInterviews, type Caller } from './access';
import { conflictCheckOf, findConflicts } from './conflicts';
import { findInterviewDetail, listInterviews, type ListFilters } from './repository';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const chinaMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00+08:00`));

/** A bound of the list: an instant (ISO 8601), or a China day (from its midnight; `to` inclusive, so up to the next midnight). */
export function boundOf(value: string | undefined, edge: 'from' | 'to'): Date | undefined {
  if (!value) return undefined;
  if (DAY.test(value)) {
    const midnight = chinaMidnight(value);
    if (Number.isNaN(midnight.getTime())) throw new AppError('VALIDATION', '日期格式应为YYYY-MM-DD');
    return edge === 'from' ? midnight : new Date(midnight.getTime() + DAY_MS);
  }
  const at = new Date(value);
  if (Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) throw new AppError('VALIDATION', '时间格式应为YYYY-MM-DD或ISO 8601');
  return at;
}

/** Today in China: [midnight, next midnight). */
function chinaToday(now = new Date()): { from: Date; to: Date } {
  const day = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  const from = chinaMidnight(day);
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

/**
 * The interviews the caller sees, filtered. The front desk sees today's schedule only (spec:
 * the desk works the day), whatever range it asks for.
 */
export async function list(db: DbOrTx, caller: Caller, q: InterviewListQuery): Promise<Page<InterviewListItem>> {
  let from = boundOf(q.from, 'from');
  let to = boundOf(q.to, 'to');
  if (caller.roleType === RoleType.FrontDesk) {
    const today = chinaToday();
    from = from && from > today.from ? from : today.from;
    to = to && to < today.to ? to : today.to;
  }
  const filters: ListFilters = {
    from,
    to,
    interviewerId: q.interviewerId,
    jobId: q.jobId,
    applicationId: q.applicationId,
    round: q.round,
    result: q.result,
    signedIn: q.signedIn,
    cancelled: q.cancelled,
    keywordPattern: q.keyword ? containsPattern(q.keyword) : undefined,
    mineOf: q.mine ? caller.accountId : undefined,
  };
  const { rows, total } = await listInterviews(db, caller.companyId, visibleInterviews(caller), filters, offsetOf(q), q.pageSize);
  return { list: rows, total, page: q.page, pageSize: q.pageSize };
}

/** One interview the caller may see, else 404 (the front desk: one of today's). */
export async function detail(db: DbOrTx, caller: Caller, id: number): Promise<InterviewDetail> {
  let visible = visibleInterviews(caller);
  if (caller.roleType === RoleType.FrontDesk) {
    const today = chinaToday();
    visible = sql`${visible} and interviews.starts_at >= ${today.from} and interviews.starts_at < ${today.to}`;
  }
  const found = await findInterviewDetail(db, caller.companyId, visible, id);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/**
 * What clashes with a planned slot (the arrange dialog asks while HR types). Applications
 * must be the caller's (job scope), the room and interviewers of his company, else 404.
 */
export async function conflicts(db: DbOrTx, caller: Caller, q: InterviewConflictQuery): Promise<InterviewConflict[]> {
  for (const id of new Set(q.applicationIds)) await applicationFor(db, caller, id);
  if (q.meetingRoomId) await assertInCompany(db, meetingRooms, caller.companyId, [q.meetingRoomId]);
  await assertInCompany(db, accounts, caller.companyId, q.interviewerIds);
  if (q.excludeInterviewId) await detail(db, caller, q.excludeInterviewId);
  return findConflicts(db, caller.companyId, conflictCheckOf(q));
}
