// /user/company/team 团队管理: recruiting teams with a leader and members.
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Perm, PAGE_SIZE_DEFAULT, type TeamRow } from '@bole/domain';
import { useState } from 'react';
import { usePermission } from '../../../api/permission';
import { Panel } from '../../../components/panel/Panel';
import { SearchInput } from '../../../components/plain/SearchInput';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable } from '../../../components/table/SimpleTable';
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
          <SearchInput
            label="搜索团队"
            placeholder="搜索团队名称"
            onSearch={(keyword) => setParams((p) => ({ ...p, keyword: keyword.trim() || undefined, page: 1 }))}
            style={{ width: 260 }}
          />
        </div>
        <SimpleTable<TeamRow>
          caption="团队列表"
          columns={columns}
          rows={data?.list}
          rowKey={(team) => team.id}
          loading={isFetching}
          minWidth={1000}
          empty={<TableEmpty text={params.keyword ? '没有符合条件的团队' : '还没有团队，点击右上角「新建团队」创建'} />}
        />
        {data && data.total > 0 && (
          <Pager
            page={params.page ?? 1}
            pageSize={params.pageSize ?? PAGE_SIZE_DEFAULT}
            total={data.total}
            unit="个团队"
            onChange={(page) => setParams((p) => ({ ...p, page }))}
            onPageSizeChange={(pageSize) => setParams((p) => ({ ...p, page: 1, pageSize }))}
          />
        )}
      </Panel>
      <MountOnOpen open={drawer.open}>
        <TeamDrawer open={drawer.open} team={drawer.team} onClose={() => setDrawer({ open: false })} />
      </MountOnOpen>
    </SettingsPage>
  );
}
