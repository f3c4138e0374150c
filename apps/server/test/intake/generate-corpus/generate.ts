// Writes the labelled corpus into test/intake/corpus: each resume with its
// <file>.expected.json, and manifest.json saying each file's source, layout and failure
// classes. Every third file of each layout is held out (heldout-*). Deterministic: the same
// files on every run. Run from apps/server (the PNGs need Debian's /usr/bin/chromium):
//   npx tsx test/intake/generate-corpus/generate.ts
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Expected } from '../generate/expected';
import { renderShots, UNREADABLE } from './images';
import { makePerson, type Person } from './people';
import { CLASSES, PLAN, type Entry, type Made } from './plan';
import { rngOf, type Rng } from './rng';
import { expectedOf } from './style';

const OUT = path.resolve(import.meta.dirname, '../corpus');

type Item = { file: string; made: Made; expected: Expected; entry: Entry; classes: number[]; heldOut: boolean };

/** Names as files arrive: a board's export name, a copy's suffix, or the person's pinyin. */
function stemOf(x: Person, e: Entry, r: Rng): { stem: string; exportLike: boolean } {
  const pinyin = x.nameEn.replace(/\s+/g, '').toLowerCase();
  if (!r.chance(0.3)) return { stem: `${pinyin}-${e.template}`, exportLike: false };
  const stem = r.pick([
    `${String(r.int(1, 12)).padStart(2, '0')}-board-export`,
    `resume_2024031${r.int(0, 9)}_${r.int(1000, 9999)}`,
    `简历(${r.int(1, 9)})`,
    `${e.source}_${x.expectPosition}_${r.int(100000, 999999)}`,
    `${x.expectPosition}-${x.expectCity}-${r.int(1, 5)}年`,
    `个人简历模板-${r.pick(['蓝色', '简约', '商务'])}`,
    `export_${r.int(10000000, 99999999)}`,
  ]);
  return { stem, exportLike: true };
}

async function main() {
  const items: Item[] = [];
  const used = new Set<string>();
  for (const entry of PLAN) {
    for (let i = 0; i < entry.count; i += 1) {
      const r = rngOf(`${entry.source}/${entry.template}/${i}`);
      const degrees = entry.people?.degrees;
      const x = makePerson(r, { compound: r.chance(0.15), senior: entry.people?.senior, degree: degrees ? r.pick(degrees) : undefined });
      const format = entry.formats[i % entry.formats.length]!;
      const made = await entry.make(x, r, format, i);
      const heldOut = i % 3 === 1;
      const { stem, exportLike } = stemOf(x, entry, r);
      let file = `${heldOut ? 'heldout-' : ''}${stem}.${made.ext}`;
      for (let n = 2; used.has(file); n += 1) file = `${heldOut ? 'heldout-' : ''}${stem}-${n}.${made.ext}`;
      used.add(file);
      const s = made.shown;
      const classes = new Set(entry.classes);
      if (exportLike || x.surname.length === 2) classes.add(1);
      if (made.ext === 'pdf' && /job|智联|猎聘|BOSS|拉勾|卓聘|英才/.test(entry.source)) classes.add(3);
      if (s.skills || s.certificates || s.languages || s.workState) classes.add(7);
      // The heading's name stays legible on a bad scan; nothing else can be read with certainty.
      const unreadable = made.shot !== undefined && UNREADABLE.includes(made.shot.quality);
      const expected: Expected = unreadable ? { labelVersion: 2, name: x.name, mobile: '', email: '', educations: [], workExperiences: [], needsReview: true } : expectedOf(x, s);
      items.push({ file, made, expected, entry, classes: [...classes].sort(), heldOut });
    }
  }
  const shots = items.filter((it) => it.made.shot);
  const pngs = await renderShots(shots.map((it) => it.made.shot!));
  shots.forEach((it, i) => (it.made.bytes = pngs[i]));

  await mkdir(OUT, { recursive: true });
  for (const old of await readdir(OUT)) if (old !== 'README.md') await rm(path.join(OUT, old));
  for (const it of items) {
    await writeFile(path.join(OUT, it.file), it.made.bytes!);
    await writeFile(path.join(OUT, `${it.file}.expected.json`), `${JSON.stringify(it.expected, null, 2)}\n`);
  }
  const manifest = items.map((it) => ({ file: it.file, source: it.entry.source, layout: it.entry.template, classes: it.classes, heldOut: it.heldOut }));
  await writeFile(path.join(OUT, 'manifest.json'), `${JSON.stringify({ classes: CLASSES, files: manifest }, null, 1)}\n`);
  const held = items.filter((it) => it.heldOut).length;
  console.log(`${items.length} files, ${held} held out`);
  for (const [n, label] of Object.entries(CLASSES)) {
    const of = items.filter((it) => it.classes.includes(Number(n)));
    console.log(`class ${n} ${label}: ${of.length} (${of.filter((it) => it.heldOut).length} held out)`);
  }
}

await main();
