// The navigation menu (side menu of the main layout, top or drawer menu of the lite layout).
import { Menu, Skeleton } from 'antd';
import type { MenuProps } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentRoute } from '../../lib/routes';
import { useSysType } from '../../lib/session';
import { findActive, findByKey, toAntdItems } from './menu-items';
import { useNavMenu } from './use-nav-menu';

type Props = {
  mode: 'inline' | 'horizontal';
  collapsed?: boolean;
  keepSys?: boolean;
  onNavigate?: () => void;
  /** Work waiting per entry key, shown next to its title (the lite menu's badges). */
  counts?: ReadonlyMap<string, number>;
};

export function NavMenu({ mode, collapsed = false, keepSys = false, onNavigate, counts }: Props) {
  const { items, loading } = useNavMenu();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const sysType = useSysType();
  const antdItems = useMemo(() => toAntdItems(items, true, counts), [items, counts]);
  const active = findActive(items, route);

  if (loading) return <Skeleton active title={false} paragraph={{ rows: 6 }} style={{ padding: 16 }} />;

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const path = findByKey(items, key)?.path;
    if (!path) return;
    if (/^https?:\/\//.test(path)) window.open(path, '_blank', 'noopener');
    else void navigate(keepSys ? `${path}${path.includes('?') ? '&' : '?'}sys=${sysType}` : path);
    onNavigate?.();
  };

  const selectedKeys = active ? [active.item.key] : [];
  const inlineOpen = mode === 'inline' && !collapsed;
  return (
    <Menu
      // Re-mount when the active group changes so that group opens; other groups keep the user's choice otherwise.
      key={inlineOpen ? (active?.ancestors.join('/') ?? 'none') : mode}
      mode={mode}
      items={antdItems}
      selectedKeys={selectedKeys}
      defaultOpenKeys={inlineOpen ? active?.ancestors : undefined}
      onClick={onClick}
      style={{ borderInlineEnd: 0, borderBottom: 0, background: 'transparent', flex: mode === 'horizontal' ? 1 : undefined, minWidth: 0 }}
      aria-label="主导航"
    />
  );
}
