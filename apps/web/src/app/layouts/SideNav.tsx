// The side navigation of the main layout, drawn without antd in the look of antd's inline Menu:
// nested groups that open and close, the current page highlighted (its groups too), and when
// collapsed the first-level icons only, with each group's entries in a fly-out panel and each
// page's name in a tooltip. Entries are links (open in a new tab works) and group toggles are
// buttons with aria-expanded, all reachable with Tab; Escape closes a fly-out.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import type { MenuItem } from '@bole/domain';
import { Skeleton } from '../../components/plain/Skeleton';
import { useCurrentRoute } from '../../lib/routes';
import { useSysType } from '../../lib/session';
import { menuIcon } from './menu-icons';
import { findActive } from './menu-items';
import { useNavMenu } from './use-nav-menu';

type Nav = {
  /** Key of the entry of the current page. */
  activeKey?: string;
  /** Keys of the groups above it. */
  activeGroups: ReadonlySet<string>;
  /** The address an entry links to (with the sys mode when the layout keeps it in the address). */
  hrefOf: (path: string) => string;
};

const HOVER_DELAY_MS = 100;
const EXTERNAL = /^https?:\/\//;

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
const domId = (key: string) => `bole-nav-${key.replace(/[^\w-]/g, '-')}`;

type Props = { collapsed: boolean; keepSys?: boolean };

export function SideNav({ collapsed, keepSys = false }: Props) {
  const { items, loading } = useNavMenu();
  const route = useCurrentRoute();
  const sysType = useSysType();
  if (loading) return <Skeleton rows={6} style={{ padding: 16 }} />;

  const active = findActive(items, route);
  const nav: Nav = {
    activeKey: active?.item.key,
    activeGroups: new Set(active?.ancestors),
    hrefOf: (path) => (keepSys ? `${path}${path.includes('?') ? '&' : '?'}sys=${sysType}` : path),
  };
  return collapsed ? (
    <CollapsedNav items={items} nav={nav} routeKey={route?.key} />
  ) : (
    <InlineNav items={items} nav={nav} openOnEnter={active?.ancestors ?? []} />
  );
}

// ---------------------------------------------------------------- entries

function EntryContent({ item, level }: { item: MenuItem; level: number }) {
  return (
    <>
      {menuIcon(item.icon, level === 1)}
      <span className="bole-nav-title">{item.title}</span>
    </>
  );
}

type EntryLinkProps = { item: MenuItem; level: number; nav: Nav; style?: CSSProperties; onNavigate?: () => void; children?: ReactNode };

/** A page of the menu: a link, the current one highlighted. */
function EntryLink({ item, level, nav, style, onNavigate, children }: EntryLinkProps) {
  const selected = item.key === nav.activeKey;
  const className = cx('bole-nav-item', selected && 'is-selected');
  const content = children ?? <EntryContent item={item} level={level} />;
  if (!item.path) return <span className={className} style={style}>{content}</span>;
  if (EXTERNAL.test(item.path)) {
    return (
      <a className={className} style={style} href={item.path} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {content}
      </a>
    );
  }
  return (
    <Link className={className} style={style} to={nav.hrefOf(item.path)} aria-current={selected ? 'page' : undefined} onClick={onNavigate}>
      {content}
    </Link>
  );
}

const hasChildren = (item: MenuItem): item is MenuItem & { children: MenuItem[] } => (item.children?.length ?? 0) > 0;

// ---------------------------------------------------------------- expanded (inline) menu

type InlineState = { enteredWith: string; open: ReadonlySet<string> };

function InlineNav({ items, nav, openOnEnter }: { items: readonly MenuItem[]; nav: Nav; openOnEnter: readonly string[] }) {
  // The groups of the current page open when it changes; the others keep the user's choice.
  const enteredWith = openOnEnter.join('/');
  const [state, setState] = useState<InlineState>(() => ({ enteredWith, open: new Set(openOnEnter) }));
  let open = state.open;
  if (state.enteredWith !== enteredWith) {
    open = new Set(openOnEnter);
    setState({ enteredWith, open });
  }
  const toggle = (key: string) =>
    setState((current) => {
      const next = new Set(current.open);
      if (!next.delete(key)) next.add(key);
      return { ...current, open: next };
    });

  return (
    <ul className="bole-nav">
      {items.map((item) => (
        <InlineEntry key={item.key} item={item} level={1} open={open} toggle={toggle} nav={nav} />
      ))}
    </ul>
  );
}

type InlineEntryProps = { item: MenuItem; level: number; open: ReadonlySet<string>; toggle: (key: string) => void; nav: Nav };

function InlineEntry({ item, level, open, toggle, nav }: InlineEntryProps) {
  const style = { paddingInlineStart: 24 * level };
  if (!hasChildren(item)) {
    return (
      <li>
        <EntryLink item={item} level={level} nav={nav} style={style} />
      </li>
    );
  }
  const isOpen = open.has(item.key);
  const id = domId(item.key);
  return (
    <li>
      <button
        type="button"
        className={cx('bole-nav-item', 'bole-nav-group', nav.activeGroups.has(item.key) && 'is-active-group', isOpen && 'is-open')}
        style={style}
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => toggle(item.key)}
      >
        <EntryContent item={item} level={level} />
        <i className="bole-nav-arrow" aria-hidden="true" />
      </button>
      <div id={id} className={cx('bole-nav-sub', isOpen && 'is-open')}>
        <ul className="bole-nav-list">
          {item.children.map((child) => (
            <InlineEntry key={child.key} item={child} level={level + 1} open={open} toggle={toggle} nav={nav} />
          ))}
        </ul>
      </div>
    </li>
  );
}

// ---------------------------------------------------------------- collapsed menu

/** Open one of a list's fly-outs at a time, on hover after a short delay or at once on click and keys. */
function useOpenKey(resetOn: unknown) {
  const [state, setState] = useState<{ key: string | null; resetOn: unknown }>({ key: null, resetOn });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  let openKey = state.key;
  if (state.resetOn !== resetOn) {
    openKey = null;
    setState({ key: null, resetOn });
  }
  const set = (key: string | null) => {
    window.clearTimeout(timer.current);
    setState((current) => ({ ...current, key }));
  };
  const later = (key: string | null) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState((current) => ({ ...current, key })), HOVER_DELAY_MS);
  };
  return { openKey, set, later };
}

type Opener = ReturnType<typeof useOpenKey>;

function CollapsedNav({ items, nav, routeKey }: { items: readonly MenuItem[]; nav: Nav; routeKey?: string }) {
  const opener = useOpenKey(routeKey);
  return (
    <ul className="bole-nav is-collapsed">
      {items.map((item) =>
        hasChildren(item) ? (
          <FlyoutGroup key={item.key} item={item} level={1} nav={nav} opener={opener} />
        ) : (
          <TooltipEntry key={item.key} item={item} nav={nav} />
        ),
      )}
    </ul>
  );
}

/** A first-level page of the collapsed menu: its icon, with the name in a tooltip on hover and focus. */
function TooltipEntry({ item, nav }: { item: MenuItem; nav: Nav }) {
  const ref = useRef<HTMLLIElement>(null);
  const [tip, setTip] = useState<{ top: number; left: number } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = (delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const box = ref.current?.firstElementChild?.getBoundingClientRect();
      if (box) setTip({ top: box.top + box.height / 2, left: box.right + 8 });
    }, delay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setTip(null);
  };
  return (
    <li ref={ref} onPointerEnter={() => show(HOVER_DELAY_MS)} onPointerLeave={hide} onFocus={() => show(0)} onBlur={hide}>
      <EntryLink item={item} level={1} nav={nav} onNavigate={hide} />
      {tip && (
        <span className="bole-nav-tooltip" role="tooltip" style={{ top: tip.top, left: tip.left }}>
          {item.title}
        </span>
      )}
    </li>
  );
}

type FlyoutGroupProps = { item: MenuItem & { children: MenuItem[] }; level: number; nav: Nav; opener: Opener };

/** A group of the collapsed menu (or of a fly-out): a button that opens its entries beside it. */
function FlyoutGroup({ item, level, nav, opener }: FlyoutGroupProps) {
  const open = opener.openKey === item.key;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const inner = useOpenKey(open);
  const id = domId(`${item.key}-flyout`);

  // Beside the button, level with its top (as antd's pop-up), moved up when it would leave the window.
  useLayoutEffect(() => {
    if (!open) return;
    const button = buttonRef.current?.getBoundingClientRect();
    const panel = panelRef.current?.getBoundingClientRect();
    if (!button) return;
    const height = panel?.height ?? 0;
    const top = Math.max(8, Math.min(Math.floor(button.top), window.innerHeight - height - 8));
    setPlace((current) => (current?.top === top && current.left === button.right ? current : { top, left: button.right }));
  }, [open]);

  const focusFirst = () => window.setTimeout(() => panelRef.current?.querySelector<HTMLElement>('a, button')?.focus());
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      opener.set(item.key);
      focusFirst();
    }
  };
  const onPanelKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'ArrowLeft') {
      event.preventDefault();
      event.stopPropagation();
      opener.set(null);
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) opener.set(null);
  };

  return (
    <li onPointerEnter={() => opener.later(item.key)} onPointerLeave={() => opener.later(null)} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={cx('bole-nav-item', 'bole-nav-group', nav.activeGroups.has(item.key) && 'is-active-group')}
        style={level > 1 ? { paddingInlineStart: 16 } : undefined}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => opener.set(open ? null : item.key)}
        onKeyDown={onButtonKey}
      >
        <EntryContent item={item} level={level} />
        <i className="bole-nav-arrow" aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={panelRef}
          id={id}
          className="bole-nav-flyout"
          style={place ? { top: place.top, left: place.left } : { visibility: 'hidden' }}
          onKeyDown={onPanelKey}
        >
          <ul className="bole-nav-list" aria-label={item.title}>
            {item.children.map((child) =>
              hasChildren(child) ? (
                <FlyoutGroup key={child.key} item={child} level={level + 1} nav={nav} opener={inner} />
              ) : (
                <li key={child.key}>
                  <EntryLink item={child} level={level + 1} nav={nav} style={{ paddingInlineStart: 16 }} onNavigate={() => opener.set(null)} />
                </li>
              ),
            )}
          </ul>
        </div>
      )}
    </li>
  );
}
