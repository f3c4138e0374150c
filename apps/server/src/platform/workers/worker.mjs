// The worker side of a pool (pool.ts): loads the job module named in workerData and answers each
// request with its `handle`. A TypeScript source (the server run through tsx, the tests) needs the
// tsx loader registered first, as worker threads do not inherit it; the build's bundles do not.
import { parentPort, workerData } from 'node:worker_threads';

if (workerData.entry.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
const { handle } = await import(workerData.entry);

parentPort.on('message', async ({ id, request }) => {
  try {
    parentPort.postMessage({ id, ok: true, result: await handle(request) });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
