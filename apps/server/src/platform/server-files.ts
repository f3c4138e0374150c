// Where the server's own files are, whether it runs from its sources (tsx, vitest) or from its
// build (dist/, one bundle per entry side by side, made by build.mjs). A bundle's import.meta.url
// is the bundle's, not the source module's, so modules find such files through here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fromSources = import.meta.url.endsWith('.ts');

/** apps/server: migrations (drizzle/), the web build beside it (../web/dist). */
export const SERVER_ROOT = fileURLToPath(new URL(fromSources ? '../..' : '..', import.meta.url));

/**
 * A module run in a worker thread, given by its source path under src/: the source itself
 * under tsx, its bundle dist/NAME.js in the build (build.mjs bundles each of them).
 */
export function workerModule(source: string): URL {
  return fromSources ? new URL(`../${source}`, import.meta.url) : new URL(`./${path.basename(source).replace(/\.(m?ts|mjs)$/, '')}.js`, import.meta.url);
}
