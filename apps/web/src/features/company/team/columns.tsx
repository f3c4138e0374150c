// Columns of the team table.
import { Button, Popconfirm } from 'antd';
import type { TeamRow } from '@bole/domain';
import type { Column } from '../../../components/table/SimpleTable';
import { EllipsisText, SecondaryText } from '../../../components/text/Text';
import { formatDateTime } from '../../../lib/time';

export type TeamActions = { canManage: boolean; onEdit: (team: TeamRow) => void; onDelete: (team: TeamRow) => void; onPreloadEdit?: () => void };

const dash = <SecondaryText>-</SecondaryText>;

export function teamColumns({ canManage, onEdit, onDelete, onPreloadEdit }: TeamActions): Column<TeamRow>[] {
  const columns: Column<TeamRow>[] = [
    { key: 'name', title: '团队名称', width: 180, render: (team) => <strong className="bole-text-strong">{team.name}</strong> },
    { key: 'description', title: '团队描述', ellipsis: true, render: (team) => team.description ?? dash },
    { key: 'leaderName', title: '负责人', width: 120, render: (team) => team.leaderName ?? dash },
    {
      key: 'members',
      title: '成员',
      width: 260,
      render: ({ members }) => {
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
    { key: 'createdAt', title: '创建时间', width: 170, render: (team) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(team.createdAt)}</span> },
  ];
  if (!canManage) return columns;
  columns.push({
    key: 'actions',
    title: '操作',
    width: 130,
    fixed: 'right',
    render: (team) => (
      <span className="bole-row-actions">
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
