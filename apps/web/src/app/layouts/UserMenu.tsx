// The user's corner of the header: avatar and name, 个人设置, 修改密码 and 退出登录. Drawn without
// antd in the look of antd's Avatar and Dropdown (main-layout.css): a menu button whose menu opens
// on click or Enter, moves with the arrow keys and closes with Escape or a click elsewhere. The
// dialogs behind the entries load when chosen.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useAccountInfo } from '../../api/account';
import { useLogout } from '../../api/logout';
import { Avatar } from '../../components/plain/Avatar';
import { UserIcon } from '../../components/plain/icons';
import { DownIcon, KeyIcon, LogoutIcon } from '../../components/plain/nav-icons';
import { confirmDialog, preloadDialogs } from '../../lib/dialogs';
import type { AccountDialogKind } from './AccountDialog';
import './user-menu.css';

const loadAccountDialog = () => import('./AccountDialog');
const AccountDialog = lazy(loadAccountDialog);
const preloadAccountDialog = () => void loadAccountDialog().catch(() => undefined);

/** An entry of the menu; `preload` warms up what it opens when it is pointed at or focused. */
type Entry = { key: AccountDialogKind | 'logout'; icon: ReactNode; label: string; danger?: boolean; preload: () => void };

const icon = (node: ReactNode) => (
  <span className="bole-icon" aria-hidden="true">
    {node}
  </span>
);

const ENTRIES: Entry[] = [
  { key: 'profile', icon: icon(<UserIcon />), label: '个人设置', preload: preloadAccountDialog },
  { key: 'password', icon: icon(<KeyIcon />), label: '修改密码', preload: preloadAccountDialog },
  { key: 'logout', icon: icon(<LogoutIcon />), label: '退出登录', danger: true, preload: preloadDialogs },
];

export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { data: user } = useAccountInfo();
  const logout = useLogout();
  const [dialog, setDialog] = useState<AccountDialogKind | null>(null);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  // A click or tap outside closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const openMenu = (focus: 'first' | 'last' | null) => {
    setOpen(true);
    if (focus) window.setTimeout(() => focusItem(focus === 'first' ? 0 : -1));
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const index = items().indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(index + 1),
      ArrowUp: () => focusItem(index - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: () => close(true),
      Tab: () => close(false),
    };
    const move = moves[event.key];
    if (!move) return;
    if (event.key !== 'Tab') event.preventDefault();
    move();
  };

  const choose = (key: Entry['key']) => {
    close(true);
    if (key !== 'logout') {
      setDialog(key);
      return;
    }
    confirmDialog({
      title: '确定退出登录吗？',
      content: '退出后需要重新输入账号和密码登录。',
      okText: '退出登录',
      cancelText: '取消',
      onOk: () => logout.mutateAsync(),
    });
  };

  const name = user?.userName ?? '';
  return (
    <div className="bole-user" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className="bole-user-trigger"
        aria-label="账号菜单"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={(event) => (open ? close(false) : openMenu(event.detail === 0 ? 'first' : null))}
        onKeyDown={onTriggerKey}
      >
        <Avatar size={30}>{name.slice(-2) || icon(<UserIcon />)}</Avatar>
        {!compact && (
          <span className="bole-user-names">
            <span className="bole-user-name">{name}</span>
            <span className="bole-user-role">{user?.roleName}</span>
          </span>
        )}
        <span className="bole-user-caret">{icon(<DownIcon />)}</span>
      </button>
      {open && (
        <div ref={menuRef} className="bole-dropdown" role="menu" aria-label="账号菜单" onKeyDown={onMenuKey}>
          {ENTRIES.map((entry) => (
            <div key={entry.key} role="none">
              {entry.danger && <div className="bole-dropdown-divider" role="separator" />}
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={entry.danger ? 'bole-dropdown-item is-danger' : 'bole-dropdown-item'}
                onClick={() => choose(entry.key)}
                onPointerEnter={entry.preload}
                onFocus={entry.preload}
              >
                {entry.icon}
                {entry.label}
              </button>
            </div>
          ))}
        </div>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <AccountDialog kind={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </div>
  );
}
