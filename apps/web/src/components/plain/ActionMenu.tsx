// A row's "更多" / "…" menu in the look of antd's Dropdown, without antd's Dropdown and Menu
// (about 20 KB gzipped). The menu opens on click, Enter or ArrowDown, moves with the arrow keys,
// Home and End, follows its trigger on a scroll, and closes on a choice, Escape, Tab, a click
// elsewhere or when the trigger scrolls out of the window. It is drawn in <body> so that a
// table's sideways scroll box does not clip it.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import './plain.css';
import './action-menu.css';

export type ActionMenuItem = { key: string; label: ReactNode; danger?: boolean; /** A line above the entry. */ divided?: boolean };

/** What the trigger button must spread: the ref, the popup state and its handlers. */
export type ActionMenuTrigger = {
  ref: RefObject<HTMLButtonElement | null>;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
};

type Props = {
  /** The menu's accessible name. */
  label: string;
  items: ActionMenuItem[];
  onSelect: (key: string) => void;
  trigger: (props: ActionMenuTrigger) => ReactNode;
};

const GAP = 4;

export function ActionMenu({ label, items, onSelect, trigger }: Props) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);

  const entries = () => [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
  const focusEntry = (index: number) => {
    const all = entries();
    all[(index + all.length) % all.length]?.focus();
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    setPosition(null);
    if (refocus) triggerRef.current?.focus();
  };
  const show = (focus: boolean) => {
    focusFirst.current = focus;
    setOpen(true);
  };

  // Below the trigger, left edges aligned (antd's bottomLeft), kept inside the window: above the
  // trigger when it does not fit below (a card low on the screen), else as low as it fits.
  const place = () => {
    if (!triggerRef.current || !menuRef.current) return;
    const anchor = triggerRef.current.getBoundingClientRect();
    const { offsetWidth: width, offsetHeight: height } = menuRef.current;
    const below = anchor.bottom + GAP;
    const above = anchor.top - GAP - height;
    const fitsBelow = below + height <= window.innerHeight - GAP;
    const top = fitsBelow ? below : above >= GAP ? above : Math.max(GAP, window.innerHeight - GAP - height);
    setPosition({ top, left: Math.max(GAP, Math.min(anchor.left, window.innerWidth - width - GAP)) });
  };
  useLayoutEffect(() => {
    if (open) place();
  }, [open]);

  // Only once placed: the menu is hidden until then, and a hidden entry cannot take focus.
  useLayoutEffect(() => {
    if (!position || !focusFirst.current) return;
    focusFirst.current = false;
    menuRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
  }, [position]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !triggerRef.current?.contains(target)) close(false);
    };
    // A scroll (a smooth one may still run after the click that opened it) moves the menu with
    // its trigger; it closes once the trigger has left the window.
    const onMove = () => {
      const anchor = triggerRef.current?.getBoundingClientRect();
      if (!anchor || anchor.bottom < 0 || anchor.top > window.innerHeight) close(false);
      else place();
    };
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('scroll', onMove, true);
    window.addEventListener('resize', onMove);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('scroll', onMove, true);
      window.removeEventListener('resize', onMove);
    };
  }, [open]);

  const onMenuKey = (event: KeyboardEvent) => {
    const index = entries().indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusEntry(index + 1),
      ArrowUp: () => focusEntry(index - 1),
      Home: () => focusEntry(0),
      End: () => focusEntry(-1),
      Escape: () => close(true),
      Tab: () => close(false),
    };
    const move = moves[event.key];
    if (!move) return;
    if (event.key !== 'Tab') event.preventDefault();
    move();
  };

  return (
    <>
      {trigger({
        ref: triggerRef,
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        // A click from the keyboard (Enter, Space) has no pointer: it focuses the first entry.
        onClick: (event) => (open ? close(false) : show(event.detail === 0)),
        onKeyDown: (event) => {
          if (event.key !== 'ArrowDown' || open) return;
          event.preventDefault();
          show(true);
        },
      })}
      {open &&
        createPortal(
          <div
            ref={menuRef}
            className="bole-action-menu"
            role="menu"
            aria-label={label}
            style={position ?? { visibility: 'hidden' }}
            onKeyDown={onMenuKey}
          >
            {items.map((item) => (
              <div key={item.key} role="none">
                {item.divided && <div className="bole-action-menu-divider" role="separator" />}
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={item.danger ? 'bole-action-menu-item is-danger' : 'bole-action-menu-item'}
                  onClick={() => {
                    close(true);
                    onSelect(item.key);
                  }}
                >
                  {item.label}
                </button>
              </div>
            ))}
          </div>,
          document.body,
        )}
    </>
  );
}
