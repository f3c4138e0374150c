import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // Worker threads start faster than forked processes (about 15% off these two suites).
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'], pool: 'threads' } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          pool: 'threads',
          setupFiles: ['./src/test-setup.ts'],
          // The plain CSS of the antd-free screens is read by a test that compares it with the antd theme.
          css: { include: [/[\\/]components[\\/]plain[\\/]plain\.css/] },
        },
      },
    ],
  },
});
