// A job's board and table (/recruit/job): counts per stage and view, cards paged per stage by
// cursor, table filters, access; and a job of 5,000 candidates answering quickly.
import type { ApplicationPage, Board, BoardStagePage } from '@bole/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { stageCountsForJobs } from '../../src/modules/applications/counts';
import { applications } from '../../src/modules/applications/tables';
import { resumes } from '../../src/modules/resumes/tables';
import type { Session, TestContext } from '../helpers';
import { addAccount, candidate, expectFailure, expectNotFound, jobWithStages, move, okData, setup, type Api } from './fixtures';

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;
let job: Awaited<ReturnType<typeof jobWithStages>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ({ ctx, api, a, b } = await setup());
  job = await jobWithStages(api, a, { name: '销售经理' });
  for (const name of ['赵一', '钱二', '孙三', '李四', '周五']) ids[name] = (await candidate(api, a, job.jobId, { name })).id;
  okData(await move(api, a, ids['钱二']!, job.stage('面试').id));
  okData(await move(api, a, ids['孙三']!, job.stage('面试').id));
  okData(await api(a, { method: 'POST', url: `/api/applications/${ids['李四']}/eliminate`, payload: { reason: '稳定性较差' } }));
});

const board = async (session: Session, query = '') => okData<Board>(await api(session, { method: 'GET', url: `/api/jobs/${job.jobId}/board${query}` }));
const table = async (query: string) => okData<ApplicationPage>(await api(a, { method: 'GET', url: `/api/jobs/${job.jobId}/applications?${query}` }));

describe('the board', () => {
  it('shows every stage with its count and cards, newest in the stage first', async () => {
    const res = await board(a);
    expect(res.job).toMatchObject({ id: job.jobId, name: '销售经理', scoringRuleId: null });
    expect(res.stages.map((s) => [s.name, s.count])).toEqual([
      ['初筛', 2],
      ['用人部门筛选', 0],
      ['面试', 2],
      ['复试', 0],
      ['Offer', 0],
      ['体检', 0],
    ]);
    expect(res.stages[0]!.cards.map((c) => c.name)).toEqual(['周五', '赵一']);
    expect(res.stages[2]!.cards.map((c) => c.name)).toEqual(['孙三', '钱二']);
    expect(res.stages[0]!.cards[0]).toMatchObject({ gender: 1, topDegree: 3, lastCompany: '杭州云栖网络科技有限公司', outcome: null, version: 1, source: 'manual' });
    expect(res.counts).toEqual({ inProcess: 4, awaitingEntry: 0, hired: 0, left: 0, eliminated: 1, all: 5 });
  });

  it('shows the eliminated in the stage they left', async () => {
    const res = await board(a, '?view=eliminated');
    expect(res.stages.filter((s) => s.count > 0).map((s) => [s.name, s.cards.map((c) => c.name)])).toEqual([['初筛', ['李四']]]);
    expect(res.stages[0]!.cards[0]!.eliminateReason).toBe('稳定性较差');
    expect((await table('view=eliminated')).list.map((r) => [r.name, r.eliminateReason])).toEqual([['李四', '稳定性较差']]);
    expect((await board(a)).stages.flatMap((s) => s.cards).every((c) => c.eliminateReason === null)).toBe(true);
  });

  it('pages one stage by cursor without gaps or repeats', async () => {
    const first = await board(a, '?pageSize=1');
    const screening = first.stages[0]!;
    expect(screening.cards.map((c) => c.name)).toEqual(['周五']);
    const next = okData<BoardStagePage>(await api(a, { method: 'GET', url: `/api/jobs/${job.jobId}/board/${screening.id}?pageSize=1&cursor=${screening.nextCursor}` }));
    expect(next).toMatchObject({ cards: [{ name: '赵一' }], nextCursor: null });
    expectFailure(await api(a, { method: 'GET', url: `/api/jobs/${job.jobId}/board/${screening.id}?cursor=abc` }), 400, '40001');
  });

  it('needs 220001 and the job in scope', async () => {
    const desk = await addAccount(ctx, a.companyId, 5);
    expectFailure(await api(desk, { method: 'GET', url: `/api/jobs/${job.jobId}/board` }), 403);
    expectNotFound(await api(b, { method: 'GET', url: `/api/jobs/${job.jobId}/board` }));
    expectNotFound(await api(b, { method: 'GET', url: `/api/jobs/${job.jobId}/applications` }));
    const trainee = await addAccount(ctx, a.companyId, 10);
    expect((await board(trainee)).counts.all).toBe(5);
  });
});

describe('resumes in the recycle bin', () => {
  it('leave the board, the table and the counts until restored', async () => {
    const other = await jobWithStages(api, a, { name: '行政专员' });
    const c = await candidate(api, a, other.jobId, { name: '吴六' });
    const seen = async () => {
      const res = okData<Board>(await api(a, { method: 'GET', url: `/api/jobs/${other.jobId}/board` }));
      const list = okData<ApplicationPage>(await api(a, { method: 'GET', url: `/api/jobs/${other.jobId}/applications` }));
      return [res.counts.all, res.stages[0]!.cards.length, list.total];
    };
    expect(await seen()).toEqual([1, 1, 1]);
    okData(await api(a, { method: 'DELETE', url: `/api/resumes/${c.resumeId}` }));
    expect(await seen()).toEqual([0, 0, 0]);
    expectNotFound(await api(a, { method: 'GET', url: `/api/applications/${c.id}` }));
    okData(await api(a, { method: 'POST', url: `/api/resumes/${c.resumeId}/restore` }));
    expect(await seen()).toEqual([1, 1, 1]);
  });
});

describe('the table', () => {
  it('filters by view, stage and keyword', async () => {
    expect((await table('')).list.map((r) => r.name)).toEqual(['周五', '李四', '孙三', '钱二', '赵一']);
    expect((await table('view=inProcess')).total).toBe(4);
    expect((await table(`stageId=${job.stage('面试').id}`)).list.map((r) => [r.name, r.stage.name])).toEqual([
      ['孙三', '面试'],
      ['钱二', '面试'],
    ]);
    expect((await table(`keyword=${encodeURIComponent('李')}`)).list.map((r) => r.name)).toEqual(['李四']);
    const page = await table('pageSize=2&page=2');
    expect([page.total, page.list.map((r) => r.name)]).toEqual([5, ['孙三', '钱二']]);
    expect(page.counts.eliminated).toBe(1);
  });

  it('offers only the filter flags it can answer, and refuses the others in words', async () => {
    const page = await table('');
    const unavailable = (['hasIntentionTalk', 'hasBackgroundCheck'] as const).filter((f) => !page.flags.includes(f));
    for (const flag of unavailable) expect(expectFailure(await api(a, { method: 'GET', url: `/api/jobs/${job.jobId}/applications?flags=${flag}` }), 400, '40001').message).toContain('暂不可用');
    expectFailure(await api(a, { method: 'GET', url: `/api/jobs/${job.jobId}/applications?flags=nonsense` }), 400, '40001');
  });

  it('counts stages of several jobs for the job list', async () => {
    const other = await jobWithStages(api, a, { name: '空职位' });
    const counts = await stageCountsForJobs(ctx.database.db, a.companyId, [job.jobId, other.jobId]);
    expect(Object.fromEntries(counts.get(job.jobId)!.byStage)).toEqual({ [job.stage('初筛').id]: 2, [job.stage('面试').id]: 2 });
    expect(counts.get(other.jobId)).toEqual({ byStage: new Map(), counts: { inProcess: 0, awaitingEntry: 0, hired: 0, left: 0, eliminated: 0, all: 0 } });
    expect((await stageCountsForJobs(ctx.database.db, b.companyId, [job.jobId])).get(job.jobId)!.counts.all).toBe(0);
  });
});

describe('a job of 5,000 candidates', () => {
  it('answers the board, a stage page and the table quickly', async () => {
    const big = await jobWithStages(api, a, { name: '客服专员' });
    const { db } = ctx.database;
    const stageIds = ['初筛', '用人部门筛选', '面试', '复试', 'Offer'].map((n) => big.stage(n).id);
    const rows = await db
      .insert(resumes)
      .values(Array.from({ length: 5000 }, (_, i) => ({ companyId: a.companyId, name: `候选人${i}`, parseStatus: 1, gender: i % 2 })))
      .returning({ id: resumes.id });
    const start = Date.now() - 5000 * 1000;
    await db.insert(applications).values(
      rows.map((r, i) => ({
        companyId: a.companyId,
        resumeId: r.id,
        jobId: big.jobId,
        stageId: stageIds[i % stageIds.length]!,
        stageEnteredAt: new Date(start + i * 1000),
        outcome: i % 10 === 0 ? 3 : null,
        source: 'import' as const,
      })),
    );
    await ctx.owner.db.execute('analyze applications');

    const timed = async <T>(f: () => Promise<T>): Promise<[T, number]> => {
      const t = performance.now();
      const value = await f();
      return [value, performance.now() - t];
    };
    const [res, boardMs] = await timed(async () => okData<Board>(await api(a, { method: 'GET', url: `/api/jobs/${big.jobId}/board` })));
    expect(res.counts).toMatchObject({ all: 5000, eliminated: 500, inProcess: 4500 });
    expect(res.stages.map((s) => s.count)).toEqual([500, 1000, 1000, 1000, 1000, 0]);
    expect(res.stages[0]!.cards).toHaveLength(20);
    const [page, pageMs] = await timed(async () =>
      okData<BoardStagePage>(await api(a, { method: 'GET', url: `/api/jobs/${big.jobId}/board/${stageIds[0]}?pageSize=50&cursor=${res.stages[0]!.nextCursor}` })),
    );
    expect(page.cards).toHaveLength(50);
    expect(page.cards[0]!.stageEnteredAt < res.stages[0]!.cards.at(-1)!.stageEnteredAt).toBe(true);
    const [list, tableMs] = await timed(async () => okData<ApplicationPage>(await api(a, { method: 'GET', url: `/api/jobs/${big.jobId}/applications?page=50&pageSize=50` })));
    expect(list.total).toBe(5000);
    // About 50, 15 and 30 ms on a laptop; the bounds leave room for a busy CI machine.
    expect(boardMs).toBeLessThan(800);
    expect(pageMs).toBeLessThan(300);
    expect(tableMs).toBeLessThan(800);
  });
});
