import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const SHOTS = path.resolve(import.meta.dirname, '../screenshots');

// --lang: native date fields follow the browser's language, not the context's locale.
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--lang=zh-CN', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** A phone: touch instead of a mouse, the mobile viewport meta honoured. */
export const PHONE = { isMobile: true, hasTouch: true } as const;

/** Debian's Chromium, headless, with a fresh profile; never a downloaded browser. `device` emulates a phone (PHONE). */
export async function openBrowser(
  viewport = { width: 1440, height: 900 },
  device: { isMobile?: boolean; hasTouch?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bole-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    viewport,
    ...device,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    baseURL: inject('baseUrl'),
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Saves a full-page screenshot under e2e/screenshots for a person to look at. */
export async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}
