// Image resumes rendered by Chromium: clean screenshots of an HTML resume, a phone photo
// that is slightly tilted, and scans too poor to read: faded to almost nothing, or blurred,
// tilted and speckled so that OCR answers fragments of noise.
import { chromium, type Page } from 'playwright-core';

export type Quality = 'clean' | 'tilted' | 'faded' | 'garbled' | 'speckled';
export type Shot = { html: string; quality: Quality };
/** Scans no reader could take a resume from. */
export const UNREADABLE: Quality[] = ['faded', 'garbled', 'speckled'];

const NOISE = 'html::after{content:"";position:fixed;inset:0;background:url("data:image/svg+xml;utf8,<svg xmlns=%27http://www.w3.org/2000/svg%27 width=%27300%27 height=%27300%27><filter id=%27n%27><feTurbulence type=%27fractalNoise%27 baseFrequency=%270.9%27 seed=%277%27/></filter><rect width=%27300%27 height=%27300%27 filter=%27url(%23n)%27 opacity=%27OPACITY%27/></svg>")}';

const degrade: Record<Quality, string> = {
  clean: '',
  tilted: 'body{transform:rotate(-1.5deg);transform-origin:0 0;filter:contrast(0.85)}',
  faded: `body{transform:rotate(4deg) scale(0.55);transform-origin:0 0;filter:blur(1.8px) contrast(0.35) brightness(1.25)}${NOISE.replace('OPACITY', '0.75')}`,
  garbled: `body{transform:rotate(4deg) scale(0.9);transform-origin:0 0;filter:blur(1.5px) contrast(0.6)}${NOISE.replace('OPACITY', '0.5')}`,
  speckled: `body{transform:rotate(3deg) scale(0.8);transform-origin:0 0;filter:blur(1.1px) contrast(0.6)}${NOISE.replace('OPACITY', '0.5')}`,
};

async function shoot(page: Page, shot: Shot): Promise<Buffer> {
  await page.setContent(shot.html.replace('</head>', `<style>${degrade[shot.quality]}</style></head>`));
  return Buffer.from(await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 760, height: 900 } }));
}

/** Each shot as PNG bytes, in order. */
export async function renderShots(shots: Shot[]): Promise<Buffer[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    const page = await browser.newPage({ locale: 'zh-CN', viewport: { width: 760, height: 900 } });
    const out: Buffer[] = [];
    for (const s of shots) out.push(await shoot(page, s));
    return out;
  } finally {
    await browser.close();
  }
}
