// Issue 11 item 10: a NUL byte in any text field (login and forget included, before any
// login) answered 500 and logged the failing SQL with its parameters; a deeply nested
// approval flow overflowed the stack. Now every request's strings are refused with a 400 when
// they hold control characters, nesting is capped before any schema runs, and a 500's log
// line names the fault without the query's values.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inProcessJobs } from '../../src/platform/jobs/in-process';
import { expectFailure, okData, twoCompanies, type Api } from '../company/fixtures';
import { appWithLog, call, type Session, type TestContext } from '../helpers';
import { resumeBody } from '../resumes/fixtures';

let ctx: TestContext;
let api: Api;
let a: Session;
beforeAll(async () => {
  ({ ctx, api, a } = await twoCompanies());
});

/** The 400 of a control character, naming the field. */
function refusedControl(res: Awaited<ReturnType<Api>>, field: string) {
  const body = expectFailure(res, 400, '40008');
  expect(body).toEqual({ status: '40008', message: '不能包含控制字符', data: { fields: [{ field, message: '不能包含控制字符' }] } });
}

describe('control characters', () => {
  it('are refused with a 400 on the public login and forget routes, before any query', async () => {
    const anonymous = (url: string, payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url, payload });
    refusedControl(await anonymous('/api/auth/login', { account: 'hr\u0000@example.com', password: 'bole2026x' }), 'account');
    refusedControl(await anonymous('/api/auth/login', { account: 'hr@example.com', password: 'bole\u00002026' }), 'password');
    refusedControl(await anonymous('/api/auth/password/forget', { account: '1380000\u00000000' }), 'account');
    refusedControl(await anonymous('/api/auth/password/forget', { account: 'hr\u001b@example.com' }), 'account');
  });

  it('are refused in a resume name, a nested field, a job title, a query string, a route parameter and a key', async () => {
    refusedControl(await api(a, { method: 'POST', url: '/api/resumes', payload: resumeBody({ name: '陈\u0000思远' }) }), 'name');
    const educations = [{ graduationSchool: '浙江\u0007大学', degree: '本科', professional: '软件工程', eduTime: '2010.09-2014.06' }];
    refusedControl(await api(a, { method: 'POST', url: '/api/resumes', payload: resumeBody({ educations }) }), 'educations.0.graduationSchool');
    refusedControl(await api(a, { method: 'POST', url: '/api/jobs', payload: { name: 'Java开发\u0000工程师' } }), 'name');
    refusedControl(await api(a, { method: 'POST', url: '/api/jobs', payload: { name: 'Java开发\u007f工程师' } }), 'name');
    refusedControl(await api(a, { method: 'GET', url: '/api/resumes?keyword=%00' }), 'keyword');
    refusedControl(await api(a, { method: 'GET', url: '/api/portal/abc%00' }), 'slug');
    refusedControl(await api(a, { method: 'POST', url: '/api/resumes', payload: resumeBody({ customFields: { 'x\u0000': '1' } }) }), 'customFields.x\u0000');
  });

  it('lets tabs and line breaks through', async () => {
    const workExperiences = [{ companyName: '杭州云栖网络科技有限公司', jobName: '高级Java工程师', workTime: '2018.03-至今', workContent: '负责订单系统\r\n\t- 架构设计\n\t- 性能优化' }];
    okData(await api(a, { method: 'POST', url: '/api/resumes', payload: resumeBody({ workExperiences }) }));
  });
});

describe('nesting', () => {
  /** A flow whose condition nodes hold each other `levels` deep. */
  function nestedFlow(levels: number) {
    let nodes: unknown[] = [{ id: 'a0', type: 'approver', name: '部门审批', assignee: { type: 'user', accountIds: [a.accountId] }, mode: 'any' }];
    for (let i = 0; i < levels; i += 1) {
      const many = { id: `m${i}`, name: '人数较多', isDefault: false, conditions: [{ field: 'headcount', op: 'gte', value: 5 }], nodes };
      nodes = [{ id: `c${i}`, type: 'condition', name: '条件', branches: [many, { id: `d${i}`, name: '其他情况', isDefault: true, conditions: [], nodes: [] }] }];
    }
    return { nodes };
  }

  it('a 500-level nested approval flow answers 400, not a stack overflow', async () => {
    const res = await api(a, { method: 'PUT', url: '/api/approval-flows/job', payload: nestedFlow(500) });
    expect(expectFailure(res, 400, '40009').message).toBe('请求内容嵌套过深');
    // Deep plain arrays too, on a public route.
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: `{"account":${deep},"password":"x"}` });
    expectFailure(anonymous, 400, '40009');
    // Depth a real flow needs stays open: three levels of conditions are checked by the flow's own rules.
    expect((await api(a, { method: 'PUT', url: '/api/approval-flows/job', payload: nestedFlow(3) })).statusCode).toBe(200);
  });
});

describe('the log of a 500', () => {
  let lines: string[] = [];
  let app: TestContext['app'];
  beforeAll(async () => {
    ({ app, lines } = await appWithLog(ctx, 'info'));
    // A failing insert, as a broken database would fail it (the trigger is made by the tables' owner).
    await ctx.owner.db.execute(
      sql.raw(`create function item10_fail() returns trigger language plpgsql as $$ begin raise exception 'simulated failure'; end $$;
        create trigger item10_fail before insert on resumes for each row execute function item10_fail();`),
    );
  });
  afterAll(async () => {
    await ctx.owner.db.execute(sql.raw('drop trigger if exists item10_fail on resumes; drop function if exists item10_fail()'));
    await app?.close();
  });

  it('names the error, its code, the route and the request, but no value of the query', async () => {
    const body = resumeBody({ name: '欧阳秘密', email: 'ouyang.secret@example.com' });
    const res = await call(app, a, { method: 'POST', url: '/api/resumes?source=item10-secret', payload: body });
    expectFailure(res, 500, '50000');
    const log = lines.join('');
    const failure = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'unhandled error');
    expect(failure).toMatchObject({ level: 50, method: 'POST', route: '/api/resumes', reqId: expect.any(String), error: { cause: { code: 'P0001' } } });
    for (const secret of ['欧阳秘密', 'ouyang.secret@example.com', String(body.mobile), 'item10-secret', 'params:', 'insert into']) expect(log).not.toContain(secret);
  });
});

describe('the log of a failed background job', () => {
  it('names the error and its SQLSTATE, never the values of the query', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const jobs = inProcessJobs();
      await jobs.work('item10-secret-job', async () => {
        await ctx.database.db.execute(sql`select ${'欧阳秘密13800138000'}::int`);
      });
      await jobs.send('item10-secret-job', {});
      await jobs.stop();
      const logged = warn.mock.calls.map((c) => c.join(' ')).join('\n');
      expect(logged).toContain('后台任务 item10-secret-job 失败');
      expect(logged).toContain('22P02');
      expect(logged).not.toContain('欧阳秘密');
      expect(logged).not.toContain('13800138000');
    } finally {
      warn.mockRestore();
    }
  });
});
