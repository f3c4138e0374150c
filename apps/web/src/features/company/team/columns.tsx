// Columns of the team table.
import { Button, Popconfirm } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TeamRow } from '@bole/domain';
import { EllipsisText, SecondaryText } from '../../../components/text/Text';
import { formatDateTime } from '../../../lib/time';

export type TeamActions = { canManage: boolean; onEdit: (team: TeamRow) => void; onDelete: (team: TeamRow) => void; onPreloadEdit?: () => void };

const dash = <SecondaryText>-</SecondaryText>;

export function teamColumns({ canManage, onEdit, onDelete, onPreloadEdit }: TeamActions): TableColumnsType<TeamRow> {
  const columns: TableColumnsType<TeamRow> = [
    { title: '团队名称', dataIndex: 'name', width: 180, render: (name: string) => <strong className="bole-text-strong">{name}</strong> },
    { title: '团队描述', dataIndex: 'description', ellipsis: true, render: (v: string | null) => v ?? dash },
    { title: '负责人', dataIndex: 'leaderName', width: 120, render: (v: string | null) => v ?? dash },
    {
      title: '成员',
      dataIndex: 'members',
      width: 260,
      render: (members: TeamRow['members']) => {
        if (members.length === 0) return dash;
        const names = members.map((m) => m.userName).join('、');
        return (
          <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <EllipsisText text={names} style={{ minWidth: 0 }} />
            <SecondaryText style={{ flex: 'none' }}>共{members.length}人</SecondaryText>
          </div>
        );
      },
    },
    { title: '创建时间', dataIndex: 'createdAt', width: 160, render: (v: string) => formatDateTime(v) },
  ];
  if (!canManage) return columns;
  columns.push({
    title: '操作',
    key: 'actions',
    width: 130,
    fixed: 'right',
    render: (_, team) => (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <Button type="link" size="small" onClick={() => onEdit(team)} onPointerEnter={onPreloadEdit} onFocus={onPreloadEdit}>
          编辑
        </Button>
        <Popconfirm title={`确定删除团队「${team.name}」？`} description="删除后不影响成员的账号。" okText="删除" okButtonProps={{ danger: true }} onConfirm={() => onDelete(team)}>
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      </span>
    ),
  });
  return columns;
}
