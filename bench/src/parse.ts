// `npm run bench -- --only parse`: the resume parser's field-level precision, recall and F1
// over the labelled fixtures (all of them, and the held-out ones apart), and how many
// files per second it reads per format, in-process on one core.
import { closeOcr, ParseRefusal, parseResumeFile, type ParsedFile } from '@bole/server/src/modules/intake/parser';
import { compare, KEY_FIELDS, loadFixtures, totals, type Counts, type Fixture, type Score } from '@bole/server/test/intake/accuracy';
import { machineLine } from './report';

const pct = (x: number) => x.toFixed(3);

async function parse(f: Fixture): Promise<ParsedFile | ParseRefusal> {
  try {
    return await parseResumeFile(f.bytes, f.file);
  } catch (error) {
    if (error instanceof ParseRefusal) return error;
    throw error;
  }
}

function accuracyTable(all: Record<string, Score>, heldOut: Record<string, Score>): string {
  const rows = Object.entries(all).map(([field, s]) => {
    const h = heldOut[field]!;
    const mark = KEY_FIELDS.includes(field) ? ' (target ≥ 0.9)' : '';
    // A field the held-out files neither state nor get predicted has no score.
    const held = h.tp + h.fn + h.fp === 0 ? '-' : pct(h.f1);
    return `| ${field}${mark} | ${s.tp + s.fn} | ${pct(s.precision)} | ${pct(s.recall)} | **${pct(s.f1)}** | ${h.tp + h.fn} | ${held} |`;
  });
  return ['| field | labelled values | precision | recall | F1 | held-out values | held-out F1 |', '|---|---:|---:|---:|---:|---:|---:|', ...rows].join('\n');
}

/** Files per second per format: each file parsed repeatedly for about `seconds` per format. */
async function throughput(fixtures: Fixture[], formatOf: Map<string, string>, seconds: number): Promise<string> {
  const groups = new Map<string, Fixture[]>();
  for (const f of fixtures) {
    const format = formatOf.get(f.file) ?? 'refused';
    groups.set(format, [...(groups.get(format) ?? []), f]);
  }
  const rows: string[] = [];
  for (const [format, files] of [...groups].sort()) {
    let done = 0;
    const started = performance.now();
    while (performance.now() - started < seconds * 1000) {
      for (const f of files) await parse(f);
      done += files.length;
    }
    const elapsed = (performance.now() - started) / 1000;
    const kb = files.reduce((n, f) => n + f.bytes.length, 0) / files.length / 1024;
    rows.push(`| ${format} | ${files.length} | ${kb.toFixed(1)} | ${(done / elapsed).toFixed(1)} | ${((elapsed * 1000) / done).toFixed(1)} |`);
  }
  return ['| format | files | average size (KB) | files/s | ms per file |', '|---|---:|---:|---:|---:|', ...rows].join('\n');
}

/** Runs the parse bench and answers its markdown section. */
export async function benchParse(seconds = 2): Promise<string> {
  const fixtures = await loadFixtures();
  const formatOf = new Map<string, string>();
  const perFile: Record<string, Counts>[] = [];
  const heldOut: Record<string, Counts>[] = [];
  for (const f of fixtures) {
    const result = await parse(f);
    formatOf.set(f.file, result instanceof ParseRefusal ? 'refused (broken files)' : result.format === 'image' ? 'image (OCR, worker warm)' : result.format);
    if (!f.expected || result instanceof ParseRefusal) continue;
    const counts = compare(f.expected, result.resume);
    perFile.push(counts);
    if (f.file.startsWith('heldout-')) heldOut.push(counts);
  }
  const accuracy = accuracyTable(totals(perFile), totals(heldOut));
  console.log(accuracy);
  const speed = await throughput(fixtures, formatOf, seconds);
  console.log(speed);
  // The image fixtures started the OCR worker; it would keep the bench running.
  await closeOcr();
  return [
    `${machineLine()} ${perFile.length} labelled fixtures (${heldOut.length} held out), ${fixtures.length - perFile.length} unlabelled (images and broken files); command \`npm run bench -- --only parse\`.`,
    '',
    accuracy,
    '',
    `Parsing in-process, one file at a time, about ${seconds} s per format:`,
    '',
    speed,
  ].join('\n');
}
