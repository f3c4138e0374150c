// The worker side of a pool (pool.ts): registers the tsx loader the server runs under (worker
// threads do not inherit it, as bin/bole.js does for the CLI), loads the job module named in
// workerData and answers each request with its `handle`.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { handle } = await import(workerData.entry);

parentPort.on('message', async ({ id, request }) => {
  try {
    parentPort.postMessage({ id, ok: true, result: await handle(request) });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
