// 报表中心 (/report/list): the standard reports, each a table over the period and filters the
// boards take. Defined once here (ids, names, columns, filters); the server computes each row
// from the boards' own event sets, so a report never disagrees with its board.
import { z } from 'zod';
import { pageQuerySchema } from './common';
import { checkReportPeriod, reportFilterObject } from './report';
import { resumeExportJobSchema } from './resume-export';

/** How a column's values read: text, a count, a percent with one decimal, or a China date. */
export type ReportColumnKind = 'text' | 'number' | 'percent' | 'date';
export type ReportColumn = { key: string; title: string; kind: ReportColumnKind };
/** The filters a report takes beside its period, as the boards name them. */
export type ReportFilterKey = 'jobId' | 'orgId' | 'ownerId' | 'channel';

export const StandardReportId = {
  progress: '招聘进度',
  channel: '渠道效果',
  interview: '面试统计',
  offer: 'Offer统计',
  demand: '招聘需求完成',
  staff: '人员入离职',
} as const;
export type StandardReportId = keyof typeof StandardReportId;
export const STANDARD_REPORT_IDS = Object.keys(StandardReportId) as StandardReportId[];

export type StandardReport = {
  id: StandardReportId;
  name: string;
  description: string;
  columns: readonly ReportColumn[];
  filters: readonly ReportFilterKey[];
  /** 口径说明: how each number is counted, shown beside the table and on the print. */
  rules: readonly string[];
};

const text = (key: string, title: string): ReportColumn => ({ key, title, kind: 'text' });
const num = (key: string, title: string): ReportColumn => ({ key, title, kind: 'number' });
const pct = (key: string, title: string): ReportColumn => ({ key, title, kind: 'percent' });
const ALL_FILTERS: readonly ReportFilterKey[] = ['jobId', 'orgId', 'ownerId', 'channel'];
const EVENTS_RULE = '新增投递、筛选通过、面试、发出Offer、入职与数据看板「招聘概览」同一口径：期间内发生的事件按中国时间的自然日计算。';

export const STANDARD_REPORTS: readonly StandardReport[] = [
  {
    id: 'progress',
    name: StandardReportId.progress,
    description: '每个职位的需求人数、各阶段当前人数，以及期间内的新增投递、面试、发出Offer和入职。',
    columns: [
      text('job', '职位'),
      text('org', '部门'),
      text('owner', '招聘负责人'),
      text('status', '职位状态'),
      num('headcount', '需求人数'),
      num('screening', '初筛中'),
      num('interviewing', '面试中'),
      num('testing', '笔试/测评中'),
      num('offering', 'Offer阶段'),
      num('pending', '待定'),
      num('applications', '新增投递'),
      num('interviews', '面试'),
      num('offers', '发出Offer'),
      num('hires', '入职'),
      pct('fillRate', '招聘完成率'),
    ],
    filters: ALL_FILTERS,
    rules: [
      '列出招聘中的职位，以及期间内有投递、面试、Offer或入职的其他职位。',
      '各阶段当前人数：现在处于该类阶段且仍在招聘流程中的候选人，与「职位360」的当前人数一致。',
      EVENTS_RULE,
      '招聘完成率 = 期间内入职 ÷ 需求人数；职位未填写需求人数时不计算。',
    ],
  },
  {
    id: 'channel',
    name: StandardReportId.channel,
    description: '各简历渠道期间内的新增简历、投递、筛选通过、面试、Offer和入职，以及投递到入职的转化率。',
    columns: [
      text('channel', '渠道'),
      num('newResumes', '新增简历'),
      num('applications', '新增投递'),
      num('screened', '筛选通过'),
      num('interviews', '面试'),
      num('offers', '发出Offer'),
      num('hires', '入职'),
      pct('hireRate', '投递入职转化率'),
    ],
    filters: ALL_FILTERS,
    rules: [
      '与数据看板「渠道分析」同一口径；没有渠道的简历（如手动录入）单独列出。',
      '新增简历：仅能查看部分职位的账号，或按职位、部门、招聘负责人筛选时不统计（简历不属于某个职位）。',
      '投递入职转化率 = 入职 ÷ 新增投递。',
    ],
  },
  {
    id: 'interview',
    name: StandardReportId.interview,
    description: '按面试轮次统计安排、到场、通过情况，按面试官统计面试量与评价及时率。',
    columns: [
      text('dimension', '统计维度'),
      text('name', '轮次/面试官'),
      num('scheduled', '安排面试'),
      num('held', '已面试'),
      num('noShow', '候选人未到场'),
      num('passed', '面试通过'),
      num('failed', '面试未通过'),
      pct('passRate', '通过率'),
      num('submitted', '已提交评价'),
      num('onTime', '24小时内提交'),
      pct('onTimeRate', '评价及时率'),
    ],
    filters: ALL_FILTERS,
    rules: [
      '与数据看板「面试分析」同一口径：期间内开始且未取消的面试，群面按每位候选人各计一次。',
      '通过率 = 面试通过 ÷（面试通过 + 面试未通过）。',
      '面试官行：其参与且已面试的面试数（已面试）、提交的评价数，面试结束后24小时内提交为及时。',
    ],
  },
  {
    id: 'offer',
    name: StandardReportId.offer,
    description: '每个职位期间内创建、审批通过、发出、接受和拒绝的Offer数，以及接受率。',
    columns: [
      text('job', '职位'),
      text('org', '部门'),
      num('created', '创建Offer'),
      num('approved', '审批通过'),
      num('sent', '发出Offer'),
      num('accepted', '接受Offer'),
      num('declined', '拒绝Offer'),
      pct('acceptRate', '接受率'),
    ],
    filters: ALL_FILTERS,
    rules: ['与数据看板「Offer分析」同一口径，各职位之和即看板上的数字。', '接受率 = 接受 ÷（接受 + 拒绝），按期间内候选人的答复计算。'],
  },
  {
    id: 'demand',
    name: StandardReportId.demand,
    description: '每个招聘需求的需求人数、关联职位、已入职人数和完成率。',
    columns: [
      text('demand', '招聘需求'),
      text('org', '部门'),
      text('owner', '负责HR'),
      text('status', '需求状态'),
      num('headcount', '需求人数'),
      num('jobCount', '关联职位数'),
      num('hiresInPeriod', '期间内入职'),
      num('hired', '累计已入职'),
      pct('completion', '完成率'),
    ],
    filters: ['jobId', 'orgId', 'ownerId'],
    rules: [
      '列出已通过或已关闭的招聘需求：期间结束前创建，且未在期间开始前关闭。',
      '累计已入职：关联职位中已入职的候选人，与招聘需求页面的进度一致；期间内入职与「招聘概览」同一口径。',
      '完成率 = 累计已入职 ÷ 需求人数。部门、招聘负责人筛选的是需求的部门与负责HR，职位筛选列出关联该职位的需求。',
    ],
  },
  {
    id: 'staff',
    name: StandardReportId.staff,
    description: '期间内入职、转正和放弃入职的人员名单。',
    columns: [text('name', '姓名'), text('job', '职位'), text('org', '部门'), text('event', '变动'), { key: 'day', title: '日期', kind: 'date' }, text('note', '说明')],
    filters: ALL_FILTERS,
    rules: [
      '入职：入职日期在期间内的已入职（含之后离职）人员，与「招聘概览」的入职一致。',
      '转正：入职管理中转正日期在期间内的人员；放弃入职：期间内标记为未到岗（放弃入职）的人员。',
    ],
  },
];

export function standardReportOf(id: StandardReportId): StandardReport {
  return STANDARD_REPORTS.find((r) => r.id === id)!;
}

const reportIdSchema = z.enum(STANDARD_REPORT_IDS, { error: '报表不存在' });

/** The period and filters of a standard report (its id is the path's). */
export const standardReportFilterSchema = reportFilterObject.superRefine(checkReportPeriod);

/** GET /api/reports/standard/:id: one page of the rows. */
export const standardReportQuerySchema = reportFilterObject.extend(pageQuerySchema.shape).superRefine(checkReportPeriod);
export type StandardReportQuery = z.infer<typeof standardReportQuerySchema>;
export const standardReportParamsSchema = z.object({ id: reportIdSchema });

export const reportCellSchema = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof reportCellSchema>;
export const reportRowSchema = z.record(z.string(), reportCellSchema);
export type ReportRow = z.infer<typeof reportRowSchema>;

export const standardReportPageSchema = z.object({
  list: z.array(reportRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** 合计 over all rows (not only this page), where adding up means something; null otherwise. */
  summary: reportRowSchema.nullable(),
  countedAt: z.string(),
});
export type StandardReportPage = z.infer<typeof standardReportPageSchema>;

/** Above this many rows the export is refused: narrow the period or filters. */
export const REPORT_EXPORT_MAX_ROWS = 50_000;
/** Up to this many rows the file is made at once; above it by a background job with progress. */
export const REPORT_EXPORT_DIRECT_MAX_ROWS = 5_000;

/** A background export of a report, as the resume exports' jobs are shown. */
export const reportExportJobSchema = resumeExportJobSchema.extend({ reportId: z.enum(STANDARD_REPORT_IDS) });
export type ReportExportJob = z.infer<typeof reportExportJobSchema>;

/** GET /api/reports/standard/:id/print: every row for /report/preview, with what the print header names. */
export const standardReportPrintSchema = z.object({
  companyName: z.string(),
  /** The filters set, in words (部门：技术部). */
  filters: z.array(z.string()),
  list: z.array(reportRowSchema),
  summary: reportRowSchema.nullable(),
  countedAt: z.string(),
});
export type StandardReportPrint = z.infer<typeof standardReportPrintSchema>;
