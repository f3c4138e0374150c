// The accounts directly in the selected department.
import { AccountStatus, type AccountRow } from '@bole/domain';
import { useState } from 'react';
import { Avatar } from '../../../components/plain/Avatar';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { SecondaryText } from '../../../components/text/Text';
import { AccountStatusTag } from '../accounts/status';
import { useAccounts } from '../api/get-accounts';
import { TableEmpty } from '../shared/TableEmpty';

const PAGE_SIZE = 10;

const COLUMNS: Column<AccountRow>[] = [
  {
    key: 'userName',
    title: '姓名',
    render: (row) => (
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Avatar size={24} fontSize={11} background={row.status === AccountStatus.Disabled ? '#c4c9d4' : '#1d5eff'}>
          {row.userName.slice(-2)}
        </Avatar>
        {row.userName}
      </div>
    ),
  },
  { key: 'jobTitle', title: '职位', render: (row) => row.jobTitle ?? <SecondaryText>-</SecondaryText> },
  { key: 'roleName', title: '角色', render: (row) => row.roleName },
  { key: 'loginMobile', title: '手机号', render: (row) => row.loginMobile },
  { key: 'status', title: '状态', width: 96, render: (row) => <AccountStatusTag status={row.status} /> },
];

export function OrgMembers({ orgId, canListAccounts }: { orgId: number; canListAccounts: boolean }) {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useAccounts({ orgId, page, pageSize: PAGE_SIZE }, canListAccounts);
  if (!canListAccounts) return <SecondaryText>查看成员需要「账号管理」权限。</SecondaryText>;
  return (
    <>
      <SimpleTable<AccountRow>
        caption="直属成员"
        size="middle"
        columns={COLUMNS}
        rows={data?.list}
        rowKey={(row) => row.id}
        loading={isFetching}
        empty={<TableEmpty text="该部门下暂无直属成员" />}
      />
      {data && data.total > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} total={data.total} unit="人" onChange={setPage} />}
    </>
  );
}
