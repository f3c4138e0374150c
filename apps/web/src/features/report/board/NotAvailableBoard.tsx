// A board this build does not have yet: the designed empty state's picture and words inside the
// boards' tabs, and no chart or number that could be read as real.
import { AreaIllustration } from '../../../components/area-empty-state/AreaIllustration';
import { Panel } from '../../../components/panel/Panel';
import '../../../components/area-empty-state/area-empty-state.css';

export function NotAvailableBoard({ title }: { title: string }) {
  return (
    <Panel>
      <div className="bole-area-empty" role="status">
        <div className="bole-area-empty-image">
          <AreaIllustration />
        </div>
        <p className="bole-area-empty-lead">
          <strong>{title}看板尚未开放</strong>
        </p>
        <p className="bole-area-empty-text">开放后，可在这里按期间、部门、职位、招聘负责人和渠道查看{title}的统计数据，并点击数字查看对应的候选人。目前可先使用其他看板。</p>
      </div>
    </Panel>
  );
}
