import { defineConfig } from 'vitest/config';

// Server test files that replace a module with vi.mock: a mock cannot reach a module the shared
// graph has already loaded, and would stay in place for the files after it.
const ISOLATED = ['test/platform/built-permissions.test.ts', 'test/security/item13-public-scope.test.ts', 'test/offers/answer.test.ts'];

const server = {
  root: './apps/server',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  globalSetup: ['./test/global-setup.ts'],
  setupFiles: ['./test/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

const WEB_ISOLATED = ['src/api/http.test.ts', 'src/api/basedata/cache.test.ts'];

const web = {
  root: './apps/web',
  include: ['src/**/*.test.{ts,tsx}'],
  environment: 'jsdom',
  pool: 'threads' as const,
  setupFiles: ['./src/test-setup.ts'],
  // The tests that mount the whole layout take 1-4 s alone and more on a busy machine.
  testTimeout: 15_000,
  // The plain CSS of the antd-free screens is read by a test that compares it with the antd theme.
  css: { include: [/[\\/]components[\\/]plain[\\/]plain\.css/] },
};

export default defineConfig({
  test: {
    projects: [
      // Worker threads start faster than forked processes (about 15% off these two suites).
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'], pool: 'threads' } },
      // The server files share one process and its module graph (isolate: false): importing the
      // whole app once instead of once per file takes minutes off each run. A file must leave
      // nothing behind (close what it opens; test/file-end.ts, test/setup.ts). The few files
      // that replace a module with vi.mock cannot share it and run in their own process
      // (`server-isolated`); `--project 'server*'` runs a file of either.
      { test: { ...server, name: 'server', exclude: ['**/node_modules/**', ...ISOLATED], isolate: false } },
      { test: { ...server, name: 'server-isolated', include: ISOLATED } },
      // The web files share their workers' module graph too (antd and React load once per
      // worker, not once per file); the files that vi.mock a module run apart (`web-isolated`).
      {
        test: { ...web, name: 'web', exclude: ['**/node_modules/**', ...WEB_ISOLATED], isolate: false, setupFiles: [...web.setupFiles, './src/test-shared-modules.ts'] },
      },
      { test: { ...web, name: 'web-isolated', include: WEB_ISOLATED } },
    ],
  },
});
