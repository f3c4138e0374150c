// Cleanups that must run when a test file ends, registered from anywhere (a beforeAll, a
// fixture): Vitest never runs an afterAll registered inside a beforeAll, where most files
// make their test context. The server files share one process (isolate: false in
// vitest.config.ts), so a pool, app or timer left open stays open for the files after it.
// setup.ts runs these after the file's own afterAll hooks.
const cleanups: (() => Promise<void> | void)[] = [];

export function atFileEnd(cleanup: () => Promise<void> | void) {
  cleanups.push(cleanup);
}

export async function runFileEnd() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}
