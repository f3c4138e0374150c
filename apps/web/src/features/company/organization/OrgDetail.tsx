// The selected department: where it sits, its leader and counts, its actions and members.
import { Breadcrumb, Button, Descriptions, Flex, Space, Typography } from 'antd';
import type { OrgNode } from '@bole/domain';
import { OrgMembers } from './OrgMembers';
import type { OrgAction } from './OrgTreePanel';
import { totalMembers } from './org-tree';

type Props = { node: OrgNode; path: readonly OrgNode[]; canManage: boolean; canListAccounts: boolean; onAction: (action: OrgAction, node: OrgNode) => void };

export function OrgDetail({ node, path, canManage, canListAccounts, onAction }: Props) {
  const root = node.parentId === null;
  return (
    <Flex vertical gap={16}>
      {path.length > 1 && <Breadcrumb items={path.map((p) => ({ title: p.name }))} />}
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {node.name}
        </Typography.Title>
        {canManage && (
          <Space wrap>
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
          </Space>
        )}
      </Flex>
      <Descriptions
        size="small"
        column={4}
        bordered
        items={[
          { key: 'leader', label: '部门负责人', children: node.leaderName ?? <Typography.Text type="secondary">未设置</Typography.Text> },
          { key: 'children', label: '下级部门', children: `${node.children.length} 个` },
          { key: 'direct', label: '直属成员', children: `${node.memberCount} 人` },
          { key: 'total', label: '总人数', children: `${totalMembers(node)} 人` },
        ]}
      />
      <div>
        <Typography.Text strong style={{ display: 'block', marginBottom: 12 }}>
          直属成员
        </Typography.Text>
        <OrgMembers key={node.id} orgId={node.id} canListAccounts={canListAccounts} />
      </div>
    </Flex>
  );
}
