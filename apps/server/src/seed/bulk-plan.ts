// Many candidates' paths through a job's process at once, for the set-based writer (bulk-write.ts):
// the demo's months of volume and the reports benchmark's tenant. Pure and seeded, so a rerun
// plans the same. Each path follows the default process (初筛, 用人部门筛选, 面试, 复试, Offer,
// 体检) with most stopping early, a few sent back a stage, interviews held at the interview
// stages and offers answered; a step after `until` is not taken, so the candidate waits there.
import { InterviewResult, type ReasonType } from '@bole/domain';
import type { BulkPanel } from './evaluation-plan';
import { workingTime } from './history-plan';
import type { Rand } from './random';

const DAY = 86_400_000;

export type BulkJob = {
  jobId: number;
  /** The job's enabled stages in process order (six for the default process). */
  stageIds: readonly number[];
  from: Date;
  /** When the job closed (everyone still in process is let go just before), else now. */
  until: Date;
  closed: boolean;
  /** Candidates who may accept an offer; the others reaching Offer turn it down. */
  maxHires: number;
};

export type BulkReason = { type: ReasonType; text: string };

export type BulkCandidate = {
  resumeId: number;
  jobId: number;
  appliedAt: Date;
  /** The stages entered after the first, in order (a lower index is a move back). */
  moves: { stageId: number; at: Date }[];
  /** Held in order; `panel` (its interviewers and their evaluations) is added by the demo (evaluation-plan.ts). */
  interviews: { round: number; at: Date; result: number; panel?: BulkPanel }[];
  offer?: { at: Date; answeredAt: Date; accepted: boolean; entryDate: string };
  end?: { kind: 'eliminate'; at: Date; reason: BulkReason } | { kind: 'hire'; at: Date; entryDate: string; entryAt: Date; entered: boolean };
};

/** Who moves on from each stage of the default process (the rest are eliminated or refuse). */
export const BULK_PASS = [0.42, 0.5, 0.55, 0.5] as const;

const REASONS: readonly (readonly string[])[] = [
  ['工作经验不符合要求', '专业技能不足', '学历不符合要求', '薪资期望过高', '稳定性较差'],
  ['专业技能不足', '综合素质与岗位不匹配', '工作经验不符合要求'],
  ['专业技能不足', '沟通表达能力不足', '综合素质与岗位不匹配'],
  ['综合素质与岗位不匹配', '专业技能不足', '薪资期望过高'],
];
const REFUSE_INTERVIEW = ['已接受其他Offer', '对职位不感兴趣', '面试时间冲突'];
const REFUSE_OFFER = ['薪资待遇不满意', '原公司挽留', '已接受其他Offer', '工作地点不合适'];
export const BULK_FILLED = '职位已招满';

const chinaDay = (t: number) => new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Plans `resumeIds.length` candidates of one job: applications spread over its open period,
 * then each one's path. `interviewRate` is the share of interview-stage visits that get an
 * interview row (the benchmark caps its interview count with it); interviews are held before
 * `interviewsBefore` only, so none lands on today's front-desk list. With `noShowRate` that
 * share of interviews is missed by the candidate (候选人未到场) and arranged again a few days
 * on, and some who turn the interview down do so by not coming.
 */
export function planJobCandidates(
  r: Rand,
  job: BulkJob,
  resumeIds: readonly number[],
  now: Date,
  opts: { interviewRate?: number; interviewsBefore?: Date; noShowRate?: number } = {},
): BulkCandidate[] {
  const until = Math.min(job.until.getTime(), now.getTime());
  const span = until - job.from.getTime();
  let hires = 0;
  // Three days short of the end: the next working moment after a Friday evening is on Monday.
  const applied = resumeIds.map(() => job.from.getTime() + Math.max(0, span - 3 * DAY) * r.next() ** 0.9).sort((a, b) => a - b);
  return resumeIds.map((resumeId, k) => {
    const c: BulkCandidate = { resumeId, jobId: job.jobId, appliedAt: workingTime(applied[k]!, r), moves: [], interviews: [] };
    let t = c.appliedAt.getTime();
    let stage = 0;
    let stop = false;
    // The next step, a few working days on (now and then a fortnight); past `until` it does not happen.
    const after = (min: number, max: number) => {
      const next = workingTime(t + (r.int(min, max) + (r.chance(0.2) ? r.int(5, 14) : 0)) * DAY, r).getTime();
      if (next > until) stop = true;
      else t = next;
      return !stop;
    };
    const move = (to: number) => {
      stage = to;
      c.moves.push({ stageId: job.stageIds[to]!, at: new Date(t) });
    };
    const eliminate = (type: ReasonType, reasons: readonly string[]) => {
      if (after(0, 2)) c.end = { kind: 'eliminate', at: new Date(t), reason: { type, text: r.pick(reasons) } };
    };
    const interview = (round: number) => {
      if (opts.interviewRate === undefined || r.chance(opts.interviewRate)) {
        const at = workingTime(t + r.int(1, 3) * DAY, r);
        if (at.getTime() <= until && (!opts.interviewsBefore || at < opts.interviewsBefore)) {
          c.interviews.push({ round, at, result: 0 });
          return c.interviews[c.interviews.length - 1]!;
        }
      }
      return undefined;
    };
    for (;;) {
      if (stage >= BULK_PASS.length) break;
      if (!after(1, 4)) break;
      const noShow = opts.noShowRate !== undefined;
      if (stage === 2 && r.chance(0.08)) {
        // Half of them let the interview pass without a word, and say why when HR calls.
        const missed = noShow && r.chance(0.5) ? interview(1) : undefined;
        if (missed) {
          missed.result = InterviewResult.Absent;
          t = missed.at.getTime();
        }
        eliminate('refuseInterview', REFUSE_INTERVIEW);
        break;
      }
      if (stage >= 2 && noShow && r.chance(opts.noShowRate!)) {
        const missed = interview(stage - 1);
        if (missed) {
          missed.result = InterviewResult.Absent;
          t = missed.at.getTime();
        }
      }
      const held = stage >= 2 ? interview(stage - 1) : undefined;
      // The decision follows the interview.
      if (held) t = held.at.getTime();
      if (held && !after(1, 3)) break;
      // A few are sent back a stage for another look (a second opinion, a missing document) and then go on.
      if (stage >= 2 && r.chance(0.05)) {
        if (held) held.result = stage === 2 ? InterviewResult.SecondRound : InterviewResult.Passed;
        move(stage - 1);
        if (!after(1, 3)) break;
        move(stage + 1);
        continue;
      }
      if (!r.chance(BULK_PASS[stage]!)) {
        if (held) held.result = InterviewResult.Failed;
        eliminate('elimination', REASONS[stage]!);
        break;
      }
      if (held) held.result = stage === 2 ? InterviewResult.SecondRound : InterviewResult.Passed;
      move(stage + 1);
    }
    if (!stop && !c.end && stage === 4) {
      // At Offer: an offer goes out and is answered within a week.
      const sent = t;
      if (after(1, 3)) {
        // A job fills its headcount over its life, not all with its first candidates.
        const share = Math.ceil((job.maxHires * (t - job.from.getTime())) / Math.max(span, 1));
        const accepted = hires < Math.min(job.maxHires, share) && r.chance(0.8);
        const entryAt = workingTime(t + r.int(10, 25) * DAY, r).getTime();
        c.offer = { at: new Date(sent), answeredAt: new Date(t), accepted, entryDate: chinaDay(entryAt) };
        if (!accepted) eliminate('refuseOffer', REFUSE_OFFER);
        else {
          hires += 1;
          move(5);
          c.end = { kind: 'hire', at: new Date(t), entryDate: chinaDay(entryAt), entryAt: new Date(entryAt), entered: entryAt <= now.getTime() };
        }
      }
    }
    // A filled job closes: whoever is still in its process is let go just before.
    if (job.closed && !c.end) c.end = { kind: 'eliminate', at: new Date(Math.max(t + 60_000, until - 60_000)), reason: { type: 'elimination', text: BULK_FILLED } };
    return c;
  });
}
