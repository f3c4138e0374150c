// Markdown for the talent bench's part of docs/PERFORMANCE.md.
import type { LoadResult } from '../load';
import type { PageFigures, Step } from './browser';
import { medianStep } from './browser';
import type { TermCheck } from './complete';
import type { DirectResult } from './direct';

// `busy`: the machine's 1-minute load average right after the 1-connection run.
export type QueryFigures = { name: string; matches: string; busy: number; one: LoadResult; many: LoadResult; direct: DirectResult };

const ms = (v: number) => v.toFixed(1);
const load = (r: LoadResult) => `${r.rps} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)}${r.errors ? ` (${r.errors} errors)` : ''}`;

export function queryTable(rows: QueryFigures[], connections: number): string {
  return [
    `| query | matches | load avg | 1 conn req/s | p50 ms | p95 ms | p99 ms | ${connections} conn req/s | p50 ms | p95 ms | p99 ms | SQL p50 ms | SQL p95 ms | statements |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${r.matches} | ${r.busy.toFixed(1)} | ${load(r.one)} | ${load(r.many)} | ${ms(r.direct.p50)} | ${ms(r.direct.p95)} | ${r.direct.statements} |`),
  ].join('\n');
}

export function termTable(checks: TermCheck[]): string {
  const n = (v: number) => v.toLocaleString('en-US');
  return [
    '| term | text holds it (LIKE) | index matches | missed | extra | endpoint total | filters to stay under the cap | LIKE with those filters | found/expected |',
    '|---|---:|---:|---:|---:|---:|---|---:|---|',
    ...checks.map((c) => {
      const ok = c.missed === 0 && c.extra === 0 && !c.endpointCapped && c.endpointTotal === c.bruteWithFilters;
      return `| ${c.term} | ${n(c.expected)} | ${n(c.indexed)} | ${c.missed} | ${c.extra} | ${n(c.endpointTotal)}${c.endpointCapped ? '+' : ''} | ${c.filters || 'none'} | ${n(c.bruteWithFilters)} | ${n(c.endpointTotal)}/${n(c.bruteWithFilters)} ${ok ? 'all found' : 'MISMATCH'} |`;
    }),
  ].join('\n');
}

export function pageTable(f: PageFigures): string {
  const cell = (s: Step) =>
    `${ms(s.ms)} ms (request ${ms(s.request)}, then ${ms(s.afterResponse)} to paint); ${s.longTasks} long task${s.longTasks === 1 ? '' : 's'}${s.longTasks ? `, longest ${ms(s.longest)} ms, blocking ${ms(s.blocking)} ms` : ''}`;
  const steps: [string, (v: PageFigures['cold']) => Step][] = [
    ['open /resume/list/company until 20 cards are painted', (v) => v.open],
    ['下一页 until the next 20 are painted', (v) => v.nextPage],
    ['keyword 前端 submitted until its 20 are painted', (v) => v.keyword],
  ];
  return [
    `| step (Chromium, ${f.viewport}) | first visit, empty cache | median of ${f.warm.length} visits, scripts cached |`,
    '|---|---|---|',
    ...steps.map(([label, pick]) => `| ${label} | ${cell(pick(f.cold))} | ${cell(medianStep(f.warm.map(pick)))} |`),
  ].join('\n');
}
