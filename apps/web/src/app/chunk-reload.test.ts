import { describe, expect, it, vi } from 'vitest';
import { clearReloadFlag, isChunkLoadError, reloadOnce } from './chunk-reload';

describe('chunk load failures', () => {
  it('recognises the browsers’ chunk load errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/area-job-x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once per area until the area renders again', () => {
    const reload = vi.fn();
    expect(reloadOnce('job', reload)).toBe(true);
    expect(reloadOnce('job', reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    clearReloadFlag('job');
    expect(reloadOnce('job', reload)).toBe(true);
  });
});
