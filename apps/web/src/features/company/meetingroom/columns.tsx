// Columns of the meeting room table; the state switch saves at once.
import { Button, Popconfirm, Switch } from 'antd';
import type { MeetingRoomRow } from '@bole/domain';
import type { Column } from '../../../components/table/SimpleTable';
import { Tag } from '../../../components/plain/Tag';
import { SecondaryText } from '../../../components/text/Text';

export type MeetingRoomActions = {
  canManage: boolean;
  /** The room whose switch is being saved. */
  togglingId?: number;
  onToggle: (room: MeetingRoomRow, enabled: boolean) => void;
  onEdit: (room: MeetingRoomRow) => void;
  onDelete: (room: MeetingRoomRow) => void;
  onPreloadEdit?: () => void;
};

const dash = <SecondaryText>-</SecondaryText>;

export function meetingRoomColumns({ canManage, togglingId, onToggle, onEdit, onDelete, onPreloadEdit }: MeetingRoomActions): Column<MeetingRoomRow>[] {
  const columns: Column<MeetingRoomRow>[] = [
    { key: 'name', title: '会议室名称', width: 180, render: (row) => <strong className="bole-text-strong">{row.name}</strong> },
    { key: 'addressName', title: '所在地址', width: 180, ellipsis: true, render: (row) => row.addressName ?? dash },
    { key: 'capacity', title: '容纳人数', width: 100, render: (row) => (row.capacity === null ? dash : `${row.capacity}人`) },
    {
      key: 'equipment',
      title: '设备',
      render: ({ equipment }) =>
        equipment.length === 0 ? (
          dash
        ) : (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            {equipment.map((e) => (
              <Tag key={e}>{e}</Tag>
            ))}
          </div>
        ),
    },
    { key: 'remark', title: '备注', width: 180, ellipsis: true, render: (row) => row.remark ?? dash },
    {
      key: 'enabled',
      title: '状态',
      width: 110,
      render: (row) =>
        canManage ? (
          <Switch
            checked={row.enabled}
            checkedChildren="启用"
            unCheckedChildren="停用"
            loading={togglingId === row.id}
            onChange={(next) => onToggle(row, next)}
            aria-label={`${row.name}启用状态`}
          />
        ) : (
          <Tag color={row.enabled ? 'success' : 'default'}>{row.enabled ? '启用' : '停用'}</Tag>
        ),
    },
  ];
  if (!canManage) return columns;
  columns.push({
    key: 'actions',
    title: '操作',
    width: 130,
    fixed: 'right',
    render: (row) => (
      <span className="bole-row-actions">
        <Button type="link" size="small" onClick={() => onEdit(row)} onPointerEnter={onPreloadEdit} onFocus={onPreloadEdit}>
          编辑
        </Button>
        <Popconfirm title={`确定删除会议室「${row.name}」？`} description="删除后不可恢复。" okText="删除" okButtonProps={{ danger: true }} onConfirm={() => onDelete(row)}>
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      </span>
    ),
  });
  return columns;
}
