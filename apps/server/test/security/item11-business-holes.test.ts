// Issue 11 item 11, the silent business holes: an approval whose approvers were all disabled
// passed on its own; a portal applicant whose file the company already held lost what he typed,
// and was refused with 404 when that resume sat in the recycle bin.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { portalApplications } from '../../src/modules/portal/tables';
import { companies } from '../../src/modules/company/tables';
import { applications } from '../../src/modules/applications/tables';
import { resumes } from '../../src/modules/resumes/tables';
import { act, addAccount, approve, box, detail, okData, people, saveFlow, setup, submitAs, type Session, type Setup } from '../approvals/fixtures';
import { createJob } from '../jobs/fixtures';

let s: Setup;
let hr: Session;
let lead: Session;
let admin: Session;

beforeAll(async () => {
  s = await setup();
  hr = await addAccount(s.ctx, s.a.companyId, 2);
  lead = await addAccount(s.ctx, s.a.companyId, 3);
  admin = await addAccount(s.ctx, s.a.companyId, 8);
});

describe('an approval whose approvers are all disabled', () => {
  it('waits for the administrators instead of passing, and the applicant and they see why', async () => {
    await saveFlow(s, 'demand', [people('部门主管审批', [lead.accountId])]);
    okData(await s.api(s.a, { method: 'PATCH', url: `/api/company/accounts/${lead.accountId}`, payload: { status: 2 } }));

    const { approvalId, status } = await submitAs(s, hr, {}, 'demand', '华东区销售代表');
    expect(status).toBe('pending');
    const held = '所选成员均已停用或不存在，等待管理员处理';
    const mine = (await box(s, hr, 'mine')).list.find((r) => r.id === approvalId);
    expect(mine).toMatchObject({ status: 'pending', currentStep: '部门主管审批', heldReason: held });
    expect(mine!.currentApprovers).toHaveLength(2);

    // Every administrator (the super administrator and 管理员) has it waiting, on the home page too.
    for (const who of [s.a, admin]) {
      expect((await box(s, who, 'pending')).list.find((r) => r.id === approvalId)).toMatchObject({ heldReason: held });
      const cards = okData<{ cards: { key: string; count: number }[] }>(await s.api(who, { method: 'GET', url: '/api/home/todos' })).cards;
      expect(cards.find((c) => c.key === 'approvals')!.count).toBeGreaterThanOrEqual(1);
    }
    const d = await detail(s, hr, approvalId);
    expect(d.rounds[0]!.steps[0]).toMatchObject({ status: 'active', mode: 'any', note: held });
    expect(d.actions.map((a) => [a.action, a.comment])).toEqual([
      ['submit', null],
      ['transfer', `${held}，已转交管理员`],
    ]);
    // The applicant cannot decide it himself.
    expect((await act(s, hr, approvalId, 'approve')).statusCode).toBe(403);

    // One administrator decides for all of them.
    const decided = await approve(s, admin, approvalId, '主管已离职，代为审批');
    expect(decided).toMatchObject({ status: 'approved', heldReason: null });
    expect(decided.rounds[0]!.steps[0]!.tasks.map((t) => t.status).sort()).toEqual(['approved', 'cancelled']);
  });

  it('still skips a step that names nobody at all', async () => {
    await saveFlow(s, 'job', [{ id: 'h1', type: 'approver', name: '部门负责人审批', mode: 'any', assignee: { type: 'deptHead', level: 5, of: 'applicant' } }]);
    expect((await submitAs(s, hr, {}, 'job')).status).toBe('approved');
  });
});

describe('a portal applicant whose file the company already holds', () => {
  let slug: string;
  let java: number;
  let design: number;
  let phone = 13900139000;
  const apply = (job: number, fields: Record<string, string>, file: { name: string; content: Buffer }) => {
    const boundary = '----bolePortalHoles';
    const parts: Buffer[] = Object.entries({ consent: 'true', ...fields }).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/plain\r\n\r\n`), file.content, Buffer.from(`\r\n--${boundary}--\r\n`));
    return s.ctx.app.inject({ method: 'POST', url: `/api/portal/${slug}/jobs/${job}/apply`, payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  };
  const person = (name: string) => ({ name, mobile: String((phone += 1)), email: `cand${phone}@example.com` });
  const resumeRow = async (id: number) => (await s.ctx.database.db.select().from(resumes).where(eq(resumes.id, id)))[0]!;
  const records = async (id: number) =>
    okData<{ list: { action: string; changes: { field: string; label: string; before: string | null; after: string | null }[]; note: string | null }[] }>(
      await s.api(s.a, { method: 'GET', url: `/api/resumes/${id}/records?page=1&pageSize=50` }),
    ).list;

  beforeAll(async () => {
    slug = (await s.ctx.database.db.select({ slug: companies.slug }).from(companies).where(eq(companies.id, s.a.companyId)))[0]!.slug;
    java = await createJob(s.api, s.a, { name: 'Java开发工程师' });
    design = await createJob(s.api, s.a, { name: 'UI设计师' });
  });

  it('keeps what he typed: empty fields filled, differing ones recorded for HR, and he enters the job', async () => {
    const file = { name: '简历.txt', content: Buffer.from(`苏婉清\n求职意向：Java开发\n${Date.now()}\n`, 'utf8') };
    const first = person('苏婉清');
    const stored = okData<{ resumeId: number }>(await apply(java, first, file));
    // The resume as HR keeps it has no e-mail.
    await s.ctx.database.db.update(resumes).set({ email: null }).where(eq(resumes.id, stored.resumeId));

    const again = person('苏婉清');
    const answer = okData<{ resumeId: number; applicationId: number; created: boolean }>(await apply(design, again, file));
    expect(answer).toMatchObject({ resumeId: stored.resumeId, created: true });
    const resume = await resumeRow(stored.resumeId);
    // The empty e-mail takes his; the stored mobile stays, his is on record.
    expect(resume).toMatchObject({ email: again.email, mobile: first.mobile, name: '苏婉清' });
    const update = (await records(stored.resumeId)).find((r) => r.action === 'update')!;
    expect(update.changes).toEqual(
      expect.arrayContaining([
        { field: 'email', label: '邮箱', before: null, after: again.email },
        { field: 'mobile', label: '手机号（候选人填写，未覆盖）', before: first.mobile, after: again.mobile },
      ]),
    );
    expect(update.note).toContain('请核对');
    const [application] = await s.ctx.database.db.select().from(applications).where(eq(applications.id, answer.applicationId));
    expect(application).toMatchObject({ resumeId: stored.resumeId, jobId: design, source: 'portal' });
  });

  it('brings a resume back from the recycle bin and lets him apply', async () => {
    const file = { name: '个人简历.txt', content: Buffer.from(`韩子墨\n设计作品集\n${Date.now()}\n`, 'utf8') };
    const stored = okData<{ resumeId: number }>(await apply(java, person('韩子墨'), file));
    okData(await s.api(s.a, { method: 'DELETE', url: `/api/resumes/${stored.resumeId}` }));
    expect((await resumeRow(stored.resumeId)).deletedAt).not.toBeNull();

    const answer = okData<{ id: number; resumeId: number; applicationId: number }>(await apply(design, person('韩子墨'), file));
    expect(answer.resumeId).toBe(stored.resumeId);
    expect((await resumeRow(stored.resumeId)).deletedAt).toBeNull();
    const [kept] = await s.ctx.database.db.select().from(portalApplications).where(eq(portalApplications.id, answer.id));
    expect(kept).toMatchObject({ resumeId: stored.resumeId, jobId: design, applicationId: answer.applicationId });
    expect((await records(stored.resumeId)).map((r) => r.action)).toContain('restore');
  });
});
