import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A page waits on lazy chunks and the API; one second is too short on a busy CI machine.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // One browser journey at a time: the machine has two cores.
    fileParallelism: false,
  },
});
