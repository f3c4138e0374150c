// Builds the server into dist/ (`npm run build`), so `npm start` and the `bole` command run plain
// JavaScript instead of compiling TypeScript at every start. ES module bundles side by side in
// dist/ (src/platform/server-files.ts finds files and worker modules from there): one per entry —
// the server, the command, every module run in a worker thread — and the chunks they share or
// load on demand. Packages stay in node_modules; only the workspace's @bole/domain, which is
// TypeScript source, is bundled in.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = import.meta.dirname;
const outdir = path.join(root, 'dist');

const ENTRIES = [
  'src/main.ts',
  'src/cli.ts',
  'src/platform/workers/worker.mjs',
  'src/modules/intake/parse-worker.ts',
  'src/modules/resumes/preview.worker.ts',
  'src/modules/resumes/import.worker.ts',
];

// A package import stays an import, checked now: Node, unlike tsx, wants the file's extension
// on a subpath of a package without an exports map.
const packagesOutside = {
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, ({ path: specifier, importer }) => {
      if (specifier.startsWith('@bole/')) return undefined;
      const url = import.meta.resolve(specifier);
      if (url.startsWith('file:') && !fs.existsSync(fileURLToPath(url))) {
        return { errors: [{ text: `Node cannot load "${specifier}" (imported by ${path.relative(root, importer)}): name the file, with its extension` }] };
      }
      return { external: true };
    });
  },
};

const result = await build({
  absWorkingDir: root,
  entryPoints: ENTRIES,
  outdir,
  entryNames: '[name]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [packagesOutside],
  logLevel: 'warning',
  write: false,
});
// Each file is written whole and then renamed into place, chunks before the entries that import
// them, so a command or a worker starting during a rebuild never reads half a file or misses a
// chunk; chunks of earlier builds are removed after.
fs.mkdirSync(outdir, { recursive: true });
const entryNames = new Set(ENTRIES.map((entry) => `${path.basename(entry).replace(/\.\w+$/, '')}.js`));
const isEntry = (file) => entryNames.has(path.basename(file.path));
const written = new Set();
for (const file of [...result.outputFiles.filter((f) => !isEntry(f)), ...result.outputFiles.filter(isEntry)]) {
  const temp = `${file.path}.${process.pid}.tmp`;
  fs.writeFileSync(temp, file.contents);
  fs.renameSync(temp, file.path);
  written.add(path.basename(file.path));
}
for (const name of fs.readdirSync(outdir)) if (name.endsWith('.js') && !written.has(name)) fs.rmSync(path.join(outdir, name), { force: true });
