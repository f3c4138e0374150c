// Turns the MenuItem tree of GET /api/common/menu into antd Menu items, and finds the entry
// of the current page: the page itself or the nearest parent page that is in the menu.
import type { MenuProps } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { routeByPath } from '@bole/domain';
import type { MenuItem } from '@bole/domain';
import type { AppRoute } from '../../lib/routes';
import { menuIcon } from './menu-icons';

type AntdItems = NonNullable<MenuProps['items']>;

const COUNT_STYLE: CSSProperties = {
  display: 'inline-block',
  minWidth: 20,
  height: 20,
  marginInlineStart: 6,
  padding: '0 6px',
  borderRadius: 10,
  background: '#ff4d4f',
  color: '#fff',
  fontSize: 12,
  lineHeight: '20px',
  textAlign: 'center',
  verticalAlign: 'middle',
  boxSizing: 'border-box',
};

/** The entry's title with its waiting work (简历筛选 7) when there is some. */
function labelOf(item: MenuItem, counts: ReadonlyMap<string, number>): ReactNode {
  const count = counts.get(item.key) ?? 0;
  if (count <= 0) return item.title;
  return (
    <>
      {item.title} <span style={COUNT_STYLE}>{count > 99 ? '99+' : count}</span>
    </>
  );
}

const NO_COUNTS: ReadonlyMap<string, number> = new Map();

export function toAntdItems(items: readonly MenuItem[], topLevel = true, counts: ReadonlyMap<string, number> = NO_COUNTS): AntdItems {
  return items.map((item) => ({
    key: item.key,
    icon: menuIcon(item.icon, topLevel),
    label: labelOf(item, counts),
    children: item.children?.length ? toAntdItems(item.children, false, counts) : undefined,
  }));
}

export type ActiveEntry = { item: MenuItem; ancestors: string[] };

function findWithAncestors(items: readonly MenuItem[], key: string, ancestors: string[] = []): ActiveEntry | undefined {
  for (const item of items) {
    if (item.key === key) return { item, ancestors };
    const found = item.children ? findWithAncestors(item.children, key, [...ancestors, item.key]) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The route and its parents by `parent`, nearest first. */
function routeChain(route: AppRoute): AppRoute[] {
  const chain = [route];
  for (let parent = route.parent; parent && chain.length < 10; ) {
    const up = routeByPath(parent);
    if (!up) break;
    chain.push(up);
    parent = up.parent;
  }
  return chain;
}

/** The menu entry of the current page, with the keys of the groups above it. */
export function findActive(items: readonly MenuItem[], route: AppRoute | undefined): ActiveEntry | undefined {
  if (!route) return undefined;
  for (const candidate of routeChain(route)) {
    const found = findWithAncestors(items, candidate.key);
    if (found) return found;
  }
  return undefined;
}

/** The leaf with this key. */
export function findByKey(items: readonly MenuItem[], key: string): MenuItem | undefined {
  return findWithAncestors(items, key)?.item;
}
