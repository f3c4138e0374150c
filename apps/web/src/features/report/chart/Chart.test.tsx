import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Chart } from './Chart';

const setOption = vi.fn();
vi.mock('./echarts', () => ({ echarts: { init: () => ({ setOption, resize: vi.fn(), dispose: vi.fn(), on: vi.fn(), off: vi.fn() }) } }));

/** Answers `reduce` to the reduced-motion query, as a system set to less motion does. */
function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

afterEach(() => {
  vi.restoreAllMocks();
  setOption.mockClear();
});

const option = { xAxis: { type: 'category', data: ['初筛'] }, yAxis: { type: 'value' }, series: [{ type: 'bar', data: [3] }] };

describe('Chart', () => {
  it('animates by default', async () => {
    preferReducedMotion(false);
    render(<Chart option={option} height={200} aria-label="漏斗" />);
    await waitFor(() => expect(setOption).toHaveBeenCalledWith(option, { notMerge: true }));
  });

  it('draws at once when the system asks for less motion', async () => {
    preferReducedMotion(true);
    render(<Chart option={option} height={200} aria-label="漏斗" />);
    await waitFor(() => expect(setOption).toHaveBeenCalledWith({ ...option, animation: false }, { notMerge: true }));
  });
});
