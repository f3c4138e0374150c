import zlib from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';

export type BundleRow = { path: string; files: number; gzipKb: number };

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Records every JavaScript file the page fetches, keyed by URL, with its gzip size. */
function recordScripts(page: Page, seen: Map<string, number>): void {
  page.on('response', async (res) => {
    if (!res.url().endsWith('.js') || seen.has(res.url())) return;
    try {
      seen.set(res.url(), zlib.gzipSync(await res.body(), { level: 9 }).length);
    } catch {
      // a navigation away can drop a body; the file is fetched again on the next load
    }
  });
}

const sum = (entries: [string, number][]) => entries.reduce((n, [, size]) => n + size, 0) / 1024;

/** Opens /login in a fresh context (empty cache), then optionally one route after logging in. */
async function visit(browser: Browser, baseUrl: string, token: string, route?: string): Promise<{ login: [string, number][]; added: [string, number][] }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const seen = new Map<string, number>();
    recordScripts(page, seen);
    await page.goto(`${baseUrl}/login`);
    await page.waitForLoadState('networkidle');
    const login = [...seen.entries()];
    if (!route) return { login, added: [] };
    await context.addCookies([{ name: 'token', value: token, url: baseUrl }]);
    await page.goto(`${baseUrl}${route}`);
    await page.waitForLoadState('networkidle');
    const before = new Set(login.map(([url]) => url));
    return { login, added: [...seen.entries()].filter(([url]) => !before.has(url)) };
  } finally {
    await context.close();
  }
}

/**
 * How much gzipped JavaScript /login needs on an empty cache, and for each route how much
 * more it needs when opened right after /login: each route in its own fresh context, so
 * no route profits from another's chunks.
 */
export async function measureBundles(baseUrl: string, login: { account: string; password: string }, routes: string[]): Promise<BundleRow[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: ARGS });
  try {
    const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) });
    const token = ((await res.json()) as { data: { token: string } }).data.token;
    const cold = await visit(browser, baseUrl, token);
    const rows: BundleRow[] = [{ path: '/login (empty cache)', files: cold.login.length, gzipKb: sum(cold.login) }];
    for (const route of routes) {
      const { added } = await visit(browser, baseUrl, token, route);
      rows.push({ path: `${route} (more than /login)`, files: added.length, gzipKb: sum(added) });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

export function bundleTable(rows: BundleRow[]): string {
  return ['| page | JS files | JS gzip KB |', '|---|---:|---:|', ...rows.map((r) => `| ${r.path} | ${r.files} | ${r.gzipKb.toFixed(1)} |`)].join('\n');
}
