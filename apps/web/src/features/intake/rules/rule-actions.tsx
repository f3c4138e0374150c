// The 操作 column both rule lists share: 编辑 and 删除, for those who may manage rules.
import { Button } from 'antd';
import type { Column } from '../../../components/table/SimpleTable';

export function ruleActionsColumn<R>(canManage: boolean, onEdit: (rule: R) => void, onDelete: (rule: R) => void): Column<R> {
  return {
    key: 'actions',
    title: '操作',
    width: 120,
    render: (r) =>
      canManage && (
        <span className="bole-rules-actions">
          <Button type="link" size="small" onClick={() => onEdit(r)}>
            编辑
          </Button>
          <Button type="link" size="small" danger onClick={() => onDelete(r)}>
            删除
          </Button>
        </span>
      ),
  };
}
