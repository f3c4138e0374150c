// /user/company/meetingroom 会议室管理: rooms for on-site interviews, switched on and off in the list.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { Perm, PAGE_SIZE_DEFAULT, type MeetingRoomRow } from '@bole/domain';
import { useState } from 'react';
import { usePermission } from '../../../api/permission';
import { Panel } from '../../../components/panel/Panel';
import { SearchInput } from '../../../components/plain/SearchInput';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable } from '../../../components/table/SimpleTable';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteMeetingRoom } from '../api/delete-meeting-room';
import { useAddressOptions } from '../api/get-addresses';
import { useMeetingRooms, type MeetingRoomListParams } from '../api/get-meeting-rooms';
import { useSetMeetingRoomEnabled } from '../api/set-meeting-room-enabled';
import { CARD_STYLE, SettingsPage } from '../shared/SettingsPage';
import { meetingRoomColumns } from './columns';
import { TableEmpty } from '../shared/TableEmpty';

const STATE_OPTIONS = [
  { value: 'true', label: '启用' },
  { value: 'false', label: '停用' },
];

// The dialog loads when first opened (or pointed at), not with the list.
const MeetingRoomModal = lazyNamed(() => import('./MeetingRoomModal'), 'MeetingRoomModal');

export function MeetingRoomPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.CompanyMeetingRoom);
  const [params, setParams] = useState<MeetingRoomListParams>({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const { data, isFetching } = useMeetingRooms(params);
  const { options: addressOptions } = useAddressOptions();
  const [modal, setModal] = useState<{ open: boolean; room?: MeetingRoomRow }>({ open: false });
  const toggle = useSetMeetingRoomEnabled();
  const remove = useDeleteMeetingRoom();
  const set = (patch: MeetingRoomListParams) => setParams((p) => ({ ...p, ...patch, page: 1 }));

  const columns = meetingRoomColumns({
    canManage,
    togglingId: toggle.isPending ? toggle.variables?.id : undefined,
    onToggle: (room, enabled) => toggle.mutate({ id: room.id, enabled }, { onSuccess: () => notifySuccess(enabled ? `「${room.name}」已启用` : `「${room.name}」已停用`) }),
    onEdit: (room) => setModal({ open: true, room }),
    onPreloadEdit: MeetingRoomModal.preload,
    onDelete: (room) => remove.mutate(room.id, { onSuccess: () => notifySuccess('会议室已删除') }),
  });

  return (
    <SettingsPage
      title={title}
      description="维护可用于现场面试的会议室，安排面试时可选择会议室并通知候选人。"
      extra={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ open: true })} onPointerEnter={MeetingRoomModal.preload} onFocus={MeetingRoomModal.preload}>
            新建会议室
          </Button>
        )
      }
    >
      <Panel style={CARD_STYLE}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 16 }}>
          <SearchInput label="搜索会议室" placeholder="搜索会议室名称" onSearch={(keyword) => set({ keyword: keyword.trim() || undefined })} style={{ width: 240 }} />
          <Select placeholder="全部地址" allowClear options={addressOptions} onChange={(addressId?: number) => set({ addressId })} style={{ width: 180 }} aria-label="地址" />
          <Select
            placeholder="全部状态"
            allowClear
            options={STATE_OPTIONS}
            onChange={(v?: string) => set({ enabled: v === undefined ? undefined : v === 'true' })}
            style={{ width: 120 }}
            aria-label="状态"
          />
        </div>
        <SimpleTable<MeetingRoomRow>
          caption="会议室列表"
          columns={columns}
          rows={data?.list}
          rowKey={(room) => room.id}
          loading={isFetching && !toggle.isPending}
          minWidth={1100}
          empty={<TableEmpty text={params.keyword || params.addressId || params.enabled !== undefined ? '没有符合条件的会议室' : '还没有会议室，点击右上角「新建会议室」添加'} />}
        />
        {data && data.total > 0 && (
          <Pager
            page={params.page ?? 1}
            pageSize={params.pageSize ?? PAGE_SIZE_DEFAULT}
            total={data.total}
            unit="间会议室"
            onChange={(page) => setParams((p) => ({ ...p, page }))}
            onPageSizeChange={(pageSize) => setParams((p) => ({ ...p, page: 1, pageSize }))}
          />
        )}
      </Panel>
      <MountOnOpen open={modal.open}>
        <MeetingRoomModal open={modal.open} room={modal.room} onClose={() => setModal({ open: false })} />
      </MountOnOpen>
    </SettingsPage>
  );
}
