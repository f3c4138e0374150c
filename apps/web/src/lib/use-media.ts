// Media queries as React state without antd's Grid: window-width breakpoints with antd's values
// (sm 576, md 768, lg 992, xl 1200) and the kind of pointer, known from the first render on.
import { useSyncExternalStore } from 'react';

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

/** Whether the media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** Whether the window is at least this wide (antd's `screens[name] !== false`). */
export function useMinWidth(name: keyof typeof BREAKPOINTS): boolean {
  return useMediaQuery(`(min-width: ${BREAKPOINTS[name]}px)`, true);
}

/** Whether the window is narrower than the breakpoint: a phone below `md`. */
export function useMaxWidth(name: keyof typeof BREAKPOINTS): boolean {
  return useMediaQuery(`(max-width: ${BREAKPOINTS[name] - 0.02}px)`);
}

/** Whether the main pointer is a finger (phones, tablets): keyboard hints mean nothing there. */
export function useCoarsePointer(): boolean {
  return useMediaQuery('(pointer: coarse)');
}
