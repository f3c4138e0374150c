// The page of an area that is not available yet: its title, that it is not open, and one sentence
// of what it will hold. No feature list and no button, so nothing reads as if it already worked.
// Drawn without antd (area-empty-state.css), so an area that is not built costs next to nothing.
import { useEffect } from 'react';
import type { AppRoute } from '../../lib/routes';
import { PageHeader } from '../page/PageHeader';
import { Panel } from '../panel/Panel';
import { AreaIllustration } from './AreaIllustration';
import { areaCopyFor } from './area-copy';
import './area-empty-state.css';

export function AreaEmptyState({ route }: { route: AppRoute }) {
  const copy = areaCopyFor(route.key);
  const narrow = route.layout !== 'main';

  useEffect(() => {
    document.title = `${route.title} - 伯乐招聘`;
  }, [route.title]);

  return (
    <section aria-label={route.title} style={{ maxWidth: narrow ? 960 : undefined, margin: narrow ? '0 auto' : undefined }}>
      <PageHeader title={route.title} />
      <Panel style={{ boxShadow: '0 1px 2px rgba(31, 38, 51, 0.04)' }}>
        <div className="bole-area-empty" role="status">
          <div className="bole-area-empty-image">
            <AreaIllustration />
          </div>
          <p className="bole-area-empty-lead">
            <strong>该功能尚未开放</strong>
          </p>
          <p className="bole-area-empty-text">{copy.description}</p>
        </div>
      </Panel>
    </section>
  );
}
