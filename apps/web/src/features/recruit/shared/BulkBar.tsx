// The bar over the board or the table while candidates are selected: how many, 批量移动到 a
// stage, 安排面试 and 推荐给用人部门 (when every selected stage allows it), 批量淘汰, and 取消选择.
import { DownOutlined } from '@ant-design/icons';
import { ActionMenu } from '../../../components/plain/ActionMenu';
import { PlainButton } from '../../../components/plain/PlainButton';

type Props = {
  count: number;
  stages: readonly { id: number; name: string }[];
  busy: boolean;
  onMove: (stageId: number) => void;
  /** Absent when a selected candidate is not in an interview stage (or without 220005). */
  onArrange?: () => void;
  /** Absent when a selected candidate's stage does not push to the hiring department. */
  onPush?: () => void;
  /** Absent without 220003 or when a selected candidate is no longer in the process. */
  onEliminate?: () => void;
  onClear: () => void;
};

export function BulkBar({ count, stages, busy, onMove, onArrange, onPush, onEliminate, onClear }: Props) {
  return (
    <div className="bole-rp-bulk" role="region" aria-label="批量操作">
      <span>
        已选 <strong>{count}</strong> 位候选人
      </span>
      <ActionMenu
        label="批量移动到阶段"
        items={stages.map((s) => ({ key: String(s.id), label: s.name }))}
        onSelect={(key) => onMove(Number(key))}
        trigger={(menu) => (
          <PlainButton {...menu} variant="primary" loading={busy}>
            批量移动到 <DownOutlined style={{ fontSize: 10 }} />
          </PlainButton>
        )}
      />
      {onArrange && <PlainButton onClick={onArrange}>安排面试</PlainButton>}
      {onPush && <PlainButton onClick={onPush}>推荐给用人部门</PlainButton>}
      {onEliminate && (
        <PlainButton onClick={onEliminate}>
          批量淘汰
        </PlainButton>
      )}
      <button type="button" className="bole-rp-link" onClick={onClear}>
        取消选择
      </button>
      <span className="bole-rp-muted" style={{ marginLeft: 'auto', fontSize: 12 }}>
        也可以把选中的卡片一起拖到目标阶段
      </span>
    </div>
  );
}
