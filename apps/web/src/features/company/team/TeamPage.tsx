// /user/company/team 团队管理: recruiting teams with a leader and members.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Table } from 'antd';
import { Perm, PAGE_SIZE_DEFAULT, type TeamRow } from '@bole/domain';
import { useState } from 'react';
import { usePermission } from '../../../api/permission';
import { Panel } from '../../../components/panel/Panel';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteTeam } from '../api/delete-team';
import { useTeams, type TeamListParams } from '../api/get-teams';
import { CARD_STYLE, SettingsPage } from '../shared/SettingsPage';
import { teamColumns } from './columns';
import { TableEmpty } from '../shared/TableEmpty';

// The drawer loads when first opened (or pointed at), not with the list.
const TeamDrawer = lazyNamed(() => import('./TeamDrawer'), 'TeamDrawer');

export function TeamPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.CompanyTeam);
  const [params, setParams] = useState<TeamListParams>({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const { data, isFetching } = useTeams(params);
  const [drawer, setDrawer] = useState<{ open: boolean; team?: TeamRow }>({ open: false });
  const remove = useDeleteTeam();

  const columns = teamColumns({
    canManage,
    onEdit: (team) => setDrawer({ open: true, team }),
    onPreloadEdit: TeamDrawer.preload,
    onDelete: (team) => remove.mutate(team.id, { onSuccess: () => notifySuccess('团队已删除') }),
  });

  return (
    <SettingsPage
      title={title}
      description="按招聘方向组建团队，便于分配职位、统计团队的招聘数据。"
      extra={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ open: true })} onPointerEnter={TeamDrawer.preload} onFocus={TeamDrawer.preload}>
            新建团队
          </Button>
        )
      }
    >
      <Panel style={CARD_STYLE}>
        <div style={{ display: 'flex', marginBottom: 16 }}>
          <Input.Search
            placeholder="搜索团队名称"
            allowClear
            onSearch={(keyword) => setParams((p) => ({ ...p, keyword: keyword.trim() || undefined, page: 1 }))}
            style={{ width: 260 }}
            aria-label="搜索团队"
          />
        </div>
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
      </Panel>
      <MountOnOpen open={drawer.open}>
        <TeamDrawer open={drawer.open} team={drawer.team} onClose={() => setDrawer({ open: false })} />
      </MountOnOpen>
    </SettingsPage>
  );
}
