import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { APIRequestContext } from 'playwright-core';
import { openBrowser, PHONE, shot } from '../support/browser';
import { apiToken, logIn } from '../support/session';

// Issue 6's journey: HR sets up a process with its own stage and puts the job on it in the job
// form, pushes three candidates from the board to the hiring manager, who screens them in
// /lite/cvscreen on a phone (通过, 未通过, 待定), and HR moves the one who passed to 面试.
// Issue 13's part: the administrator edits the 通知候选人 mail template, HR eliminates the one
// who failed with 通知候选人, and the mail is read in 发送记录 and found in the mailbox.
let hr: Awaited<ReturnType<typeof openBrowser>>;
let hm: Awaited<ReturnType<typeof openBrowser>>;
let admin: Awaited<ReturnType<typeof openBrowser>>;
let token = '';
let jobId = 0;
const stamp = String(Date.now()).slice(-7);
const jobName = `Go后端开发工程师${stamp}`;
const candidates = [
  { name: '上官明哲', mobile: `1371${stamp}`, jobName: 'Go开发工程师', company: '杭州明哲网络科技有限公司' },
  { name: '司马若兰', mobile: `1372${stamp}`, jobName: '后端开发工程师', company: '南京若兰信息技术有限公司' },
  { name: '欧阳景行', mobile: `1373${stamp}`, jobName: '服务端工程师', company: '苏州景行软件有限公司' },
];
const [passed, failed, pending] = candidates as [(typeof candidates)[number], (typeof candidates)[number], (typeof candidates)[number]];
const applicationIds = new Map<string, number>();

async function api<T>(request: APIRequestContext, method: 'get' | 'post', url: string, data?: unknown): Promise<T> {
  const res = await request[method](url, { data, headers: { token, source: '4' } });
  const body = (await res.json()) as { status: number | string; message?: string; data: T };
  if (String(body.status) !== '200') throw new Error(`${method.toUpperCase()} ${url}: ${JSON.stringify(body)}`);
  return body.data;
}

beforeAll(async () => {
  hr = await openBrowser();
  const { request } = hr.page;
  token = await apiToken(request, 'hr@demo.bole.cn', 'bole2026');
  const accounts = await api<{ id: number; userName: string }[]>(request, 'get', '/api/company/accounts/options');
  const manager = accounts.find((a) => a.userName === '王建国');
  expect(manager).toBeDefined();
  jobId = (await api<{ id: number }>(request, 'post', '/api/jobs', { name: jobName, userPersonAccountIds: [manager!.id] })).id;
  for (const c of candidates) {
    const resume = await api<{ id: number }>(request, 'post', '/api/resumes', {
      name: c.name,
      mobile: c.mobile,
      email: `${c.mobile}@example.com`,
      workCity: '杭州',
      workExperiences: [{ companyName: c.company, jobName: c.jobName, workTime: '2019.07-至今', workContent: '负责高并发服务的设计与开发' }],
    });
    applicationIds.set(c.name, (await api<{ id: number }>(request, 'post', '/api/applications', { resumeId: resume.id, jobId })).id);
  }
  await logIn(hr.page, 'hr@demo.bole.cn', 'bole2026');
  await hr.page.waitForURL('**/home');
});
afterAll(async () => {
  await hr?.close();
  await hm?.close();
  await admin?.close();
});

describe('recruiting process journey', () => {
  it('HR adds an interview stage to the library and builds a process with it', async () => {
    const page = hr.page;
    await page.goto('/user/manage/recruitstage');
    await expect.poll(() => page.getByRole('switch', { name: '启用「用人部门筛选」' }).isVisible()).toBe(true);
    // The library's first screening and interview stages are required.
    expect(await page.getByRole('switch', { name: '启用「初筛」' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: '新增阶段' }).click();
    const dialog = page.getByRole('dialog', { name: '新增阶段' });
    await dialog.getByLabel('阶段名称').fill('技术复试');
    await dialog.getByText('面试', { exact: true }).click();
    await expect.poll(() => dialog.getByRole('checkbox', { name: /安排面试/ }).isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: '发起测评' }).uncheck();
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => page.getByRole('switch', { name: '启用「技术复试」' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('row', { name: /技术复试/ }).getByText('安排面试、推荐给用人部门、添加面试评价、通知候选人').isVisible()).toBe(true);
    await shot(page, 'process-01-stages');

    await page.goto('/user/manage/recruitprocess');
    await expect.poll(() => page.getByRole('article', { name: '社招标准流程' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: '新建流程' }).click();
    const drawer = page.getByRole('dialog', { name: '新建流程' });
    await drawer.getByLabel('流程名称').fill('技术岗招聘流程');
    await drawer.getByRole('switch', { name: '「技术复试」加入流程' }).click();
    // 技术复试 comes right after 面试: above 复试, Offer and 体检.
    for (let i = 0; i < 3; i += 1) await drawer.getByRole('button', { name: '上移「技术复试」' }).click();
    await expect.poll(() => drawer.getByLabel('流程预览').textContent()).toBe('初筛用人部门筛选面试技术复试复试Offer体检');
    await shot(page, 'process-02-editor');
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    const card = page.getByRole('article', { name: '技术岗招聘流程' });
    await expect.poll(() => card.isVisible()).toBe(true);
    await expect.poll(() => card.getByRole('listitem').allTextContents()).toEqual(['1初筛初筛', '2用人部门筛选初筛', '3面试面试', '4技术复试面试', '5复试面试', '6OfferOffer', '7体检待定']);

    // The job moves onto the new process in the job form (its candidates all stand in 初筛, which it keeps).
    await page.goto(`/job/list?keyword=${encodeURIComponent(jobName)}`);
    await page.getByRole('row', { name: new RegExp(jobName) }).getByRole('button', { name: '编辑' }).click();
    const jobDrawer = page.getByRole('dialog', { name: `编辑职位 - ${jobName}` });
    await jobDrawer.getByRole('combobox', { name: '招聘流程' }).click();
    await page.getByTitle('技术岗招聘流程').click();
    await jobDrawer.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => jobDrawer.isVisible()).toBe(false);
    await page.goto('/user/manage/recruitprocess');
    await expect.poll(() => card.getByText('1 个职位使用').isVisible()).toBe(true);
    await shot(page, 'process-03-processes');
  });

  it('HR pushes the three candidates to the hiring manager from the board', async () => {
    const page = hr.page;
    await page.goto(`/recruit/job?jobId=${jobId}`);
    await expect.poll(() => page.getByRole('region', { name: '初筛，3人' }).isVisible()).toBe(true);
    for (const c of candidates) await page.getByRole('checkbox', { name: `选择${c.name}` }).check();
    await page.getByRole('region', { name: '批量操作' }).getByRole('button', { name: '推荐给用人部门' }).click();
    const dialog = page.getByRole('dialog', { name: '推荐给用人部门' });
    // The job's hiring manager is the default recipient.
    await expect.poll(() => dialog.getByText('王建国').isVisible()).toBe(true);
    await dialog.getByLabel('推荐语').fill('三位候选人后端基础扎实，请尽快筛选');
    await dialog.getByRole('button', { name: /推\s*荐/ }).click();
    await expect.poll(() => page.getByText('已推荐 3 位候选人给用人部门').first().isVisible()).toBe(true);
    for (const id of applicationIds.values()) {
      const pushes = await api<{ feedback: number }>(page.request, 'get', `/api/applications/${id}/recommendations`);
      expect(pushes.feedback).toBe(1);
    }
  });

  it('the hiring manager screens them on a phone: one passed, one failed, one pending', async () => {
    hm = await openBrowser({ width: 390, height: 844 }, PHONE);
    const page = hm.page;
    const hmToken = await apiToken(page.request, 'hm@demo.bole.cn', 'bole2026');
    const awaiting = async () => {
      const res = await page.request.get('/api/screening?feedback=1&pageSize=1', { headers: { token: hmToken, source: '4' } });
      return ((await res.json()) as { data: { total: number } }).data.total;
    };
    // The menu entry's name carries the count of resumes awaiting him (none: the title alone).
    const screeningEntry = (count: number) => page.getByRole('menuitem', { name: count > 0 ? `简历筛选 ${count > 99 ? '99+' : count}` : '简历筛选', exact: true });
    const waiting = await awaiting();
    expect(waiting).toBeGreaterThanOrEqual(3);
    await logIn(page, 'hm@demo.bole.cn', 'bole2026');
    // With resumes to screen he lands on 简历筛选, not on the 面试安排 that holds nothing yet.
    await page.waitForURL('**/lite/cvscreen');
    await page.getByRole('button', { name: '打开菜单' }).click();
    await expect.poll(() => screeningEntry(waiting).isVisible()).toBe(true);
    await shot(page, 'process-04a-lite-menu');
    await screeningEntry(waiting).click();
    // The demo company has pushed other resumes to him too: the job's filter keeps ours.
    await page.goto(`/lite/cvscreen?jobId=${jobId}`);
    await expect.poll(() => page.getByRole('article', { name: new RegExp(`，${jobName}$`) }).count()).toBe(3);
    await shot(page, 'process-04-cvscreen');

    const answer = async (name: string, choice: '通过' | '未通过' | '待定', comment?: string) => {
      const card = page.getByRole('article', { name: `${name}，${jobName}` });
      await card.getByRole('group', { name: `筛选 ${name}` }).getByRole('button', { name: choice, exact: true }).click();
      if (comment) await card.getByLabel('反馈意见').fill(comment);
      await card.getByRole('button', { name: `提交反馈：${choice}` }).click();
      // Answered, the card leaves 待反馈.
      await expect.poll(() => card.count()).toBe(0);
    };
    await answer(passed.name, '通过', 'Go 经验扎实，建议安排面试');
    await answer(failed.name, '未通过', '项目经验与岗位差距较大');
    await answer(pending.name, '待定');
    await expect.poll(() => page.getByText('该职位下没有符合条件的简历').isVisible()).toBe(true);
    // His answers took three off the menu's count.
    await page.getByRole('button', { name: '打开菜单' }).click();
    await expect.poll(() => screeningEntry(waiting - 3).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => screeningEntry(waiting - 3).isVisible()).toBe(false);

    await page.getByRole('radiogroup', { name: '反馈状态' }).getByText('通过', { exact: true }).click();
    await expect.poll(() => page.getByRole('article', { name: `${passed.name}，${jobName}` }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Go 经验扎实，建议安排面试', { exact: false }).isVisible()).toBe(true);
    expect(await page.getByRole('article', { name: `${failed.name}，${jobName}` }).count()).toBe(0);
    await page.getByRole('radiogroup', { name: '反馈状态' }).getByText('待定', { exact: true }).click();
    await expect.poll(() => page.getByRole('article', { name: `${pending.name}，${jobName}` }).isVisible()).toBe(true);
    await shot(page, 'process-05-cvscreen-answered');
  });

  it('HR moves the one who passed to the interview stage on the board', async () => {
    const page = hr.page;
    await page.goto(`/recruit/job?jobId=${jobId}`);
    const column = (name: string, count: number) => page.getByRole('region', { name: `${name}，${count}人` });
    await expect.poll(() => column('初筛', 3).isVisible()).toBe(true);
    // The board runs on the job's process, 技术复试 included.
    await expect.poll(() => column('技术复试', 0).isVisible()).toBe(true);
    await shot(page, 'process-06-board');

    const card = page.getByRole('article', { name: `${passed.name}，初筛` });
    await card.hover();
    await card.getByRole('button', { name: `${passed.name}的更多操作` }).click();
    await page.getByRole('menuitem', { name: '移动到其他阶段…' }).click();
    const dialog = page.getByRole('dialog', { name: `移动${passed.name}到阶段` });
    await dialog.getByText('面试', { exact: true }).click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();

    await expect.poll(() => column('面试', 1).isVisible()).toBe(true);
    await expect.poll(() => column('初筛', 2).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('article', { name: `${passed.name}，面试` }).isVisible()).toBe(true);
    const application = await api<{ stage: { name: string; type: number }; outcome: number | null }>(page.request, 'get', `/api/applications/${applicationIds.get(passed.name)}`);
    expect(application).toMatchObject({ stage: { name: '面试', type: 2 }, outcome: null });
    await shot(page, 'process-07-moved');
  });

  it('an administrator changes 通用招聘设置 and it holds', async () => {
    admin = await openBrowser();
    const page = admin.page;
    await logIn(page, 'admin@demo.bole.cn', 'bole2026');
    await page.waitForURL('**/home');
    await page.goto('/user/seting/recruit');
    const notify = page.getByRole('switch', { name: '淘汰时默认通知候选人' });
    await expect.poll(() => notify.getAttribute('aria-checked')).toBe('false');
    await notify.click();
    await page.getByText('恢复候选人，回到原阶段').click();
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => page.getByText('通用招聘设置已保存').first().isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: '淘汰时默认通知候选人' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('radio', { name: '恢复候选人，回到原阶段' }).isChecked()).toBe(true);
    await shot(page, 'process-08-settings');
  });

  it('the administrator words the 通知候选人 mail in 邮件模板', async () => {
    const page = admin.page;
    await page.goto('/user/template/email?type=4');
    const subject = page.getByLabel('邮件主题');
    await expect.poll(() => subject.inputValue()).toContain('${jobName}');
    await subject.fill('【${companyName}】${jobName}职位应聘结果');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => page.getByText('模板已保存').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: /^通知候选人\s*已自定义$/ }).isVisible()).toBe(true);
    await shot(page, 'process-09-template');
  });

  it('HR eliminates the one who failed, notifying him, and the mail is sent', async () => {
    const page = hr.page;
    await page.goto(`/recruit/job?jobId=${jobId}`);
    const card = page.getByRole('article', { name: `${failed.name}，初筛` });
    await expect.poll(() => card.isVisible()).toBe(true);
    await card.hover();
    await card.getByRole('button', { name: `${failed.name}的更多操作` }).click();
    await page.getByRole('menuitem', { name: '淘汰' }).click();
    const dialog = page.getByRole('dialog', { name: `淘汰${failed.name}` });
    await dialog.getByRole('textbox', { name: '补充说明（选填）' }).fill('分布式系统经验不足');
    // 通用招聘设置 now ticks 通知候选人 by default; the notice goes out at once.
    expect(await dialog.getByRole('checkbox', { name: '通知候选人' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('radio', { name: '立即发送' }).isChecked()).toBe(true);
    await shot(page, 'process-10-eliminate-notify');
    await dialog.getByRole('button', { name: '确认淘汰' }).click();
    await expect.poll(() => page.getByText(`已淘汰${failed.name}`).first().isVisible()).toBe(true);

    // The mail server on loopback received it.
    const to = `${failed.mobile}@example.com`;
    const mails = () => fs.readdirSync(inject('mailDir')).map((f) => fs.readFileSync(path.join(inject('mailDir'), f), 'utf8'));
    await expect.poll(() => mails().some((m) => m.includes(`To: ${to}`)), { timeout: 15_000 }).toBe(true);
  });

  it('the administrator reads the sent mail in 发送记录', async () => {
    const page = admin.page;
    const to = `${failed.mobile}@example.com`;
    await page.goto('/user/seting/email?tab=outbox');
    await page.getByPlaceholder('收件人邮箱、手机号或账号').fill(to);
    await page.getByPlaceholder('收件人邮箱、手机号或账号').press('Enter');
    const open = page.getByRole('button', { name: `查看发给${to}的消息` });
    await expect.poll(() => open.isVisible()).toBe(true);
    await expect.poll(() => page.getByText('已发送').first().isVisible(), { timeout: 15_000 }).toBe(true);
    await open.click();
    const drawer = page.getByRole('dialog', { name: '消息详情' });
    await expect.poll(() => drawer.getByText(`【伯乐示例科技有限公司】${jobName}职位应聘结果`).first().isVisible()).toBe(true);
    await shot(page, 'process-11-outbox');
  });
});
