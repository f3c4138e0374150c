// The left column of 角色权限: system roles, then custom roles, each with its account count.
import { Flex, Menu, Typography } from 'antd';
import type { MenuProps } from 'antd';
import type { RoleRow } from '@bole/domain';

type Props = { roles: readonly RoleRow[]; selectedId?: number; onSelect: (id: number) => void };

function item(role: RoleRow) {
  return {
    key: String(role.id),
    label: (
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text ellipsis style={{ color: 'inherit' }}>
          {role.name}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none' }}>
          {role.accountCount}人
        </Typography.Text>
      </Flex>
    ),
  };
}

export function RoleList({ roles, selectedId, onSelect }: Props) {
  const system = roles.filter((r) => r.kind === 'system');
  const custom = roles.filter((r) => r.kind === 'custom');
  const items: MenuProps['items'] = [
    { type: 'group', key: 'system', label: `系统角色（${system.length}）`, children: system.map(item) },
    {
      type: 'group',
      key: 'custom',
      label: `自定义角色（${custom.length}）`,
      children: custom.length > 0 ? custom.map(item) : [{ key: 'none', disabled: true, label: <Typography.Text type="secondary">暂无自定义角色</Typography.Text> }],
    },
  ];
  return (
    <Menu
      aria-label="角色列表"
      mode="inline"
      items={items}
      selectedKeys={selectedId ? [String(selectedId)] : []}
      onClick={({ key }) => onSelect(Number(key))}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
