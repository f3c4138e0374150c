/// <reference lib="dom" />
// The talent pool page in headless Chromium at full size: how long until 20 result cards are
// painted (opening the page, turning to the next page, a keyword search) and the long tasks
// (over 50 ms, the Long Tasks API) on the main thread meanwhile.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { percentile } from '../load';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const ROUTE = '/resume/list/company';
const ROWS = 20;

// Runs in the page before its own scripts: collects long tasks and the list requests, and stamps each time a new
// set of 20 cards (a different first card, not the dimmed previous page) is in the DOM and
// then painted (the frame after; rAF runs before the paint, a task queued from it after).
// Plain text, not a function: the TypeScript loader would add helpers the page lacks.
const INSTRUMENT = `(() => {
  const bench = { longTasks: [], requests: [], ready: [] };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (new URL(e.name).pathname === '/api/resumes') bench.requests.push([e.startTime, e.responseEnd]);
  }).observe({ type: 'resource', buffered: true });
  let shown = '';
  new MutationObserver(() => {
    const box = document.querySelector('.bole-results');
    if (!box || box.getAttribute('aria-busy') === 'true') return;
    const cards = box.querySelectorAll(':scope > article.bole-card');
    const first = cards[0]?.querySelector('a')?.getAttribute('href') ?? '';
    if (cards.length < ${ROWS} || first === shown) return;
    shown = first;
    requestAnimationFrame(() => setTimeout(() => bench.ready.push(performance.now())));
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
})();`;

type Bench = { longTasks: [number, number][]; requests: [number, number][]; ready: number[] };
const benchOf = (page: Page) => page.evaluate(() => (window as unknown as { __bench: Bench }).__bench);

async function readyCount(page: Page, n: number): Promise<number> {
  await page.waitForFunction((k) => (window as unknown as { __bench: Bench }).__bench.ready.length >= k, n, { timeout: 30_000 });
  return (await benchOf(page)).ready[n - 1]!;
}

/** Long tasks that started inside [from, to]: count, longest and the time over 50 ms (blocking time). */
function tasksIn(tasks: [number, number][], from: number, to: number) {
  const inside = tasks.filter(([start]) => start >= from && start <= to).map(([, d]) => d);
  return { longTasks: inside.length, longest: Math.max(0, ...inside), blocking: inside.reduce((n, d) => n + d - 50, 0) };
}

// `request`: the GET /api/resumes that brought the rows; `afterResponse`: from its last byte to the painted rows.
export type Step = { ms: number; request: number; afterResponse: number; longTasks: number; longest: number; blocking: number };
export type Visit = { open: Step; nextPage: Step; keyword: Step; domNodes: number };

async function visit(page: Page, baseUrl: string): Promise<Visit> {
  await page.goto(`${baseUrl}${ROUTE}`);
  const opened = await readyCount(page, 1);
  // Each action is stamped in the page right before it happens.
  const clickAt = await page.evaluate(() => {
    const next = [...document.querySelectorAll<HTMLButtonElement>('.bole-pager button')].find((b) => b.textContent?.includes('下一页'));
    const at = performance.now();
    next!.click();
    return at;
  });
  const paged = await readyCount(page, 2);
  await page.fill('input[aria-label="搜索简历"]', '前端');
  const searchAt = await page.evaluate(() => {
    const at = performance.now();
    document.querySelector<HTMLFormElement>('form[role="search"]')!.requestSubmit();
    return at;
  });
  const searched = await readyCount(page, 3);
  await page.waitForTimeout(300);
  const { longTasks, requests } = await benchOf(page);
  const step = (from: number, to: number): Step => {
    const [start, end] = requests.filter(([, done]) => done <= to).at(-1) ?? [to, to];
    return { ms: to - from, request: end - start, afterResponse: to - end, ...tasksIn(longTasks, from, to) };
  };
  return {
    open: step(0, opened),
    nextPage: step(clickAt, paged),
    keyword: step(searchAt, searched),
    domNodes: await page.evaluate(() => document.getElementsByTagName('*').length),
  };
}

export type PageFigures = { cold: Visit; warm: Visit[]; viewport: string };

/**
 * Opens the page `runs + 1` times in one browser profile: the first on an empty cache, the
 * others with the scripts cached, as a returning user has them.
 */
export async function measureListPage(baseUrl: string, token: string, runs: number): Promise<PageFigures> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bole-bench-chromium-'));
  const viewport = { width: 1440, height: 900 };
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    viewport,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  try {
    await context.addCookies([{ name: 'token', value: token, url: baseUrl }]);
    await context.addInitScript({ content: INSTRUMENT });
    const visits: Visit[] = [];
    for (let i = 0; i <= runs; i += 1) {
      const page = await context.newPage();
      visits.push(await visit(page, baseUrl));
      await page.close();
    }
    return { cold: visits[0]!, warm: visits.slice(1), viewport: `${viewport.width}×${viewport.height}` };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** The median of each figure over the warm visits. */
export function medianStep(steps: Step[]): Step {
  const med = (pick: (s: Step) => number) => percentile(steps.map(pick).sort((a, b) => a - b), 0.5);
  return { ms: med((s) => s.ms), request: med((s) => s.request), afterResponse: med((s) => s.afterResponse), longTasks: med((s) => s.longTasks), longest: med((s) => s.longest), blocking: med((s) => s.blocking) };
}
