import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext } from 'playwright-core';
import { openBrowser, shot } from '../support/browser';
import { apiToken, logIn } from '../support/session';

// 流程管理's board in Chromium: HR drags a candidate to another stage, moves one with the
// keyboard, is told (with the columns reloaded) when a colleague moved a candidate first, and uses
// the buttons every card shows (the stage's main action, 安排面试 on 面试; 更多操作 from the keyboard) without hovering.
let hr: Awaited<ReturnType<typeof openBrowser>>;
let token = '';
let jobId = 0;
const stamp = String(Date.now()).slice(-7);
const jobName = `数据分析师${stamp}`;
const names = ['诸葛云帆', '慕容清秋', '东方明远', '皇甫思齐'];
const ids = new Map<string, number>();

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
  jobId = (await api<{ id: number }>(request, 'post', '/api/jobs', { name: jobName, workPlace: '杭州市余杭区' })).id;
  for (const [i, name] of names.entries()) {
    const resume = await api<{ id: number }>(request, 'post', '/api/resumes', { name, mobile: `1385${stamp}`.slice(0, 10) + String(i), workCity: '杭州' });
    ids.set(name, (await api<{ id: number }>(request, 'post', '/api/applications', { resumeId: resume.id, jobId })).id);
  }
  await logIn(hr.page, 'hr@demo.bole.cn', 'bole2026');
  await hr.page.waitForURL('**/home');
});
afterAll(async () => {
  await hr?.close();
});

const stageOf = async (request: APIRequestContext, name: string) => (await api<{ stage: { name: string } }>(request, 'get', `/api/applications/${ids.get(name)}`)).stage.name;

describe('the board of 流程管理', () => {
  it('moves a candidate dragged to another stage', async () => {
    const page = hr.page;
    await page.goto(`/recruit/job?jobId=${jobId}`);
    const column = (name: string, count: number) => page.getByRole('region', { name: `${name}，${count}人` });
    await expect.poll(() => column('初筛', 4).isVisible()).toBe(true);
    await page.getByRole('article', { name: '诸葛云帆，初筛' }).dragTo(page.getByRole('region', { name: /^面试，/ }));
    await expect.poll(() => column('面试', 1).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('已将诸葛云帆移到「面试」').first().isVisible()).toBe(true);
    expect(await stageOf(page.request, '诸葛云帆')).toBe('面试');
    await shot(page, 'board-01-dragged');
  });

  it('moves the focused candidate to the next stage with Shift+→', async () => {
    const page = hr.page;
    const card = page.getByRole('article', { name: /^慕容清秋，/ });
    await card.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(() => page.getByRole('article', { name: '慕容清秋，用人部门筛选' }).isVisible()).toBe(true);
    await expect.poll(() => stageOf(page.request, '慕容清秋')).toBe('用人部门筛选');
    // The focus stays on the candidate in his new stage: ↓ and ← move on from there.
    await expect.poll(() => page.getByRole('article', { name: '慕容清秋，用人部门筛选' }).evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
  });

  it('says so when a colleague moved the candidate first, and shows where he is now', async () => {
    const page = hr.page;
    const stages = await api<{ id: number; name: string }[]>(page.request, 'get', `/api/jobs/${jobId}/stages`);
    // Another HR moves 东方明远 to Offer while this board still shows him in 初筛.
    await api(page.request, 'post', `/api/applications/${ids.get('东方明远')}/move`, { stageId: stages.find((s) => s.name === 'Offer')!.id });
    await page.getByRole('article', { name: '东方明远，初筛' }).dragTo(page.getByRole('region', { name: /^面试，/ }));
    await expect.poll(() => page.getByText('东方明远刚刚已被其他同事处理，现在在「Offer」阶段，未能移动。', { exact: false }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('article', { name: '东方明远，Offer' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('region', { name: /^初筛，/ }).getByRole('article', { name: /^东方明远/ }).count()).toBe(0);
    expect(await stageOf(page.request, '东方明远')).toBe('Offer');
    await shot(page, 'board-02-conflict');
  });
  it('passes a candidate with the button on his card and opens 更多操作 from the keyboard, without hovering', async () => {
    const page = hr.page;
    // Nothing is hovered: the pointer rests outside the board, as on a touch screen.
    await page.mouse.move(0, 0);
    const card = page.getByRole('article', { name: '皇甫思齐，初筛' });
    const pass = card.getByRole('button', { name: /^皇甫思齐：/ });
    await expect.poll(() => pass.isVisible()).toBe(true);
    await shot(page, 'board-03-card-buttons');
    // HR may push, so 推荐给用人部门 leads on 初筛; in the menu the step to the next stage follows it.
    expect(await pass.textContent()).toBe('推荐给用人部门');
    // Tab from the card reaches its buttons; Enter opens the menu on its first entry.
    await card.focus();
    // Focus makes it the board's current card, whose buttons then join the Tab order.
    await expect.poll(() => pass.getAttribute('tabindex')).toBe('0');
    await page.keyboard.press('Tab');
    await expect.poll(() => pass.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    const more = card.getByRole('button', { name: '皇甫思齐的更多操作' });
    await expect.poll(() => more.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: '皇甫思齐的操作' });
    await expect.poll(() => menu.getByRole('menuitem', { name: '推荐给用人部门' }).evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await shot(page, 'board-04-menu-keyboard');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => menu.getByRole('menuitem', { name: '移到下一阶段：用人部门筛选' }).evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('article', { name: '皇甫思齐，用人部门筛选' }).isVisible()).toBe(true);
    await expect.poll(() => stageOf(page.request, '皇甫思齐')).toBe('用人部门筛选');
    // The main action alone, clicked: on 面试 it is 安排面试, which opens the arrange dialog for 诸葛云帆.
    await page.getByRole('article', { name: '诸葛云帆，面试' }).getByRole('button', { name: '诸葛云帆：安排面试' }).click();
    const arrange = page.getByRole('dialog', { name: '安排面试' });
    await expect.poll(() => arrange.getByText('诸葛云帆').first().isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => arrange.isVisible()).toBe(false);
    expect(await stageOf(page.request, '诸葛云帆')).toBe('面试');
  });
});
