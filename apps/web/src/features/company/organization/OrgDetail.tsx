// The selected department: where it sits, its leader and counts, its actions and members.
import { Button, Descriptions } from 'antd';
import type { OrgNode } from '@bole/domain';
import { Fragment } from 'react';
import { SecondaryText } from '../../../components/text/Text';
import { OrgMembers } from './OrgMembers';
import './organization.css';
import type { OrgAction } from './OrgTreePanel';
import { totalMembers } from './org-tree';

type Props = {
  node: OrgNode;
  path: readonly OrgNode[];
  canManage: boolean;
  canListAccounts: boolean;
  onAction: (action: OrgAction, node: OrgNode) => void;
  onPreloadActions?: () => void;
};

export function OrgDetail({ node, path, canManage, canListAccounts, onAction, onPreloadActions }: Props) {
  const root = node.parentId === null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {path.length > 1 && (
        <nav className="bole-org-path" aria-label="部门路径">
          {path.map((p, index) => (
            <Fragment key={p.id}>
              {index > 0 && <span aria-hidden="true">/</span>}
              <span className={index === path.length - 1 ? 'is-current' : undefined}>{p.name}</span>
            </Fragment>
          ))}
        </nav>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', gap: 16 }}>
        <h5 className="bole-org-title">{node.name}</h5>
        {canManage && (
          <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }} onPointerEnter={onPreloadActions} onFocus={onPreloadActions}>
            <Button type="primary" onClick={() => onAction('addChild', node)}>
              添加子部门
            </Button>
            <Button onClick={() => onAction('rename', node)}>重命名</Button>
            {!root && <Button onClick={() => onAction('move', node)}>移动</Button>}
            <Button onClick={() => onAction('leader', node)}>设置负责人</Button>
            {!root && (
              <Button danger onClick={() => onAction('delete', node)}>
                删除
              </Button>
            )}
          </div>
        )}
      </div>
      <Descriptions
        size="small"
        column={4}
        bordered
        items={[
          { key: 'leader', label: '部门负责人', children: node.leaderName ?? <SecondaryText>未设置</SecondaryText> },
          { key: 'children', label: '下级部门', children: `${node.children.length} 个` },
          { key: 'direct', label: '直属成员', children: `${node.memberCount} 人` },
          { key: 'total', label: '总人数', children: `${totalMembers(node)} 人` },
        ]}
      />
      <div>
        <strong className="bole-text-strong" style={{ display: 'block', marginBottom: 12 }}>
          直属成员
        </strong>
        <OrgMembers key={node.id} orgId={node.id} canListAccounts={canListAccounts} />
      </div>
    </div>
  );
}
