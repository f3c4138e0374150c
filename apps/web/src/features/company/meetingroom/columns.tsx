// Columns of the meeting room table; the state switch saves at once.
import { Button, Popconfirm, Switch } from 'antd';
import type { TableColumnsType } from 'antd';
import type { MeetingRoomRow } from '@bole/domain';
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

export function meetingRoomColumns({ canManage, togglingId, onToggle, onEdit, onDelete, onPreloadEdit }: MeetingRoomActions): TableColumnsType<MeetingRoomRow> {
  const columns: TableColumnsType<MeetingRoomRow> = [
    { title: '会议室名称', dataIndex: 'name', width: 180, render: (name: string) => <strong className="bole-text-strong">{name}</strong> },
    { title: '所在地址', dataIndex: 'addressName', width: 180, ellipsis: true, render: (v: string | null) => v ?? dash },
    { title: '容纳人数', dataIndex: 'capacity', width: 100, render: (v: number | null) => (v === null ? dash : `${v}人`) },
    {
      title: '设备',
      dataIndex: 'equipment',
      render: (equipment: string[]) =>
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
    { title: '备注', dataIndex: 'remark', width: 180, ellipsis: true, render: (v: string | null) => v ?? dash },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 110,
      render: (enabled: boolean, row) =>
        canManage ? (
          <Switch
            checked={enabled}
            checkedChildren="启用"
            unCheckedChildren="停用"
            loading={togglingId === row.id}
            onChange={(next) => onToggle(row, next)}
            aria-label={`${row.name}启用状态`}
          />
        ) : (
<Tag color={enabled ? 'success' : 'default'}>{enabled ? '启用' : '停用'}</Tag>
        ),
    },
  ];
  if (!canManage) return columns;
  columns.push({
    title: '操作',
    key: 'actions',
    width: 130,
    fixed: 'right',
    render: (_, row) => (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
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
