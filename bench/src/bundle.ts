import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page } from 'playwright-core';

export type BundleRow = { path: string; files: number; gzipKb: number };

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Records every JavaScript file the page fetches, keyed by URL, with its gzip size. */
function recordScripts(page: Page, seen: Map<string, number>): void {
  page.on('response', async (res) => {
    if (!res.url().endsWith('.js') || seen.has(res.url())) return;
    try {
      seen.set(res.url(), zlib.gzipSync(await res.body(), { level: 9 }).length);
    } catch {
      // a navigation away can drop a body; the next page load fetches it again
    }
  });
}

/**
 * Loads /login cold, then logs in and opens each route in turn, answering how much
 * gzipped JavaScript /login needs and how much more each route adds.
 */
export async function measureBundles(baseUrl: string, login: { account: string; password: string }, routes: string[]): Promise<BundleRow[]> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bole-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: ARGS });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const seen = new Map<string, number>();
    recordScripts(page, seen);
    const rows: BundleRow[] = [];
    const measure = async (label: string, go: () => Promise<unknown>) => {
      const before = new Set(seen.keys());
      await go();
      await page.waitForLoadState('networkidle');
      const added = [...seen.entries()].filter(([url]) => !before.has(url));
      rows.push({ path: label, files: added.length, gzipKb: added.reduce((n, [, size]) => n + size, 0) / 1024 });
    };
    await measure('/login (cold)', () => page.goto(`${baseUrl}/login`));
    const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) });
    const token = ((await res.json()) as { data: { token: string } }).data.token;
    await context.addCookies([{ name: 'token', value: token, url: baseUrl }]);
    for (const route of routes) await measure(`${route} (after /login)`, () => page.goto(`${baseUrl}${route}`));
    return rows;
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

export function bundleTable(rows: BundleRow[]): string {
  return ['| page | new JS files | new JS gzip KB |', '|---|---:|---:|', ...rows.map((r) => `| ${r.path} | ${r.files} | ${r.gzipKb.toFixed(1)} |`)].join('\n');
}
