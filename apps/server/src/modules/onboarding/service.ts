// 入职管理 (220011 办理入职 for every change): the list by tab, 确认入职 (the planned 转正 day from
// the offer's probation months), 未到岗 (an elimination with one of the company's 拒绝Offer
// reasons), 修改入职时间, 转正 and 延长试用期. State changes go through the applications area's
// setStaffState / eliminate, which write the history and the resume's operation record; this
// module adds its dates inside the same transaction.
import {
  NO_SHOW_REASON_TYPE,
  probationEndOf,
  RecruitmentState,
  ResumeAction,
  shanghaiToday,
  type Application,
  type BulkResult,
  type OnboardingConfirm,
  type OnboardingEntryDate,
  type OnboardingExtend,
  type OnboardingFilter,
  type OnboardingListQuery,
  type OnboardingNoShow,
  type OnboardingPage,
  type OnboardingRegularize,
} from '@bole/domain';
import type { AuthContext } from '../../platform/auth/context';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { actorOf, applicationFor } from '../applications/access';
import { assertAllVisible, eachOf } from '../applications/bulk';
import { eliminate, setStaffState } from '../applications/decisions.service';
import { logActions } from '../applications/events';
import { chooseReason } from '../applications/reasons';
import { updateVersioned, type FoundApplication } from '../applications/repository';
import { assertActive, assertVersion } from '../applications/rules';
import { getApplication } from '../applications/service';
import { jobScope } from '../jobs/scope';
import type { CandidateMessaging } from '../messaging/candidate-notice';
import { hiddenOfferFields } from '../offers/visibility';
import { canSeeContact } from '../resumes/scope';
import { entryFormStates } from './entry-form';
import { presentHire, type Visibility } from './presenter';
import { filterConditions, hireOf, hirePage, saveOnboarding, tabCounts } from './repository';

/** The event kinds this area logs, with their labels for the application's history. */
export const ONBOARDING_EVENTS = { noShow: '未到岗', entryDate: '修改入职时间', probationExtend: '延长试用期' } as const;

/** What the caller sees; filtering by a hidden field would reveal it, so that is refused. */
export function visibilityOf(caller: AuthContext, q: Pick<OnboardingFilter, 'orgId' | 'probationFrom' | 'probationTo'>): Visibility {
  const hidden = new Set(hiddenOfferFields(caller));
  if (q.orgId && hidden.has('orgId')) throw new AppError('FORBIDDEN', '没有查看入职部门的权限，不能按入职部门筛选');
  if ((q.probationFrom || q.probationTo) && hidden.has('probationPeriod')) throw new AppError('FORBIDDEN', '没有查看试用期的权限，不能按转正日期筛选');
  return { hidden, contact: canSeeContact(caller) };
}

export async function listHires(db: Db, caller: AuthContext, q: OnboardingListQuery): Promise<OnboardingPage> {
  const visibility = visibilityOf(caller, q);
  const filters = filterConditions(q, visibility.contact);
  const scope = jobScope(caller);
  const [rows, counts] = await Promise.all([
    hirePage(db, caller.companyId, scope, q, filters, (q.page - 1) * q.pageSize, q.pageSize),
    tabCounts(db, caller.companyId, scope, filters),
  ]);
  const forms = await entryFormStates(db, caller.companyId, rows.map((r) => r.applicationId));
  return { list: rows.map((r) => presentHire(r, visibility, forms.get(r.applicationId) ?? null)), total: counts[q.tab], page: q.page, pageSize: q.pageSize, counts };
}

async function log(tx: DbOrTx, caller: AuthContext, app: FoundApplication, kind: keyof typeof ONBOARDING_EVENTS, note: string, data: Record<string, unknown>): Promise<void> {
  await logActions(tx, actorOf(caller), ResumeAction.StaffState, [
    { applicationId: app.id, resumeId: app.resumeId, kind, note, data, record: `职位「${app.jobName}」：${ONBOARDING_EVENTS[kind]}（${note}）` },
  ]);
}

/** 确认入职: 已入职 on the day given (default the planned one); the 转正 day is the day plus the offer's probation months. */
export async function confirmEntry(db: Db, caller: AuthContext, body: OnboardingConfirm): Promise<BulkResult> {
  await assertAllVisible(db, caller, body.ids);
  return eachOf(body.ids, (id) =>
    setStaffState(db, caller, id, { state: RecruitmentState.Hired, date: body.entryDate }, async (tx, app) => {
      const hire = await hireOf(tx, caller.companyId, id);
      const probationEnd = app.entryDate ? probationEndOf(app.entryDate, hire?.probationMonths) : null;
      await saveOnboarding(tx, caller.companyId, id, { probationEnd, regularDate: null, updatedBy: caller.accountId });
    }),
  );
}

/** 未到岗: each candidate awaiting entry leaves the process as eliminated, with the company's reason (required) and the note. */
export async function markNoShow(db: Db, caller: AuthContext, messaging: CandidateMessaging, body: OnboardingNoShow): Promise<BulkResult> {
  await assertAllVisible(db, caller, body.ids);
  const reason = await chooseReason(db, caller.companyId, { reasonId: body.reasonId, reason: body.note }, [NO_SHOW_REASON_TYPE]);
  const elimination = { reasonId: body.reasonId, reason: body.note, reasonType: NO_SHOW_REASON_TYPE, notify: false };
  return eachOf(body.ids, (id) =>
    eliminate(db, caller, messaging, id, elimination, async (tx, app) => {
      if (app.recruitmentState !== RecruitmentState.AwaitingEntry) throw new AppError('ONBOARDING_NOT_AWAITING');
      await saveOnboarding(tx, caller.companyId, id, { noShowAt: new Date(), noShowReason: reason.text, noShowReasonId: reason.id, noShowBy: caller.accountId, updatedBy: caller.accountId });
      await log(tx, caller, app, 'noShow', [app.entryDate ? `原定入职日期 ${app.entryDate}` : null, reason.text].filter(Boolean).join('；'), { reasonId: reason.id });
    }),
  );
}

/** 修改入职时间 of a candidate awaiting entry (the plan) or on probation (the actual day; his 转正 day follows from the offer). */
export async function changeEntryDate(db: Db, caller: AuthContext, id: number, body: OnboardingEntryDate): Promise<Application> {
  return db.transaction(async (tx) => {
    const app = await applicationFor(tx, caller, id);
    assertVersion(app, body.version);
    assertActive(app);
    const hired = app.recruitmentState === RecruitmentState.Hired;
    if (!hired && app.recruitmentState !== RecruitmentState.AwaitingEntry) throw new AppError('ONBOARDING_ENTRY_DATE_STATE');
    if (!(await updateVersioned(tx, caller.companyId, id, body.version ?? app.version, { entryDate: body.entryDate }))) throw new AppError('PIPELINE_CONCURRENT');
    if (hired) {
      const hire = await hireOf(tx, caller.companyId, id);
      await saveOnboarding(tx, caller.companyId, id, { probationEnd: probationEndOf(body.entryDate, hire?.probationMonths), updatedBy: caller.accountId });
    }
    await log(tx, caller, app, 'entryDate', `${app.entryDate ?? '未填写'} → ${body.entryDate}`, { from: app.entryDate, to: body.entryDate });
    return getApplication(tx, caller, id);
  });
}

/** 转正 of hires on probation: on the day given, else each one's planned 转正 day (today when he has none). */
export async function regularize(db: Db, caller: AuthContext, body: OnboardingRegularize): Promise<BulkResult> {
  await assertAllVisible(db, caller, body.ids);
  return eachOf(body.ids, async (id) => {
    const hire = await hireOf(db, caller.companyId, id);
    const date = body.regularDate ?? hire?.probationEnd ?? shanghaiToday();
    if (hire?.recruitmentState === RecruitmentState.Hired && hire.entryDate && date < hire.entryDate) throw new AppError('ONBOARDING_REGULAR_BEFORE_ENTRY');
    await setStaffState(db, caller, id, { state: RecruitmentState.Regular, date }, (tx) => saveOnboarding(tx, caller.companyId, id, { regularDate: date, updatedBy: caller.accountId }));
  });
}

/** 延长试用期: a later planned 转正 day for a hire on probation. */
export async function extendProbation(db: Db, caller: AuthContext, id: number, body: OnboardingExtend): Promise<Application> {
  return db.transaction(async (tx) => {
    const app = await applicationFor(tx, caller, id);
    assertVersion(app, body.version);
    assertActive(app);
    if (app.recruitmentState !== RecruitmentState.Hired) throw new AppError('ONBOARDING_NOT_ON_PROBATION');
    const current = (await hireOf(tx, caller.companyId, id))?.probationEnd ?? null;
    if (app.entryDate && body.probationEnd <= app.entryDate) throw new AppError('ONBOARDING_REGULAR_BEFORE_ENTRY');
    if (current && body.probationEnd <= current) throw new AppError('ONBOARDING_EXTEND_NOT_LATER');
    if (!(await updateVersioned(tx, caller.companyId, id, body.version ?? app.version, {}))) throw new AppError('PIPELINE_CONCURRENT');
    await saveOnboarding(tx, caller.companyId, id, { probationEnd: body.probationEnd, updatedBy: caller.accountId });
    await log(tx, caller, app, 'probationExtend', `转正日期 ${current ?? '未定'} → ${body.probationEnd}`, { from: current, to: body.probationEnd });
    return getApplication(tx, caller, id);
  });
}
