// 面试评价 pages that app/areas.ts sends here: the interviewer's evaluation page (in the lite and
// the main area) and 面试评价模板; one lazy module per page, picked by route key.
import type { ComponentType } from 'react';
import { AreaEmptyState } from '../../../components/area-empty-state/AreaEmptyState';
import { lazyNamed } from '../../../lib/lazy';
import type { AreaPageProps } from '../../../lib/routes';

type Page = ComponentType<{ title: string }>;

const evaluation = lazyNamed(() => import('./EvaluationPage'), 'EvaluationPage');
const PAGES: Record<string, Page> = {
  'lite.evaluation.id': evaluation,
  'recruit.interview.evaluation.id': evaluation,
  'user.template.evaluate': lazyNamed(() => import('./TemplatesPage'), 'TemplatesPage'),
};

export default function EvaluationPages({ route }: AreaPageProps) {
  const Page = PAGES[route.key];
  return Page ? <Page title={route.title} /> : <AreaEmptyState route={route} />;
}
