// 渠道效果 and 面试统计: the rows of 渠道分析 and 面试分析 as those boards count them.
import type { ReportFilter, ReportRow } from '@bole/domain';
import type { Db } from '../../platform/db/client';
import type { Caller } from '../jobs/scope';
import { percentOf, sumRow, type ReportRows } from './catalogue-rows';
import { channelBoard } from './channels';
import { interviewBoard } from './interviews';

const CHANNEL_NUMBERS = ['applications', 'screened', 'interviews', 'offers', 'hires'] as const;

export async function channelReport(db: Db, caller: Caller, q: ReportFilter): Promise<ReportRows> {
  const { channels } = await channelBoard(db, caller, q);
  const rows = channels.map((c): ReportRow => ({
    channel: c.name,
    newResumes: c.newResumes,
    ...Object.fromEntries(CHANNEL_NUMBERS.map((m) => [m, c[m]])),
    hireRate: percentOf(c.hires, c.applications),
  }));
  if (rows.length === 0) return { rows, summary: null };
  const summary = sumRow(rows, CHANNEL_NUMBERS, 'channel');
  summary.newResumes = channels.some((c) => c.newResumes === null) ? null : channels.reduce((n, c) => n + (c.newResumes ?? 0), 0);
  summary.hireRate = percentOf(summary.hires as number, summary.applications as number);
  return { rows, summary };
}

export async function interviewReport(db: Db, caller: Caller, q: ReportFilter): Promise<ReportRows> {
  const b = await interviewBoard(db, caller, q);
  const rounds = b.rounds.map(
    (r): ReportRow => ({
      dimension: '面试轮次',
      name: r.name,
      scheduled: r.scheduled,
      held: r.held,
      noShow: r.noShow,
      passed: r.passed,
      failed: r.failed,
      passRate: r.passRate,
      submitted: null,
      onTime: null,
      onTimeRate: null,
    }),
  );
  const interviewers = b.interviewers.map(
    (i): ReportRow => ({
      dimension: '面试官',
      name: i.name,
      scheduled: null,
      held: i.held,
      noShow: null,
      passed: null,
      failed: null,
      passRate: null,
      submitted: i.submitted,
      onTime: i.onTime,
      onTimeRate: percentOf(i.onTime, i.held),
    }),
  );
  const rows = [...rounds, ...interviewers];
  if (rows.length === 0) return { rows, summary: null };
  const { totals } = b;
  const summary: ReportRow = {
    dimension: '合计',
    name: '全部轮次',
    ...totals,
    passRate: percentOf(totals.passed, totals.passed + totals.failed),
    submitted: b.interviewers.reduce((n, i) => n + i.submitted, 0),
    onTime: b.interviewers.reduce((n, i) => n + i.onTime, 0),
    onTimeRate: b.onTimeRate,
  };
  return { rows, summary };
}
