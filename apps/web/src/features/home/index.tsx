// The home area: /home, and /middle (choose 社招 or 校招) on demand.
import { lazy } from 'react';
import type { AreaPageProps } from '../../lib/routes';
import HomePage from './HomePage';

const MiddlePage = lazy(() => import('./MiddlePage'));

export default function HomeArea({ route }: AreaPageProps) {
  return route.key === 'middle' ? <MiddlePage /> : <HomePage />;
}
