#!/usr/bin/env node
// The `bole` command runs the server's build (dist/cli.js, made by `npm run build`), which starts
// at once. Without a build, or with sources changed since it was made, it runs the sources
// through tsx instead (slower: TypeScript is compiled on the way) and says so on stderr; stdout
// stays the command's.
import fs from 'node:fs';
import path from 'node:path';

const server = path.resolve(import.meta.dirname, '..');
const built = path.join(server, 'dist/cli.js');
const SOURCES = [path.join(server, 'src'), path.join(server, '../../packages/domain/src'), path.join(server, 'build.mjs')];

function newestChange(file) {
  const info = fs.statSync(file);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const name of fs.readdirSync(file, { recursive: true })) {
    if (!name.endsWith('.test.ts')) newest = Math.max(newest, fs.statSync(path.join(file, name)).mtimeMs);
  }
  return newest;
}

const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : -1;
if (builtAt >= 0 && SOURCES.every((source) => newestChange(source) <= builtAt)) {
  await import('../dist/cli.js');
} else {
  process.stderr.write(`${builtAt < 0 ? '尚未构建' : '源码在构建之后有改动'}，本次直接运行源码（较慢；执行 npm run build 后启动更快）/ ${builtAt < 0 ? 'not built' : 'sources changed since the build'}: running the sources through tsx (npm run build makes it start at once)\n`);
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli.ts');
}
