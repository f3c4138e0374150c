import { afterEach, describe, expect, it, vi } from 'vitest';
import { startVersionCheck } from './use-version-check';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('version check', () => {
  it('polls /version.json every 60 s and reloads when the version changes', async () => {
    vi.useFakeTimers();
    const versions = ['a', 'a', 'b'];
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ version: versions.shift() ?? 'b' }), { status: 200 })));
    const reload = vi.fn();
    const stop = startVersionCheck(reload);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });
});
