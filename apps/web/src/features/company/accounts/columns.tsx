// Columns of the account table.
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { TableColumnsType } from 'antd';
import { AccountStatus, type AccountRow } from '@bole/domain';
import { Avatar } from '../../../components/plain/Avatar';
import { Tag } from '../../../components/plain/Tag';
import { EllipsisText, SecondaryText } from '../../../components/text/Text';
import { formatDateTime } from '../../../lib/time';
import { AccountStatusTag } from './status';

export type AccountActions = {
  canManage: boolean;
  currentUserId?: number;
  onEdit: (account: AccountRow) => void;
  onToggle: (account: AccountRow) => void;
  onHandOver: (account: AccountRow) => void;
  onInvite: (account: AccountRow) => void;
  /** Warm up the code behind 编辑, 启用/停用 and 更多 when pointed at or focused. */
  onPreloadEdit?: () => void;
  onPreloadToggle?: () => void;
  onPreloadMore?: () => void;
};

const dash = <SecondaryText>-</SecondaryText>;

export function accountColumns(actions: AccountActions): TableColumnsType<AccountRow> {
  const columns: TableColumnsType<AccountRow> = [
    {
      title: '姓名',
      dataIndex: 'userName',
      width: 150,
      fixed: 'left',
      render: (name: string, row) => (
        <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <Avatar size={24} fontSize={11} background={row.status === AccountStatus.Disabled ? '#c4c9d4' : '#1d5eff'}>
            {name.slice(-2)}
          </Avatar>
          <EllipsisText text={name} style={{ maxWidth: 60 }} />
          {row.isSuperAdmin && (
            <Tag color="gold">
              超管
            </Tag>
          )}
          {row.id === actions.currentUserId && !row.isSuperAdmin && (
            <Tag color="blue">
              我
            </Tag>
          )}
        </div>
      ),
    },
    { title: '邮箱', dataIndex: 'loginEmail', width: 180, ellipsis: true },
    { title: '手机号', dataIndex: 'loginMobile', width: 112 },
    { title: '角色', dataIndex: 'roleName', width: 100, ellipsis: true },
    { title: '部门', dataIndex: 'orgName', width: 110, ellipsis: true, render: (v: string | null) => v ?? dash },
    { title: '职位', dataIndex: 'jobTitle', width: 100, ellipsis: true, render: (v: string | null) => v ?? dash },
    { title: '状态', dataIndex: 'status', width: 76, render: (status: number) => <AccountStatusTag status={status} /> },
    {
      title: '最近登录',
      dataIndex: 'lastLoginAt',
      width: 136,
      render: (v: string | null) => (v ? <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(v)}</span> : <SecondaryText>从未登录</SecondaryText>),
    },
  ];
  if (!actions.canManage) return columns;
  columns.push({
    title: '操作',
    key: 'actions',
    width: 150,
    fixed: 'right',
    render: (_, row) => {
      const self = row.id === actions.currentUserId;
      const disabled = row.status === AccountStatus.Disabled;
      const more = [
        { key: 'handover', label: '移交工作', onClick: () => actions.onHandOver(row) },
        ...(row.status === AccountStatus.Invited ? [{ key: 'invite', label: '重新生成邀请链接', onClick: () => actions.onInvite(row) }] : []),
      ];
      return (
        <span style={{ display: 'inline-flex', alignItems: 'center' }}>
          <Button type="link" size="small" onClick={() => actions.onEdit(row)} onPointerEnter={actions.onPreloadEdit} onFocus={actions.onPreloadEdit}>
            编辑
          </Button>
          {!row.isSuperAdmin && !self && (
            <Button
              type="link"
              size="small"
              danger={!disabled}
              onClick={() => actions.onToggle(row)}
              onPointerEnter={actions.onPreloadToggle}
              onFocus={actions.onPreloadToggle}
            >
              {disabled ? '启用' : '停用'}
            </Button>
          )}
          <Dropdown menu={{ items: more }} trigger={['click']}>
            <Button type="link" size="small" onPointerEnter={actions.onPreloadMore} onFocus={actions.onPreloadMore}>
              更多 <DownOutlined style={{ fontSize: 10 }} />
            </Button>
          </Dropdown>
        </span>
      );
    },
  });
  return columns;
}
