// 查看方式 · 按职位: which jobs each account works on (all of the company's or the assigned ones) and why.
import { Card, Flex, Input, Select, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { JobScope, PAGE_SIZE_DEFAULT, type AccountJobScope, type RoleRow } from '@bole/domain';
import { useState } from 'react';
import { AccountStatusTag } from '../accounts/status';
import type { AccountListParams } from '../api/get-accounts';
import { usePermissionsByJob } from '../api/get-permissions-by-job';
import { roleSelectOptions } from '../shared/role-options';
import { CARD_STYLE } from '../shared/SettingsPage';

const COLUMNS: TableColumnsType<AccountJobScope> = [
  { title: '姓名', dataIndex: 'userName', width: 140 },
  { title: '部门', dataIndex: 'orgName', width: 160, render: (v: string | null) => v ?? <Typography.Text type="secondary">未分配</Typography.Text> },
  { title: '角色', dataIndex: 'roleName', width: 140 },
  {
    title: '可见职位',
    dataIndex: 'jobScope',
    width: 130,
    render: (scope: AccountJobScope['jobScope'], row) => (
      <Tag color={scope === JobScope.All ? 'blue' : 'default'} variant="filled">
        {row.jobScopeLabel}
      </Tag>
    ),
  },
  { title: '依据', dataIndex: 'basis', render: (v: string) => <Typography.Text type="secondary">{v}</Typography.Text> },
  { title: '状态', dataIndex: 'status', width: 100, render: (status: number) => <AccountStatusTag status={status} /> },
];

export function ByJobView({ roles }: { roles: readonly RoleRow[] }) {
  const [params, setParams] = useState<AccountListParams>({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const { data, isFetching } = usePermissionsByJob(params);
  return (
    <Card variant="borderless" style={CARD_STYLE}>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder="搜索姓名、邮箱或手机号"
          allowClear
          onSearch={(keyword) => setParams((p) => ({ ...p, keyword: keyword.trim() || undefined, page: 1 }))}
          style={{ width: 260 }}
          aria-label="搜索账号"
        />
        <Select
          placeholder="全部角色"
          allowClear
          options={roleSelectOptions(roles, true)}
          onChange={(roleId?: number) => setParams((p) => ({ ...p, roleId, page: 1 }))}
          style={{ width: 160 }}
          aria-label="角色"
        />
        <Typography.Text type="secondary" style={{ marginLeft: 'auto', fontSize: 13 }}>
          每个账号可查看哪些职位及其依据
        </Typography.Text>
      </Flex>
      <Table<AccountJobScope>
        rowKey="accountId"
        columns={COLUMNS}
        dataSource={data?.list}
        loading={isFetching}
        scroll={{ x: 900 }}
        pagination={{
          current: params.page,
          pageSize: params.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 个账号`,
          onChange: (page, pageSize) => setParams((p) => ({ ...p, page: pageSize === p.pageSize ? page : 1, pageSize })),
        }}
      />
    </Card>
  );
}
