import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { openBrowser, PHONE, shot } from '../support/browser';
import { apiToken, logIn } from '../support/session';

// Issue 14's journey, one interview day: HR arranges a two-interviewer interview in a meeting
// room from the recruiting board, and a second one in the same room at the same time is
// refused; for another candidate HR offers self-scheduling slots, the candidate opens the link
// from his mail on a phone and picks one; the front desk signs him in and calls him to the room;
// both interviewers evaluate, the lead passes him and HR moves him on to the next stage.
// Screenshots: the calendar's week view, the front desk's queue, the evaluations side by side.
// The front desk works on today (China time), so the candidate picks a time today: a run that
// starts after about 23:25 China time finds no time left today and fails at the slot search.
type Browser = Awaited<ReturnType<typeof openBrowser>>;
let hr: Browser;
let token = '';
let jobId = 0;
const stamp = String(Date.now()).slice(-7);
const jobName = `面试日Java工程师${stamp}`;
// The first is arranged in a room; the second picks his own time and goes through the day.
const arranged = { name: '慕容云舒', mobile: `1391${stamp}` };
const chooser = { name: '诸葛明轩', mobile: `1392${stamp}` };
const email = (c: { mobile: string }) => `${c.mobile}@example.com`;
const applicationIds = new Map<string, number>();
const accountIds = { lead: 0, second: 0 };
const ROOM = '伯乐厅';
const SMALL_ROOM = '小会议室A';
// The job's interviewers: 王建国 (用人经理, lite, the lead) and 林晓雯 (管理员).
const LEAD = { name: '王建国', account: 'hm@demo.bole.cn' };
const SECOND = { name: '林晓雯', account: 'manager@demo.bole.cn' };
const PASSWORD = 'bole2026';

/** The China day (YYYY-MM-DD) of an instant, whatever this process's zone. */
const chinaDay = (at: number | string) => new Date(new Date(at).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
/** HH:mm in China time. */
const chinaClock = (at: number | string) => new Date(new Date(at).getTime() + 8 * 3_600_000).toISOString().slice(11, 16);

async function api<T>(request: APIRequestContext, method: 'get' | 'post' | 'put', url: string, data?: unknown, as = token): Promise<T> {
  const res = await request[method](url, { data, headers: { token: as, source: '4' } });
  const body = (await res.json()) as { status: number | string; message?: string; data: T };
  if (String(body.status) !== '200') throw new Error(`${method.toUpperCase()} ${url}: ${JSON.stringify(body)}`);
  return body.data;
}

/** The mails the loopback mail server took, decoded enough to read links (quoted-printable and base64 parts). */
function mailsTo(to: string): string[] {
  const dir = inject('mailDir');
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((m) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(m))
    .map((m) => {
      const base64 = [...m.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map((p) => Buffer.from(p[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'));
      const quoted = m.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_s, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return [quoted, ...base64].join('\n');
    });
}

/** Types a time into an antd date picker, as a person can, and checks it took. */
async function setPicker(picker: Locator, value: string): Promise<void> {
  await picker.click();
  await picker.fill(value);
  await picker.press('Enter');
  await expect.poll(() => picker.inputValue()).toBe(value);
  await expect.poll(() => picker.page().locator('.ant-picker-dropdown:visible').count()).toBe(0);
}

/** Picks an option of an antd select by its text and waits for the list to close. */
async function choose(select: Locator, option: string): Promise<void> {
  await select.click();
  const page = select.page();
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

/** The form item (label, control and its chosen values) holding a control. */
const fieldOf = (control: Locator) => control.locator(`xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-form-item ")][1]`);

/** Fills the template 通用面试评价 (four 1-5 scores, 推荐意见, 综合评语) and submits it. */
async function evaluate(page: Page, scores: number[], recommendation: string, summary: string): Promise<void> {
  const form = page.getByRole('form', { name: '填写面试评价' });
  await expect.poll(() => form.isVisible()).toBe(true);
  // antd draws its own radio buttons over hidden inputs: a person clicks the labels.
  for (const [i, title] of ['专业能力', '沟通表达', '逻辑思维', '职业素养'].entries()) {
    await form.getByRole('radiogroup', { name: `${title}（1-5分）` }).getByText(String(scores[i]), { exact: true }).click();
  }
  await form.getByRole('radiogroup', { name: '推荐意见' }).getByText(recommendation, { exact: true }).click();
  await form.getByRole('textbox', { name: '综合评语' }).fill(summary);
  await form.getByRole('button', { name: '提交评价' }).click();
  await expect.poll(() => page.getByText('评价已提交').first().isVisible()).toBe(true);
}

beforeAll(async () => {
  hr = await openBrowser();
  const { request } = hr.page;
  token = await apiToken(request, 'hr@demo.bole.cn', PASSWORD);
  const accounts = await api<{ id: number; userName: string }[]>(request, 'get', '/api/company/accounts/options');
  const idOf = (name: string) => {
    const found = accounts.find((a) => a.userName === name);
    if (!found) throw new Error(`no account ${name} in the demo company`);
    return found.id;
  };
  const lead = idOf(LEAD.name);
  const second = idOf(SECOND.name);
  Object.assign(accountIds, { lead, second });
  jobId = (await api<{ id: number }>(request, 'post', '/api/jobs', { name: jobName, userPersonAccountIds: [lead], interviewAccountIds: [lead, second] })).id;
  // Both interviewers keep round-the-clock hours in 日程设置, so today has free slots whatever the hour the run starts.
  const allDay = { days: Array.from({ length: 7 }, () => [{ start: '00:00', end: '24:00' }]) };
  for (const accountId of [lead, second]) await api(request, 'put', '/api/calendar/settings', { accountId, workingHours: allDay });
  for (const c of [arranged, chooser]) {
    const resume = await api<{ id: number }>(request, 'post', '/api/resumes', {
      name: c.name,
      mobile: c.mobile,
      email: email(c),
      workCity: '北京',
      workExperiences: [{ companyName: '北京云舒软件有限公司', jobName: 'Java开发工程师', workTime: '2018.07-至今', workContent: '负责订单与支付系统的设计与开发' }],
    });
    applicationIds.set(c.name, (await api<{ id: number }>(request, 'post', '/api/applications', { resumeId: resume.id, jobId })).id);
  }
  // Both already passed screening: they stand in the 面试 stage.
  const board = await api<{ stages: { id: number; name: string }[] }>(request, 'get', `/api/jobs/${jobId}/board`);
  const interviewStage = board.stages.find((s) => s.name === '面试');
  expect(interviewStage).toBeDefined();
  const moved = await api<{ done: number[] }>(request, 'post', '/api/applications/bulk-move', { ids: [...applicationIds.values()], stageId: interviewStage!.id });
  expect(moved.done).toHaveLength(2);
  await logIn(hr.page, 'hr@demo.bole.cn', PASSWORD);
  await hr.page.waitForURL('**/home');
});
// A failed step leaves HR's page for a person to look at.
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await shot(hr.page, 'interview-day-failed').catch(() => undefined);
});
afterAll(async () => {
  await hr?.close();
});

describe('an interview day', () => {
  let arrangedStart = '';
  let interviewId = 0;
  let queueNumber = 0;
  let offeredCount = 0;

  it('HR arranges a two-interviewer interview in a meeting room from the board', async () => {
    const page = hr.page;
    // The demo company has interviews of its own today: the first full hour when both
    // interviewers and the room are free (what 让候选人自选时间 finds too) is the time asked for.
    const now = Date.now();
    const calendar = await api<{ rooms: { id: number; name: string }[] }>(page.request, 'get', `/api/interviews/calendar?from=${encodeURIComponent(new Date(now).toISOString())}&to=${encodeURIComponent(new Date(now + 86_400_000).toISOString())}`);
    const room = calendar.rooms.find((r) => r.name === ROOM);
    expect(room).toBeDefined();
    const free = await api<{ startAt: string }[]>(page.request, 'post', '/api/interviews/free-slots', {
      interviewerIds: [accountIds.lead, accountIds.second],
      durationMinutes: 60,
      fromDay: chinaDay(now),
      toDay: chinaDay(now + 86_400_000),
      meetingRoomId: room!.id,
      applicationId: applicationIds.get(arranged.name),
      stepMinutes: 60,
    });
    // A few minutes ahead, so that it is still to come when saved.
    const hour = free.find((s) => Date.parse(s.startAt) > now + 5 * 60_000);
    expect(hour).toBeDefined();
    await page.goto(`/recruit/job?jobId=${jobId}`);
    await expect.poll(() => page.getByRole('region', { name: '面试，2人' }).isVisible()).toBe(true);
    // An interview stage's card leads with 安排面试.
    await page.getByRole('button', { name: `${arranged.name}：安排面试` }).click();
    const dialog = page.getByRole('dialog', { name: '安排面试' });
    await expect.poll(() => dialog.getByText(`候选人：${arranged.name}`).isVisible()).toBe(true);
    // The job's two interviewers are filled in, the first as the lead.
    const interviewers = fieldOf(dialog.getByRole('combobox', { name: '面试官', exact: true }));
    await expect.poll(() => interviewers.textContent()).toContain(LEAD.name);
    await expect.poll(() => interviewers.textContent()).toContain(SECOND.name);
    await setPicker(dialog.getByRole('textbox', { name: '面试时间' }), `${chinaDay(hour!.startAt)} ${chinaClock(hour!.startAt)}`);
    await choose(dialog.getByRole('combobox', { name: '会议室' }), `${ROOM} · 12人`);
    await expect.poll(() => dialog.getByRole('complementary', { name: '时间冲突' }).getByText('无冲突', { exact: false }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: '安排面试' }).click();
    await expect.poll(() => page.getByText(`已为${arranged.name}安排面试`).first().isVisible()).toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(false);

    const list = await api<{ list: { id: number; startAt: string; durationMinutes: number; meetingRoomName: string | null; interviewers: { name: string; isLead: boolean }[] }[] }>(
      page.request,
      'get',
      `/api/interviews?applicationId=${applicationIds.get(arranged.name)}`,
    );
    expect(list.list).toHaveLength(1);
    const [first] = list.list;
    expect(first).toMatchObject({ durationMinutes: 60, meetingRoomName: ROOM });
    expect(first!.interviewers.map((p) => p.name).sort()).toEqual([LEAD.name, SECOND.name].sort());
    expect(first!.interviewers.find((p) => p.isLead)?.name).toBe(LEAD.name);
    expect(Date.parse(first!.startAt)).toBe(Date.parse(hour!.startAt));
    arrangedStart = first!.startAt;
  });

  it('a second interview in the same room at the same time is refused', async () => {
    const page = hr.page;
    await page.getByRole('button', { name: `${chooser.name}：安排面试` }).click();
    const dialog = page.getByRole('dialog', { name: '安排面试' });
    await expect.poll(() => dialog.getByText(`候选人：${chooser.name}`).isVisible()).toBe(true);
    // The same time as the first.
    await setPicker(dialog.getByRole('textbox', { name: '面试时间' }), `${chinaDay(arrangedStart)} ${chinaClock(arrangedStart)}`);
    // The room list already says the room is taken then.
    await choose(dialog.getByRole('combobox', { name: '会议室' }), `${ROOM} · 12人（该时段已占用）`);
    const panel = dialog.getByRole('complementary', { name: '时间冲突' });
    await expect.poll(() => panel.getByText('请调整时间、面试官或会议室', { exact: false }).isVisible()).toBe(true);
    await expect.poll(() => panel.getByText(ROOM, { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: '安排面试' }).isDisabled()).toBe(true);
    await shot(page, 'interview-day-01-room-clash');

    // The server refuses it too, even with other interviewers, and says in Chinese what clashes and when.
    const me = await api<{ userId: number }>(page.request, 'get', '/api/common/account/info');
    const res = await page.request.post('/api/interviews', {
      headers: { token, source: '4' },
      data: {
        applicationId: applicationIds.get(chooser.name),
        round: 1,
        startAt: arrangedStart,
        durationMinutes: 60,
        form: 1,
        meetingRoomId: (await api<{ list: { meetingRoomId: number }[] }>(page.request, 'get', `/api/interviews?applicationId=${applicationIds.get(arranged.name)}`)).list[0]!.meetingRoomId,
        interviewerIds: [me.userId],
        leadId: me.userId,
        notifyCandidate: false,
        notifyInterviewers: false,
      },
    });
    const refused = (await res.json()) as { status: number | string; message: string };
    expect(String(refused.status)).not.toBe('200');
    expect(refused.message).toContain(ROOM);
    expect(refused.message).toContain(chinaClock(arrangedStart));
  });

  it('HR offers him self-scheduling slots instead, and the mail carries the link', async () => {
    const page = hr.page;
    const arrange = page.getByRole('dialog', { name: '安排面试' });
    await arrange.getByRole('button', { name: '让候选人自选时间…' }).click();
    const dialog = page.getByRole('dialog', { name: '让候选人自选面试时间' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const interviewers = fieldOf(dialog.getByRole('combobox', { name: '面试官', exact: true }));
    await expect.poll(() => interviewers.textContent()).toContain(SECOND.name);
    await choose(dialog.getByRole('combobox', { name: '会议室' }), `${SMALL_ROOM} · 4人`);
    await choose(dialog.getByRole('combobox', { name: '面试时长' }), '30分钟');
    // Today, so that the front desk has him on its day.
    const today = chinaDay(Date.now());
    await dialog.getByPlaceholder('开始日期').click();
    const cell = page.locator(`.ant-picker-dropdown:visible td.ant-picker-cell-in-view[title="${today}"]`).first();
    await cell.click();
    await cell.click();
    await expect.poll(() => dialog.getByPlaceholder('结束日期').inputValue()).toBe(today);
    await dialog.getByRole('button', { name: '查找面试官都空闲的时段' }).click();
    const day = dialog.locator('.bole-slot-offer-day').filter({ hasText: today.slice(5) });
    await expect.poll(() => day.locator('.ant-tag-checkable').count()).toBeGreaterThan(0);
    // Two of today's times; the first interview's hour is not among them (both interviewers sit on it).
    const times = day.locator('.ant-tag-checkable');
    const offered = (await times.allTextContents()).slice(0, 2);
    expect(offered).not.toContain(chinaClock(arrangedStart));
    for (const t of offered) await times.getByText(t, { exact: true }).click();
    offeredCount = offered.length;
    await dialog.getByRole('button', { name: `发送预约邀请（${offered.length}个时段）` }).click();
    await expect.poll(() => dialog.getByText(`已提供 ${offered.length} 个时段`, { exact: false }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: '完成' }).click();
    // The mail server on loopback took the invitation with its link.
    await expect.poll(() => mailsTo(email(chooser)).some((m) => m.includes('/out/interview/slots?token=')), { timeout: 15_000 }).toBe(true);
  });

  it('the candidate opens the link from his mail on his phone and picks a time', async () => {
    const mail = mailsTo(email(chooser)).find((m) => m.includes('/out/interview/slots?token='))!;
    const url = /https?:\/\/[^\s"<>]+\/out\/interview\/slots\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0];
    expect(url).toBeDefined();
    const phone = await openBrowser({ width: 390, height: 844 }, PHONE);
    try {
      const page = phone.page;
      await page.goto(url!);
      await expect.poll(() => page.getByRole('heading', { name: `${chooser.name}，您好` }).isVisible()).toBe(true);
      const slots = page.getByRole('group', { name: /的可选时间$/ }).getByRole('button');
      await expect.poll(() => slots.count()).toBe(offeredCount);
      await slots.first().click();
      await page.getByRole('button', { name: /^确认预约/ }).click();
      await expect.poll(() => page.getByRole('heading', { name: '预约成功' }).isVisible()).toBe(true);
      await shot(page, 'interview-day-02-slot-booked-phone');
    } finally {
      await phone.close();
    }
    const list = await api<{ list: { id: number; startAt: string; meetingRoomName: string | null; signedIn: boolean }[] }>(
      hr.page.request,
      'get',
      `/api/interviews?applicationId=${applicationIds.get(chooser.name)}`,
    );
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({ meetingRoomName: SMALL_ROOM, signedIn: false });
    expect(chinaDay(list.list[0]!.startAt)).toBe(chinaDay(Date.now()));
    interviewId = list.list[0]!.id;
    // The booked interview's notice reached his mailbox with its calendar invitation.
    await expect.poll(() => mailsTo(email(chooser)).some((m) => m.includes('BEGIN:VCALENDAR') && m.includes('METHOD:REQUEST')), { timeout: 15_000 }).toBe(true);
  });

  it('HR sees the day in the calendar week view', async () => {
    const page = hr.page;
    await page.goto(`/recruit/interview/calendar?view=week&date=${chinaDay(Date.now())}`);
    const grid = page.getByRole('grid', { name: '周视图' });
    await expect.poll(() => grid.getByRole('button', { name: new RegExp(`${chooser.name}，`) }).isVisible()).toBe(true);
    if (chinaDay(arrangedStart) === chinaDay(Date.now())) await expect.poll(() => grid.getByRole('button', { name: new RegExp(`${arranged.name}，`) }).isVisible()).toBe(true);
    await shot(page, 'interview-day-03-calendar-week');
  });

  it('the front desk signs him in and calls him to the room', async () => {
    const desk = await openBrowser({ width: 820, height: 1180 }, PHONE);
    try {
      const page = desk.page;
      await logIn(page, 'front@demo.bole.cn', PASSWORD);
      await page.waitForURL('**/lite/**');
      await page.goto('/lite/interviewplan');
      const card = page.getByRole('listitem').filter({ hasText: chooser.name }).filter({ has: page.getByRole('button') });
      await expect.poll(() => card.getByRole('button', { name: '签到' }).isVisible()).toBe(true);
      await card.getByRole('button', { name: '签到' }).click();
      const signed = page.getByText(new RegExp(`${chooser.name} 已签到，排队号 \\d+`)).first();
      await expect.poll(() => signed.isVisible()).toBe(true);
      queueNumber = Number(/排队号 (\d+)/.exec((await signed.textContent()) ?? '')?.[1]);
      expect(queueNumber).toBeGreaterThan(0);
      const queue = page.getByLabel('排队中', { exact: true });
      await expect.poll(() => queue.getByText(`${queueNumber}号 ${chooser.name}`).isVisible()).toBe(true);
      await shot(page, 'interview-day-04-desk-queue');

      await card.getByRole('button', { name: '叫号' }).click();
      const dialog = page.getByRole('dialog', { name: `叫号：${queueNumber}号 ${chooser.name}` });
      // The room of his interview is the default.
      await expect.poll(() => dialog.getByLabel('面试间').inputValue()).toBe(SMALL_ROOM);
      await dialog.getByRole('button', { name: '叫号' }).click();
      await expect.poll(() => page.getByText(`已叫${queueNumber}号 ${chooser.name} 到 ${SMALL_ROOM}`, { exact: false }).first().isVisible()).toBe(true);
      await expect.poll(() => card.getByText(`${queueNumber}号 · 已叫到${SMALL_ROOM}`).isVisible()).toBe(true);
    } finally {
      await desk.close();
    }
    // Template 5 told him where to go by mail too.
    await expect.poll(() => mailsTo(email(chooser)).some((m) => m.includes(SMALL_ROOM) && m.includes('现在轮到您面试了')), { timeout: 15_000 }).toBe(true);
  });

  it('both interviewers evaluate and the lead passes him', async () => {
    // 林晓雯 opens the interview's evaluation page from its notice under the bell and submits first.
    const second = await openBrowser();
    try {
      const page = second.page;
      await logIn(page, SECOND.account, PASSWORD);
      await page.waitForURL('**/home');
      await page.getByRole('button', { name: /^消息通知/ }).click();
      await page.getByRole('dialog', { name: '消息通知' }).getByRole('button', { name: new RegExp(`面试安排：${chooser.name}`) }).click();
      await page.waitForURL(`**/recruit/interview/evaluation/${interviewId}`);
      await evaluate(page, [4, 4, 5, 4], '推荐', '基础扎实，沟通清楚，建议进入复试');
      // Submitted, she sees the grid; the lead's column still owes his.
      const grid = page.getByRole('region', { name: '初试评价' });
      await expect.poll(() => grid.getByText('已评价 1/2', { exact: false }).isVisible()).toBe(true);
    } finally {
      await second.close();
    }

    // 王建国, the lead, on his phone: the interview from his 面试安排, his evaluation, then the result.
    const lead = await openBrowser({ width: 390, height: 844 }, PHONE);
    try {
      const page = lead.page;
      await logIn(page, LEAD.account, PASSWORD);
      await page.waitForURL('**/lite/**');
      await page.goto('/lite/interviewplan');
      const card = page.getByRole('listitem').filter({ hasText: chooser.name }).filter({ has: page.getByRole('link', { name: '面试评价' }) });
      await expect.poll(() => card.isVisible()).toBe(true);
      await card.getByRole('link', { name: '面试评价' }).click();
      await page.waitForURL(`**/lite/evaluation/${interviewId}`);
      // Before his own is in, the others' scores stay hidden.
      await expect.poll(() => page.getByText('提交您自己的评价后，才能查看其他面试官的评分。').isVisible()).toBe(true);
      await evaluate(page, [5, 4, 4, 5], '强烈推荐', '项目经验与岗位高度匹配');
      const grid = page.getByRole('region', { name: '初试评价' });
      await expect.poll(() => grid.getByText('已评价 2/2', { exact: false }).isVisible()).toBe(true);
      await choose(page.getByRole('combobox', { name: '面试结果' }), '通过');
      await page.getByRole('button', { name: '保存结果' }).click();
      await expect.poll(() => page.getByText('面试结果已设为“通过”').first().isVisible()).toBe(true);
    } finally {
      await lead.close();
    }
    const list = await api<{ list: { id: number; result: number; signedIn: boolean }[] }>(hr.page.request, 'get', `/api/interviews?applicationId=${applicationIds.get(chooser.name)}`);
    expect(list.list[0]).toMatchObject({ id: interviewId, result: 6, signedIn: true });
  });

  it('HR reads the evaluations side by side and moves him to the next stage', async () => {
    const page = hr.page;
    await page.goto(`/recruit/job?jobId=${jobId}`);
    const card = page.getByRole('article', { name: `${chooser.name}，面试` });
    await expect.poll(() => card.isVisible()).toBe(true);
    await card.getByTitle(`查看${chooser.name}的简历`).click();
    const section = page.getByRole('region', { name: '面试' }).filter({ has: page.getByRole('region', { name: '初试评价' }) });
    const grid = section.getByRole('region', { name: '初试评价' });
    await expect.poll(() => grid.getByText('面试结果：通过 · 已评价 2/2').isVisible()).toBe(true);
    await expect.poll(() => grid.getByRole('columnheader', { name: `${LEAD.name}（主面试官）` }).isVisible()).toBe(true);
    await expect.poll(() => grid.getByRole('columnheader', { name: SECOND.name }).isVisible()).toBe(true);
    await grid.scrollIntoViewIfNeeded();
    await shot(page, 'interview-day-05-evaluations');
    await page.keyboard.press('Escape');
    await expect.poll(() => grid.isVisible()).toBe(false);

    await card.hover();
    await card.getByRole('button', { name: `${chooser.name}的更多操作` }).click();
    await page.getByRole('menuitem', { name: '移到下一阶段：复试' }).click();
    await expect.poll(() => page.getByRole('article', { name: `${chooser.name}，复试` }).isVisible()).toBe(true);
    // The board moves the card at once; the server's answer may still be on its way.
    const stageNow = async () => (await api<{ stage: { name: string } }>(page.request, 'get', `/api/applications/${applicationIds.get(chooser.name)}`)).stage.name;
    await expect.poll(stageNow).toBe('复试');
  });
});
