// Who sat on a demo interview and what each wrote (面试评价), planned from the interview's
// result so the words agree with what happened next: a candidate who went on was recommended,
// one who was let go was not. Most interviewers submit the company's template within a day of
// the interview's end, some days later, a few never; nobody evaluates a candidate who did not
// come. Pure and seeded, like the rest of the plan; bulk-write.ts writes it.
import { EvaluationRecommendation, InterviewResult, type EvaluationItem } from '@bole/domain';
import { workingTime } from './history-plan';
import type { Rand } from './random';

const HOUR = 3_600_000;

export type PlannedEvaluation = {
  /** The interviewer's place on the panel (0: the lead). */
  seat: number;
  submittedAt: Date;
  answers: Record<string, number | string>;
  recommendation: number | null;
  comment: string | null;
};

export type BulkPanel = { seats: number; templateId: number; evaluations: PlannedEvaluation[] };

type Verdict = 'good' | 'poor' | 'open';

const verdictOf = (result: number): Verdict =>
  ([InterviewResult.SecondRound, InterviewResult.SalaryTalk, InterviewResult.Passed] as number[]).includes(result)
    ? 'good'
    : ([InterviewResult.Failed, InterviewResult.Eliminated] as number[]).includes(result)
      ? 'poor'
      : 'open';

/** Scores out of 5 around which an interviewer of that verdict marks. */
const CENTRE: Record<Verdict, number> = { good: 4.1, poor: 2.3, open: 3.2 };
const RECOMMENDATIONS: Record<Verdict, { values: number[]; weights: number[] }> = {
  good: { values: [EvaluationRecommendation.Strong, EvaluationRecommendation.Yes, EvaluationRecommendation.Hold], weights: [3, 6, 1] },
  poor: { values: [EvaluationRecommendation.No, EvaluationRecommendation.Hold], weights: [8, 2] },
  open: { values: [EvaluationRecommendation.Yes, EvaluationRecommendation.Hold, EvaluationRecommendation.No], weights: [4, 4, 2] },
};
const REMARKS: Record<Verdict, readonly string[]> = {
  good: [
    '基础扎实，项目经历与岗位高度匹配，沟通顺畅，建议进入下一轮。',
    '思路清晰，对过往工作复盘到位，能独立承担模块，推荐。',
    '专业能力突出，回答问题有条理，稳定性较好，可以推进。',
    '有同类业务经验，上手快；对薪资期望合理，建议录用方向继续。',
    '学习能力强，团队协作意识好，个别细节经验略欠缺但不影响。',
  ],
  poor: [
    '专业深度不够，核心问题回答不完整，与岗位要求有差距。',
    '表达较为零散，对自身项目的贡献说不清楚，暂不推荐。',
    '经验方向与岗位不符，需要较长时间培养，不建议继续。',
    '对岗位职责理解不足，主动性一般，暂不匹配。',
    '基础知识掌握一般，案例分析思路混乱，不匹配当前需求。',
  ],
  open: [
    '整体尚可，部分能力需要复试进一步确认。',
    '经验基本匹配，但期望薪资偏高，建议与其他候选人比较后再定。',
    '沟通不错，专业能力中等，可作为备选。',
  ],
};

/** How many sit on the panel: a first round often one interviewer, later rounds usually two. */
export const panelSeats = (r: Rand, round: number) => (r.chance(round === 1 ? 0.55 : 0.7) ? 2 : 1);

/** When an interviewer submits after the interview ends, or null when he never does (or not yet by `now`). */
function submittedAt(r: Rand, endsAt: number, now: Date): Date | null {
  const p = r.next();
  // Right after the interview (an evening at the latest), or on a working day some days on.
  const at = p < 0.78 ? new Date(endsAt + r.int(10, 240) * 60_000) : p < 0.94 ? workingTime(endsAt + r.int(26, 96) * HOUR, r) : null;
  return at && at <= now ? at : null;
}

function answersFor(r: Rand, items: readonly EvaluationItem[], verdict: Verdict): Pick<PlannedEvaluation, 'answers' | 'recommendation' | 'comment'> {
  const answers: Record<string, number | string> = {};
  let recommendation: number | null = null;
  let comment: string | null = null;
  for (const item of items) {
    if (item.type === 'score') {
      const scale = item.scale ?? 5;
      const out = CENTRE[verdict] + (r.next() - 0.5) * 2;
      answers[item.key] = Math.min(scale, Math.max(1, Math.round((out / 5) * scale)));
    } else if (item.type === 'recommendation') {
      recommendation = r.weighted(RECOMMENDATIONS[verdict].values, RECOMMENDATIONS[verdict].weights);
      answers[item.key] = recommendation;
    } else if (item.required || r.chance(0.5)) {
      const text = r.pick(REMARKS[verdict]);
      answers[item.key] = text;
      comment ??= text;
    }
  }
  return { answers, recommendation, comment };
}

/** The panel of an interview held at `at` for an hour with `result`, evaluated on the template's `items`. */
export function planPanel(r: Rand, interview: { round: number; at: Date; result: number }, template: { id: number; items: readonly EvaluationItem[] }, now: Date): BulkPanel {
  const seats = panelSeats(r, interview.round);
  const panel: BulkPanel = { seats, templateId: template.id, evaluations: [] };
  if (interview.result === InterviewResult.Absent) return panel;
  const verdict = verdictOf(interview.result);
  const endsAt = interview.at.getTime() + HOUR;
  for (let seat = 0; seat < seats; seat += 1) {
    const at = submittedAt(r, endsAt, now);
    if (at) panel.evaluations.push({ seat, submittedAt: at, ...answersFor(r, template.items, verdict) });
  }
  return panel;
}
