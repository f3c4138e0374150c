// The designed empty state of an area whose pages a later issue builds: the page's title,
// what the area will hold, and its primary action disabled with the reason in a tooltip. Drawn
// without antd (area-empty-state.css, in the look of the antd Card, Empty, Button and Tooltip it
// used), so an area that is not built yet costs next to nothing.
import { useEffect } from 'react';
import type { AppRoute } from '../../lib/routes';
import { PageHeader } from '../page/PageHeader';
import { Panel } from '../panel/Panel';
import { CheckCircleFilledIcon } from '../plain/icons';
import { PlusIcon } from '../plain/nav-icons';
import { PlainButton } from '../plain/PlainButton';
import { AreaIllustration } from './AreaIllustration';
import { areaCopyFor } from './area-copy';
import './area-empty-state.css';

export function AreaEmptyState({ route }: { route: AppRoute }) {
  const copy = areaCopyFor(route.key);
  // Honest about why the action is off: this build does not include the area yet.
  const reason = `当前版本暂未提供「${route.title}」，上线后即可在此${copy.action}`;
  const narrow = route.layout !== 'main';

  useEffect(() => {
    document.title = `${route.title} - 伯乐招聘`;
  }, [route.title]);

  const action = (
    <span className="bole-tip" data-tip={reason}>
      <PlainButton variant="primary" icon={<PlusIcon />} disabled>
        {copy.action}
      </PlainButton>
    </span>
  );

  return (
    <section aria-label={route.title} style={{ maxWidth: narrow ? 960 : undefined, margin: narrow ? '0 auto' : undefined }}>
      <PageHeader title={route.title} extra={action} />
      <Panel style={{ boxShadow: '0 1px 2px rgba(31, 38, 51, 0.04)' }}>
        <div className="bole-area-empty">
          <div className="bole-area-empty-image">
            <AreaIllustration />
          </div>
          <div className="bole-area-empty-text">
            <p className="bole-area-empty-lead">
              <strong>{copy.lead}</strong>：{copy.description}
            </p>
            {copy.points.length > 0 && (
              <ul className="bole-area-empty-points" aria-label="将包含的内容">
                {copy.points.map((point) => (
                  <li key={point}>
                    <span className="bole-icon" aria-hidden="true">
                      <CheckCircleFilledIcon />
                    </span>
                    {point}
                  </li>
                ))}
              </ul>
            )}
            <span className="bole-area-empty-reason">{reason}</span>
          </div>
        </div>
      </Panel>
    </section>
  );
}
