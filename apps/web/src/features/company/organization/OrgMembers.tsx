// The accounts directly in the selected department.
import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { AccountStatus, type AccountRow } from '@bole/domain';
import { useState } from 'react';
import { Avatar } from '../../../components/plain/Avatar';
import { SecondaryText } from '../../../components/text/Text';
import { AccountStatusTag } from '../accounts/status';
import { useAccounts } from '../api/get-accounts';
import { TableEmpty } from '../shared/TableEmpty';

const PAGE_SIZE = 10;

const COLUMNS: TableColumnsType<AccountRow> = [
  {
    title: '姓名',
    dataIndex: 'userName',
    render: (name: string, row) => (
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Avatar size={24} fontSize={11} background={row.status === AccountStatus.Disabled ? '#c4c9d4' : '#1d5eff'}>
          {name.slice(-2)}
        </Avatar>
        {name}
      </div>
    ),
  },
  { title: '职位', dataIndex: 'jobTitle', render: (v: string | null) => v ?? <SecondaryText>-</SecondaryText> },
  { title: '角色', dataIndex: 'roleName' },
  { title: '手机号', dataIndex: 'loginMobile' },
  { title: '状态', dataIndex: 'status', width: 96, render: (status: number) => <AccountStatusTag status={status} /> },
];

export function OrgMembers({ orgId, canListAccounts }: { orgId: number; canListAccounts: boolean }) {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useAccounts({ orgId, page, pageSize: PAGE_SIZE }, canListAccounts);
  if (!canListAccounts) return <SecondaryText>查看成员需要「账号管理」权限。</SecondaryText>;
  return (
    <Table<AccountRow>
      rowKey="id"
      size="middle"
      columns={COLUMNS}
      dataSource={data?.list}
      loading={isFetching}
      locale={{ emptyText: <TableEmpty text="该部门下暂无直属成员" /> }}
      pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, hideOnSinglePage: true, showTotal: (t) => `共 ${t} 人` }}
    />
  );
}
