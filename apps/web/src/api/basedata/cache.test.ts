import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildLookup, loadBasedata, resetBasedataForTests } from './cache';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), withMessage: vi.fn() }));

const degrees = [
  { code: 3, name: '本科' },
  { code: 4, name: '硕士' },
];

function serve(versions: Record<string, string>, lists: Record<string, unknown[]>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const data = url === '/api/basedata/version' ? versions : lists[url.replace('/api/basedata/', '')];
    return new Response(JSON.stringify({ status: 200, data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const listCalls = (fetchMock: ReturnType<typeof serve>) => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url !== '/api/basedata/version');

beforeEach(() => {
  resetBasedataForTests();
  vi.unstubAllGlobals();
});

describe('basedata cache', () => {
  it('fetches a list once, then answers from localStorage while its version holds', async () => {
    const first = serve({ degrees: 'v1' }, { degrees });
    await expect(loadBasedata('degrees')).resolves.toEqual(degrees);
    expect(listCalls(first)).toEqual(['/api/basedata/degrees']);

    // A new page load: versions are asked again, the list comes from the cache.
    resetBasedataForTests();
    const second = serve({ degrees: 'v1' }, { degrees: [] });
    await expect(loadBasedata('degrees')).resolves.toEqual(degrees);
    expect(listCalls(second)).toEqual([]);
  });

  it('drops lists whose version changed and refetches them', async () => {
    serve({ degrees: 'v1', scale: 's1' }, { degrees, scale: [{ code: 1, name: '1-49人' }] });
    await loadBasedata('degrees');
    await loadBasedata('scale');

    resetBasedataForTests();
    const updated = [...degrees, { code: 5, name: '博士' }];
    const fetchMock = serve({ degrees: 'v2', scale: 's1' }, { degrees: updated, scale: [] });
    await expect(loadBasedata('degrees')).resolves.toEqual(updated);
    await expect(loadBasedata('scale')).resolves.toEqual([{ code: 1, name: '1-49人' }]);
    expect(listCalls(fetchMock)).toEqual(['/api/basedata/degrees']);
    expect(JSON.parse(localStorage.getItem('bole:basedata:degrees') ?? '{}')).toMatchObject({ version: 'v2' });
  });

  it('drops cached lists the server no longer names as soon as versions arrive', async () => {
    serve({ degrees: 'v1', country: 'c1' }, { degrees, country: [{ code: 'CN', name: '中国' }] });
    await loadBasedata('country');
    expect(localStorage.getItem('bole:basedata:country')).not.toBeNull();

    resetBasedataForTests();
    serve({ degrees: 'v1' }, { degrees });
    await loadBasedata('degrees');
    expect(localStorage.getItem('bole:basedata:country')).toBeNull();
  });

  it('looks names up by code, nested lists included', () => {
    const lookup = buildLookup([{ code: '330000', name: '浙江', children: [{ code: '330100', name: '杭州' }] }, { code: 3, name: '本科' }]);
    expect(lookup.get('330100')).toBe('杭州');
    expect(lookup.get('3')).toBe('本科');
  });
});
