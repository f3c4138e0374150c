// The main layout, /home and the area empty state are drawn without antd so that they load none
// of it (areas.ts: PLAIN_ROUTE_KEYS; the layout mounts antd's provider only around other pages).
// Their static imports must never reach antd, or the light pages would quietly pull it back in.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const STATIC_IMPORT = /^\s*(?:import|export)\s(?!type\s)(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]/gm;
const ANTD = /^(antd|@ant-design\/|@rc-component\/)/;

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The antd modules reached from `entry` through static imports (dynamic import() loads later, on demand). */
function antdImports(entry: string, seen = new Set<string>(), found: string[] = []): string[] {
  if (seen.has(entry)) return found;
  seen.add(entry);
  const code = fs.readFileSync(entry, 'utf8');
  for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
    if (!specifier) continue;
    if (ANTD.test(specifier)) found.push(`${path.relative(SRC, entry)} -> ${specifier}`);
    else if (specifier.startsWith('.')) {
      const file = resolve(entry, specifier);
      if (file && /\.tsx?$/.test(file)) antdImports(file, seen, found);
    }
  }
  return found;
}

describe('pages drawn without antd', () => {
  it.each(['app/layouts/MainLayout.tsx', 'features/home/index.tsx', 'components/area-empty-state/AreaEmptyState.tsx', 'features/auth/index.tsx', 'features/out/index.tsx', 'features/out/feedback/FeedbackPage.tsx', 'features/out/feedback/FeedbackResultPage.tsx', 'features/out/offer/OfferAnswerPage.tsx', 'features/out/offer/OfferResultPage.tsx', 'features/background-check/agency/index.tsx'])(
    '%s imports no antd',
    (entry) => {
      expect(antdImports(path.join(SRC, entry))).toEqual([]);
    },
  );

  it('notices the antd import of a page that has one', () => {
    expect(antdImports(path.join(SRC, 'features/company/accounts/index.tsx')).length).toBeGreaterThan(0);
  });
});
