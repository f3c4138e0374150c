// The recruiting poster of a job, drawn on a canvas: the company, 诚聘 and the job's name, its
// salary and facts, and the QR code of its portal page.
export type PosterFacts = { companyName: string; jobName: string; salary: string; facts: string[] };

const WIDTH = 750;
const HEIGHT = 1100;
const FONT = '"PingFang SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif';

/** Lines of `text` no wider than `width`, at most `max` lines (the last one cut with …). */
export function wrapText(measure: (text: string) => number, text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    if (measure(line + char) > width && line) {
      lines.push(line);
      line = '';
    }
    line += char;
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  let last = kept[max - 1]!;
  while (last && measure(`${last}…`) > width) last = [...last].slice(0, -1).join('');
  kept[max - 1] = `${last}…`;
  return kept;
}

/** Facts joined with · on lines no wider than `width`, each fact kept whole on its line. */
export function factLines(measure: (text: string) => number, facts: string[], width: number): string[] {
  const lines: string[] = [];
  for (const fact of facts) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last}  ·  ${fact}`) <= width) lines[lines.length - 1] = `${last}  ·  ${fact}`;
    else lines.push(fact);
  }
  return lines;
}

export function drawJobPoster(poster: PosterFacts, qr: CanvasImageSource): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  const measure = (text: string) => ctx.measureText(text).width;

  const band = ctx.createLinearGradient(0, 0, WIDTH, 520);
  band.addColorStop(0, '#1d5eff');
  band.addColorStop(1, '#4f8bff');
  ctx.fillStyle = band;
  ctx.fillRect(0, 0, WIDTH, 520);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 520, WIDTH, HEIGHT - 520);

  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  ctx.font = `28px ${FONT}`;
  ctx.fillText(wrapText(measure, poster.companyName, WIDTH - 120, 1)[0] ?? '', 60, 90);
  ctx.fillStyle = '#ffffff';
  ctx.font = `bold 44px ${FONT}`;
  ctx.fillText('诚 聘', 60, 180);
  ctx.font = `bold 64px ${FONT}`;
  wrapText(measure, poster.jobName, WIDTH - 120, 2).forEach((line, i) => ctx.fillText(line, 60, 290 + i * 80));
  ctx.font = `bold 40px ${FONT}`;
  ctx.fillStyle = '#ffe58f';
  ctx.fillText(poster.salary, 60, 470);

  ctx.fillStyle = '#3a3f4b';
  ctx.font = `30px ${FONT}`;
  factLines(measure, poster.facts, WIDTH - 120)
    .slice(0, 2)
    .forEach((line, i) => ctx.fillText(wrapText(measure, line, WIDTH - 120, 1)[0] ?? '', 60, 600 + i * 46));

  const size = 260;
  const left = (WIDTH - size) / 2;
  ctx.drawImage(qr, left, 720, size, size);
  ctx.fillStyle = '#6b7385';
  ctx.font = `26px ${FONT}`;
  const hint = '扫码查看职位详情并投递简历';
  ctx.fillText(hint, (WIDTH - measure(hint)) / 2, 1030);
  return canvas;
}
