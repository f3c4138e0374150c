// 查看方式 · 按部门: every department in tree order with its accounts and their roles.
import { ApartmentOutlined } from '@ant-design/icons';
import { Card, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { AccountStatus, accountStatusLabels, codeLabel, type DepartmentGrants } from '@bole/domain';
import { usePermissionsByDepartment } from '../api/get-permissions-by-department';
import { CARD_STYLE } from '../shared/SettingsPage';

const COLUMNS: TableColumnsType<DepartmentGrants> = [
  {
    title: '部门',
    dataIndex: 'orgName',
    width: 260,
    render: (name: string, row) => (
      <Flex align="center" gap={6} style={{ paddingLeft: row.depth * 20 }}>
        <ApartmentOutlined style={{ color: row.orgId === null ? '#c4c9d4' : '#1d5eff' }} />
        <Typography.Text strong={row.depth === 0} type={row.orgId === null ? 'secondary' : undefined}>
          {name}
        </Typography.Text>
      </Flex>
    ),
  },
  { title: '人数', key: 'count', width: 80, render: (_, row) => row.accounts.length },
  {
    title: '成员与角色',
    key: 'accounts',
    render: (_, row) =>
      row.accounts.length === 0 ? (
        <Typography.Text type="secondary">暂无成员</Typography.Text>
      ) : (
        <Flex wrap gap={6}>
          {row.accounts.map((a) => {
            const inactive = a.status !== AccountStatus.Active;
            const tag = (
              <Tag key={a.id} variant="filled" color={inactive ? 'default' : 'blue'} style={{ marginInlineEnd: 0, opacity: a.status === AccountStatus.Disabled ? 0.6 : 1 }}>
                {a.userName}
                <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 4 }}>
                  · {a.roleName}
                </Typography.Text>
              </Tag>
            );
            return inactive ? (
              <Tooltip key={a.id} title={codeLabel(accountStatusLabels, a.status)}>
                {tag}
              </Tooltip>
            ) : (
              tag
            );
          })}
        </Flex>
      ),
  },
];

export function ByDepartmentView() {
  const { data, isLoading } = usePermissionsByDepartment();
  return (
    <Card variant="borderless" style={CARD_STYLE}>
      <Table<DepartmentGrants>
        rowKey={(row) => row.orgId ?? 'none'}
        columns={COLUMNS}
        dataSource={data}
        loading={isLoading}
        pagination={false}
        size="middle"
      />
    </Card>
  );
}
