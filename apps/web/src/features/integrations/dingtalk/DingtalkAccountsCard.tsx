// Which DingTalk user each account is: the chat-app login finds the account by this id.
import { Button, Card, Empty, Flex, Input, Select, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { accountStatusLabels, AccountStatus, codeLabel, PAGE_SIZE_DEFAULT, type DingtalkAccountRow } from '@bole/domain';
import { useState } from 'react';
import { useDingtalkAccounts } from '../api/get-dingtalk-accounts';
import type { DingtalkAccountParams } from '../api/keys';
import { ThirdUserIdCell } from './ThirdUserIdCell';

const CARD_STYLE = { boxShadow: '0 1px 2px rgba(31, 38, 51, 0.04)' } as const;
const STATUS_COLORS: Record<number, string> = { [AccountStatus.Active]: 'success', [AccountStatus.Disabled]: 'default', [AccountStatus.Invited]: 'warning' };
const BOUND_OPTIONS = [
  { value: 'true', label: '已绑定钉钉' },
  { value: 'false', label: '未绑定钉钉' },
];

function columns(canManage: boolean): TableColumnsType<DingtalkAccountRow> {
  return [
    { title: '姓名', dataIndex: 'userName', width: 120, ellipsis: true },
    { title: '角色', dataIndex: 'roleName', width: 110, ellipsis: true },
    { title: '邮箱', dataIndex: 'loginEmail', width: 200, ellipsis: true },
    { title: '手机号', dataIndex: 'loginMobile', width: 120 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (status: number) => (
        <Tag color={STATUS_COLORS[status] ?? 'default'} variant="filled">
          {codeLabel(accountStatusLabels, status)}
        </Tag>
      ),
    },
    { title: '钉钉用户ID', key: 'thirdUserId', width: 280, render: (_: unknown, row) => <ThirdUserIdCell row={row} canManage={canManage} /> },
  ];
}

export function DingtalkAccountsCard({ canManage }: { canManage: boolean }) {
  const [params, setParams] = useState<DingtalkAccountParams>({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const { data, isFetching } = useDingtalkAccounts(params);
  const set = (patch: DingtalkAccountParams) => setParams((p) => ({ ...p, ...patch, page: 1 }));
  const filtered = params.keyword !== undefined || params.bound !== undefined;

  return (
    <Card variant="borderless" style={{ ...CARD_STYLE, marginTop: 16 }} title="成员钉钉账号">
      <Typography.Paragraph type="secondary">
        填写成员在钉钉中的用户ID（userid，可在钉钉管理后台「通讯录」的成员详情中查看）。只有已填写且账号正常的成员可以从钉钉免登进入；同一企业内一个钉钉用户只能对应一个账号。
      </Typography.Paragraph>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder="搜索姓名、邮箱、手机号或钉钉用户ID"
          allowClear
          onSearch={(keyword) => set({ keyword: keyword.trim() || undefined })}
          style={{ width: 300 }}
          aria-label="搜索成员"
        />
        <Select
          placeholder="全部绑定状态"
          allowClear
          options={BOUND_OPTIONS}
          value={params.bound === undefined ? undefined : String(params.bound)}
          onChange={(v?: string) => set({ bound: v === undefined ? undefined : v === 'true' })}
          style={{ width: 150 }}
          aria-label="绑定状态"
        />
        {filtered && (
          <Button type="link" onClick={() => setParams({ page: 1, pageSize: params.pageSize })}>
            清空筛选
          </Button>
        )}
      </Flex>
      <Table<DingtalkAccountRow>
        rowKey="id"
        columns={columns(canManage)}
        dataSource={data?.list}
        loading={isFetching}
        size="middle"
        scroll={{ x: 920 }}
        pagination={{
          current: params.page,
          pageSize: params.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 个账号`,
          onChange: (page, pageSize) => setParams((p) => ({ ...p, page: pageSize === p.pageSize ? page : 1, pageSize })),
        }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? '没有符合条件的账号' : '暂无账号'} style={{ margin: '24px 0' }} /> }}
      />
    </Card>
  );
}
