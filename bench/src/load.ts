import http from 'node:http';

export type LoadResult = { name: string; requests: number; errors: number; rps: number; p50: number; p95: number; p99: number; max: number };

/** The q-th percentile (0..1) of sorted values, nearest-rank. */
export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

/**
 * Sends GET requests from `connections` keep-alive loops for `seconds`, recording every
 * latency, and answers exact percentiles. Bounded in time; loopback only.
 */
export async function load(name: string, url: string, headers: Record<string, string>, opts: { connections: number; seconds: number }): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  let errors = 0;
  const until = Date.now() + opts.seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const start = process.hrtime.bigint();
      const req = http.get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) errors += 1;
          latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
          resolve();
        });
      });
      req.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (Date.now() < until) await once();
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / elapsed),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
  };
}

export function loadTable(rows: LoadResult[]): string {
  const ms = (v: number) => v.toFixed(1);
  return [
    '| endpoint | requests | errors | req/s | p50 ms | p95 ms | p99 ms | max ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${r.requests} | ${r.errors} | ${r.rps} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} |`),
  ].join('\n');
}
