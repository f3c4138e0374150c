// The demo company's last months of recruiting as a plan: jobs opened and closed, candidates
// applying on spread dates and moving through the default process (初筛, 用人部门筛选, 面试,
// 复试, Offer, 体检) with a realistic funnel, eliminated with the company's reasons, hired.
// Pure: work.ts carries it out through the API and dates the rows as planned.
import type { ReasonType } from '@bole/domain';
import type { Rand } from './random';

const DAY = 86_400_000;

/** The stages of the default process, by position. */
export const STAGE = { Screen: 0, Department: 1, Interview: 2, Second: 3, Offer: 4, Checkup: 5 } as const;

export type JobSpec = {
  name: string;
  org: string;
  workPlace: string;
  minSalary: number;
  maxSalary: number;
  headcount: number;
  /** Its 招聘负责人, who works its candidates: 陈思琪 the technical jobs, 刘佳怡 sales and marketing, 孙浩然 the rest. */
  recruiter: '陈思琪' | '刘佳怡' | '孙浩然';
  /** The career track its candidates come from (tracks.ts). */
  track: string;
  openedDaysAgo: number;
  /** Closed once filled, this many days ago; open when absent. */
  closedDaysAgo?: number;
  applicants: number;
  /** Candidates who get the job (the earliest applicants who pass every stage). */
  hires: number;
  /** Pushed to the hiring manager at 用人部门筛选 (the technical jobs); others are screened by HR with the department offline. */
  pushed: boolean;
  demand?: boolean;
  scored?: boolean;
  /** More candidates written set-based (demo-volume.ts), of whom up to `hires` accept an offer. */
  volume?: { applicants: number; hires: number };
};

export const DEMO_JOBS: readonly JobSpec[] = [
  { name: 'Java开发工程师', org: '后端组', workPlace: '北京', minSalary: 25000, maxSalary: 40000, headcount: 2, recruiter: '陈思琪', track: 'java', openedDaysAgo: 150, applicants: 28, hires: 2, pushed: true, demand: true, scored: true, volume: { applicants: 80, hires: 0 } },
  { name: '测试工程师', org: '后端组', workPlace: '北京', minSalary: 15000, maxSalary: 25000, headcount: 1, recruiter: '陈思琪', track: 'test', openedDaysAgo: 170, closedDaysAgo: 70, applicants: 10, hires: 1, pushed: true, volume: { applicants: 40, hires: 0 } },
  { name: 'UI设计师', org: '产品部', workPlace: '北京', minSalary: 12000, maxSalary: 20000, headcount: 1, recruiter: '孙浩然', track: 'design', openedDaysAgo: 165, closedDaysAgo: 95, applicants: 6, hires: 1, pushed: true, volume: { applicants: 20, hires: 0 } },
  { name: '大客户销售经理', org: '销售部', workPlace: '杭州', minSalary: 15000, maxSalary: 30000, headcount: 4, recruiter: '刘佳怡', track: 'sales', openedDaysAgo: 160, applicants: 16, hires: 2, pushed: false, volume: { applicants: 80, hires: 2 } },
  { name: '会计', org: '财务部', workPlace: '北京', minSalary: 9000, maxSalary: 14000, headcount: 1, recruiter: '孙浩然', track: 'accounting', openedDaysAgo: 140, closedDaysAgo: 50, applicants: 10, hires: 1, pushed: false, volume: { applicants: 40, hires: 0 } },
  { name: '行政专员', org: '行政部', workPlace: '北京', minSalary: 6000, maxSalary: 9000, headcount: 1, recruiter: '孙浩然', track: 'admin', openedDaysAgo: 130, closedDaysAgo: 85, applicants: 5, hires: 1, pushed: false, volume: { applicants: 30, hires: 0 } },
  { name: '前端开发工程师', org: '前端组', workPlace: '北京', minSalary: 20000, maxSalary: 35000, headcount: 2, recruiter: '陈思琪', track: 'frontend', openedDaysAgo: 120, applicants: 20, hires: 1, pushed: true, volume: { applicants: 80, hires: 1 } },
  { name: '招聘专员', org: '人力资源部', workPlace: '北京', minSalary: 8000, maxSalary: 12000, headcount: 1, recruiter: '孙浩然', track: 'hr', openedDaysAgo: 100, closedDaysAgo: 20, applicants: 10, hires: 1, pushed: false, volume: { applicants: 40, hires: 0 } },
  { name: '产品经理', org: '产品部', workPlace: '上海', minSalary: 22000, maxSalary: 38000, headcount: 1, recruiter: '孙浩然', track: 'product', openedDaysAgo: 90, applicants: 10, hires: 0, pushed: true, volume: { applicants: 50, hires: 1 } },
  { name: '算法工程师', org: '技术部', workPlace: '北京', minSalary: 35000, maxSalary: 60000, headcount: 1, recruiter: '陈思琪', track: 'algorithm', openedDaysAgo: 60, applicants: 10, hires: 0, pushed: true, volume: { applicants: 30, hires: 0 } },
  { name: '用户运营', org: '市场部', workPlace: '上海', minSalary: 12000, maxSalary: 20000, headcount: 1, recruiter: '刘佳怡', track: 'operations', openedDaysAgo: 45, applicants: 10, hires: 0, pushed: false, volume: { applicants: 40, hires: 0 } },
  // Jobs whose candidates are all written set-based: a sales push and two others earlier in the half year.
  { name: '销售代表', org: '销售部', workPlace: '上海', minSalary: 8000, maxSalary: 15000, headcount: 6, recruiter: '刘佳怡', track: 'sales', openedDaysAgo: 175, closedDaysAgo: 40, applicants: 0, hires: 0, pushed: false, volume: { applicants: 120, hires: 5 } },
  { name: '新媒体运营', org: '市场部', workPlace: '北京', minSalary: 10000, maxSalary: 16000, headcount: 2, recruiter: '刘佳怡', track: 'operations', openedDaysAgo: 168, closedDaysAgo: 62, applicants: 0, hires: 0, pushed: false, volume: { applicants: 70, hires: 2 } },
  { name: 'Go开发工程师', org: '后端组', workPlace: '北京', minSalary: 25000, maxSalary: 42000, headcount: 2, recruiter: '陈思琪', track: 'java', openedDaysAgo: 110, applicants: 0, hires: 0, pushed: true, volume: { applicants: 80, hires: 1 } },
];

/** Reasons by type, names from the default 归档原因 list (DEFAULT_ARCHIVE_REASONS). */
const REASONS: Readonly<Record<number, readonly string[]>> = {
  [STAGE.Screen]: ['工作经验不符合要求', '专业技能不足', '学历不符合要求', '薪资期望过高', '稳定性较差'],
  [STAGE.Department]: ['专业技能不足', '综合素质与岗位不匹配', '工作经验不符合要求'],
  [STAGE.Interview]: ['专业技能不足', '沟通表达能力不足', '综合素质与岗位不匹配'],
  [STAGE.Second]: ['综合素质与岗位不匹配', '专业技能不足', '薪资期望过高'],
};
/** Said to the candidates still in process when a filled job closes (not one of the list's reasons). */
export const FILLED = '职位已招满';
const REFUSE_INTERVIEW = ['已接受其他Offer', '对职位不感兴趣', '面试时间冲突', '暂不考虑换工作'];
const REFUSE_OFFER = ['薪资待遇不满意', '原公司挽留', '已接受其他Offer', '工作地点不合适'];
/** Who passes each stage (the rest are eliminated or refuse). */
const PASS = { [STAGE.Screen]: 0.4, [STAGE.Department]: 0.55, [STAGE.Interview]: 0.5, [STAGE.Second]: 0.55 } as const;

export type Step =
  | { kind: 'demand'; at: Date }
  | { kind: 'open'; at: Date; job: number }
  | { kind: 'close'; at: Date; job: number }
  | { kind: 'enter'; at: Date; job: number; app: number; resumeId: number }
  | { kind: 'move'; at: Date; job: number; app: number; stage: number }
  | { kind: 'push'; at: Date; job: number; app: number }
  | { kind: 'feedback'; at: Date; job: number; app: number; passed: boolean; comment: string }
  | { kind: 'eliminate'; at: Date; job: number; app: number; reasonType: ReasonType; reason: string }
  | { kind: 'staff'; at: Date; job: number; app: number; state: 5 | 1; date: string };

/** A working moment on or after `t`: weekdays, 9:30 to 18:30 in China. */
export function workingTime(t: number, r: Rand): Date {
  const hours = (9.5 + r.next() * 9) * 3_600_000;
  for (let day = 0; ; day += 1) {
    const china = new Date(t + 8 * 3_600_000 + day * DAY);
    if (china.getUTCDay() === 0 || china.getUTCDay() === 6) continue;
    const at = Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), china.getUTCDate()) - 8 * 3_600_000 + hours;
    if (at >= t) return new Date(at);
  }
}

/** The China calendar day of a moment, as YYYY-MM-DD. */
export const chinaDay = (t: Date) => new Date(t.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * The plan: for each job its opening (and closing), and for each of its candidates (resumes
 * taken from `pool` by track, each used once) the steps up to now, sorted by time. A step
 * due after now (or after the job closed) is not taken: the candidate waits in that stage.
 */
export function planHistory(r: Rand, now: Date, pool: ReadonlyMap<string, number[]>, jobs: readonly JobSpec[] = DEMO_JOBS): Step[] {
  const steps: Step[] = [];
  const end = now.getTime();
  let appKey = 0;
  const firstOpen = Math.max(...jobs.map((j) => j.openedDaysAgo));
  steps.push({ kind: 'demand', at: workingTime(end - (firstOpen + 5) * DAY, r) });
  for (const [job, spec] of jobs.entries()) {
    const opened = workingTime(end - spec.openedDaysAgo * DAY, r);
    const closed = spec.closedDaysAgo === undefined ? null : workingTime(end - spec.closedDaysAgo * DAY, r);
    const until = closed ? closed.getTime() : end;
    steps.push({ kind: 'open', at: opened, job });
    if (closed) steps.push({ kind: 'close', at: closed, job });
    const resumes = (pool.get(spec.track) ?? []).splice(0, spec.applicants);
    // Applications come in over the job's life, a little more in its first weeks.
    // Applications to an open job lean towards the last weeks (it is still being promoted), so its board is busy;
    // a closed job's came mostly early. The designated hires come first, in the job's first days, so their weeks-long path fits before it closes.
    // The last two of an open job pushed to the hiring manager came last week: he has not answered yet.
    const fresh = (k: number) => closed === null && spec.pushed && k >= resumes.length - 2;
    const mode = (k: number): Path => (k < spec.hires ? 'hire' : fresh(k) ? 'fresh' : 'any');
    const applied = resumes.map((_, k) => workingTime(mode(k) === 'hire' ? opened.getTime() + r.int(1, 10) * DAY : fresh(k) ? end - r.int(5, 9) * DAY : opened.getTime() + (until - opened.getTime()) * r.next() ** (closed ? 1.3 : 0.6), r));
    for (const [k, resumeId] of resumes.entries()) {
      appKey += 1;
      const path = candidatePath(r, spec, job, appKey, resumeId, applied[k]!.getTime(), mode(k));
      // Up to now, and while the job is open; only the entry of someone already 待入职 may come after it closed.
      const taken = path.findIndex((s) => s.at.getTime() > (s.kind === 'staff' && s.state === 1 ? end : Math.min(until, end)));
      const kept = taken < 0 ? path : path.slice(0, taken);
      steps.push(...kept);
      // A filled job closes: whoever is still in its process is let go, shortly before it closes.
      const last = kept[kept.length - 1]!;
      if (closed && taken >= 0 && last.kind !== 'eliminate' && last.kind !== 'staff') {
        steps.push({ kind: 'eliminate', at: new Date(Math.max(last.at.getTime() + 60_000, until - 2 * 3_600_000)), job, app: appKey, reasonType: 'elimination', reason: FILLED });
      }
    }
  }
  return steps.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** A candidate who gets the job, one the hiring manager has not answered about yet, or anyone. */
type Path = 'hire' | 'fresh' | 'any';

function candidatePath(r: Rand, spec: JobSpec, job: number, app: number, resumeId: number, appliedAt: number, path: Path): Step[] {
  const hire = path === 'hire';
  const out: Step[] = [{ kind: 'enter', at: new Date(appliedAt), job, app, resumeId }];
  let t = appliedAt;
  // Now and then a decision waits a week or more (interviews to arrange, a busy manager), so an open job keeps candidates in every stage.
  const after = (minDays: number, maxDays: number) => (t = workingTime(t + (r.int(minDays, maxDays) + (path === 'any' && r.chance(0.3) ? r.int(7, 20) : 0)) * DAY, r).getTime());
  const eliminate = (reasonType: ReasonType, reasons: readonly string[]) => {
    out.push({ kind: 'eliminate', at: new Date(after(0, 2)), job, app, reasonType, reason: r.pick(reasons) });
    return out;
  };
  const pass = (stage: keyof typeof PASS) => hire || r.chance(PASS[stage]);
  const move = (stage: number) => out.push({ kind: 'move', at: new Date(t), job, app, stage });

  after(0, 3);
  if (path !== 'fresh' && !pass(STAGE.Screen)) return eliminate('elimination', REASONS[STAGE.Screen]!);
  move(STAGE.Department);
  if (spec.pushed) {
    out.push({ kind: 'push', at: new Date(t + 600_000), job, app });
    if (path === 'fresh') return out;
    after(1, 4);
    const passed = pass(STAGE.Department);
    out.push({ kind: 'feedback', at: new Date(t), job, app, passed, comment: passed ? r.pick(['项目经历扎实，安排面试', '基础不错，可以聊聊', '经验匹配，建议面试']) : r.pick(['项目经验与岗位差距较大', '技术深度不够', '方向不太匹配']) });
    if (!passed) return eliminate('elimination', REASONS[STAGE.Department]!);
    after(0, 1);
  } else {
    after(1, 4);
    if (!pass(STAGE.Department)) return eliminate('elimination', REASONS[STAGE.Department]!);
  }
  move(STAGE.Interview);
  after(3, 8);
  if (!hire && r.chance(0.1)) return eliminate('refuseInterview', REFUSE_INTERVIEW);
  if (!pass(STAGE.Interview)) return eliminate('elimination', REASONS[STAGE.Interview]!);
  move(STAGE.Second);
  after(3, 7);
  if (!pass(STAGE.Second)) return eliminate('elimination', REASONS[STAGE.Second]!);
  move(STAGE.Offer);
  after(3, 8);
  // Only the planned hires accept: the others at this stage turn the offer down, so no job hires beyond its plan.
  if (!hire) return eliminate('refuseOffer', REFUSE_OFFER);
  move(STAGE.Checkup);
  after(2, 5);
  const entry = workingTime(t + r.int(10, 25) * DAY, r);
  out.push({ kind: 'staff', at: new Date(t), job, app, state: 5, date: chinaDay(entry) });
  out.push({ kind: 'staff', at: entry, job, app, state: 1, date: chinaDay(entry) });
  return out;
}
