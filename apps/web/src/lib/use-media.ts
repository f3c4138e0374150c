// Window-width breakpoints without antd's Grid: antd's values (sm 576, md 768, lg 992, xl 1200),
// known from the first render on.
import { useSyncExternalStore } from 'react';

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

/** Whether the window is at least this wide (antd's `screens[name] !== false`). */
export function useMinWidth(name: keyof typeof BREAKPOINTS): boolean {
  const query = `(min-width: ${BREAKPOINTS[name]}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}
