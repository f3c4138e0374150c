import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './server';

const FILE = path.join(ROOT, 'docs/PERFORMANCE.md');

/**
 * Replaces the part of docs/PERFORMANCE.md between `<!-- bench:NAME -->` and
 * `<!-- /bench:NAME -->` with fresh figures, leaving the prose around it alone.
 */
export function writeSection(name: string, body: string): void {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const text = fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : '# Performance\n';
  const block = `${start}\n${body}\n${end}`;
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  const next = i >= 0 && j > i ? text.slice(0, i) + block + text.slice(j + end.length) : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(FILE, next);
}

export function machineLine(): string {
  return `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${process.platform} ${process.arch}, Node ${process.version}.`;
}
