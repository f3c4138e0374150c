// /user/company/team 团队管理: recruiting teams with a leader and members.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Table } from 'antd';
import { Perm, PAGE_SIZE_DEFAULT, type TeamRow } from '@bole/domain';
import { useState } from 'react';
import { usePermission } from '../../../api/permission';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteTeam } from '../api/delete-team';
import { useTeams, type TeamListParams } from '../api/get-teams';
import { CARD_STYLE, SettingsPage } from '../shared/SettingsPage';
import { teamColumns } from './columns';
import { TeamDrawer } from './TeamDrawer';
import { TableEmpty } from '../shared/TableEmpty';

export function TeamPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.CompanyTeam);
  const [params, setParams] = useState<TeamListParams>({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const { data, isFetching } = useTeams(params);
  const [drawer, setDrawer] = useState<{ open: boolean; team?: TeamRow }>({ open: false });
  const remove = useDeleteTeam();

  const columns = teamColumns({
    canManage,
    onEdit: (team) => setDrawer({ open: true, team }),
    onDelete: (team) => remove.mutate(team.id, { onSuccess: () => notifySuccess('团队已删除') }),
  });

  return (
    <SettingsPage
      title={title}
      description="按招聘方向组建团队，便于分配职位、统计团队的招聘数据。"
      extra={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ open: true })}>
            新建团队
          </Button>
        )
      }
    >
      <Card variant="borderless" style={CARD_STYLE}>
        <Flex style={{ marginBottom: 16 }}>
          <Input.Search
            placeholder="搜索团队名称"
            allowClear
            onSearch={(keyword) => setParams((p) => ({ ...p, keyword: keyword.trim() || undefined, page: 1 }))}
            style={{ width: 260 }}
            aria-label="搜索团队"
          />
        </Flex>
        <Table<TeamRow>
          rowKey="id"
          columns={columns}
          dataSource={data?.list}
          loading={isFetching}
          scroll={{ x: 1000 }}
          locale={{ emptyText: <TableEmpty text={params.keyword ? '没有符合条件的团队' : '还没有团队，点击右上角「新建团队」创建'} /> }}
          pagination={{
            current: params.page,
            pageSize: params.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 个团队`,
            onChange: (page, pageSize) => setParams((p) => ({ ...p, page: pageSize === p.pageSize ? page : 1, pageSize })),
          }}
        />
      </Card>
      <TeamDrawer open={drawer.open} team={drawer.team} onClose={() => setDrawer({ open: false })} />
    </SettingsPage>
  );
}
