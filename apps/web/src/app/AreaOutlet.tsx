// One page of the route table: its area's lazy module inside the area's error boundary.
import { Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { PageSpin } from '../components/page/PageSpin';
import type { AppRoute } from '../lib/routes';
import { AreaBoundary, AreaLoaded } from './AreaBoundary';
import type { LazyPage } from './areas';
import { NotFoundPage } from './NotFoundPage';

function paramsMatch(route: AppRoute, params: Record<string, string | undefined>): boolean {
  return Object.entries(route.params ?? {}).every(([name, pattern]) => new RegExp(pattern).test(params[name] ?? ''));
}

type Props = { route: AppRoute; page: LazyPage; scope: string };

/** The page is resolved when the route table is built, so it is a stable component. */
export function AreaOutlet({ route, page: Page, scope }: Props) {
  const params = useParams();
  const matches = paramsMatch(route, params);
  useEffect(() => {
    if (matches) document.title = `${route.title} - 伯乐招聘`;
  }, [matches, route.title]);

  // React Router has no parameter patterns: a value the table's pattern refuses is an unknown page.
  if (!matches) return <NotFoundPage />;

  return (
    <AreaBoundary key={route.key} area={scope}>
      <Suspense fallback={<PageSpin />}>
        <Page route={route} />
        <AreaLoaded area={scope} />
      </Suspense>
    </AreaBoundary>
  );
}
