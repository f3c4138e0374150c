// Loading on demand what is not on a page's first paint (drawers, dialogs, rarely used panels):
// a lazy component with preload() for hover and focus, and a frame that mounts it on first use.
import { lazy, Suspense, useState } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';

export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => void };

/**
 * React.lazy for a named export of a module, with `preload()` to start the download early
 * (on pointer enter or focus of what opens it). A failed download is tried again next time.
 */
export function lazyNamed<K extends string, P>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): Preloadable<P> {
  let loading: Promise<Record<K, ComponentType<P>>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const component = lazy(() => get().then((module) => ({ default: module[name] })));
  return Object.assign(component, { preload: () => void get().catch(() => undefined) });
}

/**
 * Mounts its children the first time `open` is true and keeps them mounted after, so a drawer
 * or dialog loads when it is first opened and still plays its closing animation.
 */
export function MountOnOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
