// 我的候选人 and the talent pool on a phone: the rows of filter chips fold behind one 筛选 button,
// and the '/' keyboard hint of the search box is left out on a touch screen.
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './FilterPanel';
import { SearchBar } from './SearchBar';

// jsdom has no matchMedia; test-setup's stand-in answers false to every query.
const noMedia = window.matchMedia;

/** The window answers true to exactly these media queries. */
function mediaMatches(matching: string[]) {
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => ({ ...noMedia(query), matches: matching.includes(query) }));
}

const PHONE = '(max-width: 767.98px)';
const TOUCH = '(pointer: coarse)';

const cities = { hot: [{ code: '330100', name: '杭州市' }], nameOf: (code: string) => (code === '330100' ? '杭州市' : '') };

function withQueries(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => vi.unstubAllGlobals());

describe('the filter panel on a phone', () => {
  it('shows one 筛选 button instead of the rows of chips, and the rows when it is pressed', () => {
    mediaMatches([PHONE, TOUCH]);
    render(withQueries(<FilterPanel filters={{}} onChange={vi.fn()} onClear={vi.fn()} tags={[]} cities={cities} />));
    const toggle = screen.getByRole('button', { name: '筛选' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: '城市' })).toBeNull();
    expect(screen.queryByRole('button', { name: /更多筛选/ })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: '城市' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '学历' })).toBeTruthy();
  });

  it('counts the conditions in use on the button and keeps them removable while folded', () => {
    mediaMatches([PHONE]);
    const onChange = vi.fn();
    render(withQueries(<FilterPanel filters={{ city: ['330100'], degree: 3 }} onChange={onChange} onClear={vi.fn()} tags={[]} cities={cities} />));
    expect(screen.getByRole('button', { name: '筛选（2）' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: '城市' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /杭州/ }));
    expect(onChange).toHaveBeenCalledWith({ city: undefined });
  });

  it('shows the rows without a 筛选 button on a wide screen', () => {
    mediaMatches([]);
    render(withQueries(<FilterPanel filters={{}} onChange={vi.fn()} onClear={vi.fn()} tags={[]} cities={cities} />));
    expect(screen.queryByRole('button', { name: '筛选' })).toBeNull();
    expect(screen.getByRole('group', { name: '城市' })).toBeTruthy();
  });
});

describe('the search box’s keyboard hint', () => {
  it('shows the / hint where there is a keyboard', () => {
    mediaMatches([]);
    render(<SearchBar onSearch={vi.fn()} />);
    expect(screen.getByTitle('按 / 键快速搜索').textContent).toBe('/');
  });

  it('leaves it out on a touch screen, where no key can be pressed', () => {
    mediaMatches([PHONE, TOUCH]);
    render(<SearchBar onSearch={vi.fn()} />);
    expect(screen.queryByTitle('按 / 键快速搜索')).toBeNull();
    expect(screen.getByRole('searchbox', { name: '搜索简历' })).toBeTruthy();
  });
});
