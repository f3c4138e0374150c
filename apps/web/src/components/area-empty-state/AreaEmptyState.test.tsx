// Issue 12 item 2: an area that is not built says so plainly: 该功能尚未开放 and one sentence of
// what it will hold, without check-marked feature lists or buttons that only look usable.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeByPath, ROUTES } from '@bole/domain';
import MoreArea from '../../features/more';
import { AreaEmptyState } from './AreaEmptyState';
import { areaCopyFor } from './area-copy';

const route = (path: string) => {
  const found = routeByPath(path);
  if (!found) throw new Error(`no route for ${path}`);
  return found;
};

describe('the page of an area that is not available yet', () => {
  it('says the area is not open, with one sentence of what it will be, and offers no button or list', () => {
    render(<AreaEmptyState route={route('/more/aim')} />);
    const page = screen.getByRole('region', { name: '人才地图' });
    expect(within(page).getByRole('heading', { name: '人才地图' })).toBeTruthy();
    expect(within(page).getByText('该功能尚未开放')).toBeTruthy();
    expect(within(page).getByText('开放后，可在这里分析目标公司与目标职能的人才分布。')).toBeTruthy();
    expect(within(page).queryAllByRole('button')).toEqual([]);
    expect(within(page).queryAllByRole('listitem')).toEqual([]);
    expect(page.textContent).not.toContain('✓');
  });

  it('shows /abroad the same way, with no button that leads elsewhere', () => {
    render(<MoreArea route={route('/abroad')} />);
    const page = screen.getByRole('region', { name: 'AI海外招聘' });
    expect(within(page).getByText('该功能尚未开放')).toBeTruthy();
    expect(within(page).queryAllByRole('button')).toEqual([]);
    expect(within(page).queryAllByRole('link')).toEqual([]);
    expect(screen.queryByText('发布海外职位')).toBeNull();
  });

  it('has one sentence for every route, in words that describe a plan', () => {
    for (const r of ROUTES) {
      const { description } = areaCopyFor(r.key);
      expect(description, r.path).toMatch(/^开放后，.+。$/);
    }
  });
});
