// 导出 of a board (240002): the tables beneath its charts as one .xlsx sheet through the talent
// pool's workbook, counted by the same functions the board answers with.
import { ReportBoard, type ChannelBoard, type ReportExportQuery, type ReportFilter } from '@bole/domain';
import type { AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db/client';
import { XLSX, type ExportFile } from '../resumes/export.service';
import { chinaTime } from '../resumes/export.text';
import { buildWorkbook, type WorkbookSheet } from '../resumes/export.workbook';
import type { Cell } from '../resumes/export.rows';
import { candidateBoard } from './candidates';
import { channelBoard } from './channels';
import { funnel, stageTimes } from './funnel';
import { interviewBoard } from './interviews';
import { offerBoard } from './offers';
import { overview } from './overview';
import { recruiterBoard } from './recruiters';

type Table = { headers: string[]; rows: Cell[][] };

const percentText = (n: number | null) => (n === null ? '-' : `${n}%`);
/** Fen as a number of 元 (two decimals), '-' for none. */
const yuan = (fen: number | null) => (fen === null ? '-' : fen / 100);
const rate = (part: number, whole: number) => (whole === 0 ? '-' : `${Math.round((part / whole) * 1000) / 10}%`);

async function tableOf(db: Db, caller: AuthContext, board: ReportBoard, q: ReportFilter): Promise<Table> {
  switch (board) {
    case 'scan': {
      const o = await overview(db, caller, q);
      return {
        headers: ['统计项', '本期', `上期（${o.previousFrom}至${o.previousTo}）`],
        rows: o.metrics.map((m) => [m.label, m.value ?? '-', m.previous ?? '-']),
      };
    }
    case 'job360': {
      const [f, t] = await Promise.all([funnel(db, caller, q), stageTimes(db, caller, q)]);
      const times = new Map(t.stages.map((s) => [s.stageId, s]));
      return {
        headers: ['阶段', '到达人数', '较上一阶段转化率', '当前人数', '离开人数', '平均停留天数', '停留超过7天'],
        rows: f.stages.map((s, i) => {
          const st = times.get(s.stageId);
          return [s.name, s.entered, i === 0 ? '-' : rate(s.entered, f.stages[i - 1]!.entered), s.current, st?.left ?? 0, st?.avgDays ?? '-', st?.stale ?? 0];
        }),
      };
    }
    case 'offer': {
      const b = await offerBoard(db, caller, q);
      return {
        headers: ['统计项', '数量'],
        rows: [
          ...b.metrics.map((m): Cell[] => [m.label, m.value]),
          ['接受率', percentText(b.acceptRate)],
          ['平均答复天数', b.avgDaysToAnswer ?? '-'],
          ...b.declineReasons.map((r): Cell[] => [`拒绝原因：${r.reason}`, r.count]),
        ],
      };
    }
    case 'interview': {
      const b = await interviewBoard(db, caller, q);
      return {
        headers: ['面试轮次', '安排面试', '已面试', '候选人未到场', '面试通过', '面试未通过', '通过率'],
        rows: [
          ...b.rounds.map((r): Cell[] => [r.name, r.scheduled, r.held, r.noShow, r.passed, r.failed, percentText(r.passRate)]),
          ['合计', b.totals.scheduled, b.totals.held, b.totals.noShow, b.totals.passed, b.totals.failed, rate(b.totals.passed, b.totals.passed + b.totals.failed)],
        ],
      };
    }
    case 'channel': {
      const b = await channelBoard(db, caller, q);
      const counts = (r: ChannelBoard['total']): Cell[] => [r.newResumes ?? '-', r.applications, r.screened, r.interviews, r.offers, r.hires];
      const money = (r: ChannelBoard['total']): Cell[] => [yuan(r.costFen), yuan(r.costPerHireFen)];
      return {
        headers: ['渠道', '新增简历', '新增投递', '筛选通过', '面试', '发出Offer', '入职', '费用（元）', '入职成本（元）'],
        rows: [
          ...b.channels.map((c): Cell[] => [c.name, ...counts(c), ...money(c)]),
          ['合计', ...counts(b.total), ...money(b.total)],
          ...b.referrers.map((r): Cell[] => [`内推人：${r.name}`, r.newResumes ?? '-', r.applications, r.screened, r.interviews, r.offers, r.hires, '-', '-']),
        ],
      };
    }
    case 'hr': {
      const b = await recruiterBoard(db, caller, q);
      return {
        headers: ['招聘负责人', '招聘中职位', '新增投递', '筛选通过', '面试', '发出Offer', '入职', '入职率'],
        rows: b.recruiters.map((r) => [r.name, r.openJobs, r.applications, r.screened, r.interviews, r.offers, r.hires, percentText(r.hireRate)]),
      };
    }
    case 'candidate': {
      const b = await candidateBoard(db, caller, q);
      return { headers: ['维度', '值', '人数'], rows: b.facets.flatMap((f) => f.values.map((v): Cell[] => [f.label, v.value, v.count])) };
    }
  }
}

export async function exportBoard(db: Db, caller: AuthContext, q: ReportExportQuery, now = new Date()): Promise<ExportFile> {
  const { headers, rows } = await tableOf(db, caller, q.board, q);
  const keys = headers.map((_, i) => `c${i}`);
  const sheet: WorkbookSheet<string> = {
    columns: headers.map((header, i) => ({ key: keys[i]!, header })),
    rows: rows.map((r) => Object.fromEntries(keys.map((k, i) => [k, r[i] ?? null]))),
  };
  const title = ReportBoard[q.board];
  const bytes = await buildWorkbook(sheet, {
    operatorName: caller.userName,
    time: chinaTime(now),
    scope: `${title}：${q.from}至${q.to}（中国时间），按页面所选筛选条件统计`,
    count: rows.length,
    capped: null,
    hidden: [],
    sheetName: title,
    unit: '行',
  });
  const stamp = chinaTime(now).replace(/[-: ]/g, '');
  return { fileName: `${title}_${q.from}至${q.to}_${stamp.slice(0, 8)}_${stamp.slice(8)}.xlsx`, mime: XLSX, bytes };
}
