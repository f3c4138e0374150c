// A stage's type (初筛, 面试, 笔试/测评, Offer, 待定) as a coloured tag, the same colour on every page.
import { Tag } from 'antd';
import { stageTypeLabels, type StageType } from '@bole/domain';

const COLORS: Record<StageType, string> = { 1: 'blue', 2: 'purple', 3: 'cyan', 4: 'gold', 5: 'default' };

export function StageTypeTag({ type }: { type: StageType }) {
  return (
    <Tag color={COLORS[type]} variant="filled" className="bole-stage-type">
      {stageTypeLabels[type]}
    </Tag>
  );
}
