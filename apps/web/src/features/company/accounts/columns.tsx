// Columns of the account table.
import { DownOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { AccountStatus, type AccountRow } from '@bole/domain';
import { ActionMenu } from '../../../components/plain/ActionMenu';
import { Avatar } from '../../../components/plain/Avatar';
import { Tag } from '../../../components/plain/Tag';
import type { Column } from '../../../components/table/SimpleTable';
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

export function accountColumns(actions: AccountActions): Column<AccountRow>[] {
  const columns: Column<AccountRow>[] = [
    {
      key: 'userName',
      title: '姓名',
      width: 150,
      fixed: 'left',
      render: (row) => (
        <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <Avatar size={24} fontSize={11} background={row.status === AccountStatus.Disabled ? '#c4c9d4' : '#1d5eff'}>
            {row.userName.slice(-2)}
          </Avatar>
          <EllipsisText text={row.userName} style={{ maxWidth: 60 }} />
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
    { key: 'loginEmail', title: '邮箱', width: 180, ellipsis: true, render: (r) => r.loginEmail },
    { key: 'loginMobile', title: '手机号', width: 120, render: (r) => r.loginMobile },
    { key: 'roleName', title: '角色', width: 100, ellipsis: true, render: (r) => r.roleName },
    { key: 'orgName', title: '部门', width: 110, ellipsis: true, render: (r) => r.orgName ?? dash },
    { key: 'jobTitle', title: '职位', width: 100, ellipsis: true, render: (r) => r.jobTitle ?? dash },
    { key: 'status', title: '状态', width: 76, render: (r) => <AccountStatusTag status={r.status} /> },
    {
      key: 'lastLoginAt',
      title: '最近登录',
      width: 140,
      render: (r) => (r.lastLoginAt ? <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.lastLoginAt)}</span> : <SecondaryText>从未登录</SecondaryText>),
    },
  ];
  if (!actions.canManage) return columns;
  columns.push({
    key: 'actions',
    title: '操作',
    width: 150,
    fixed: 'right',
    render: (row) => {
      const self = row.id === actions.currentUserId;
      const disabled = row.status === AccountStatus.Disabled;
      const more = [{ key: 'handover', label: '移交工作' }, ...(row.status === AccountStatus.Invited ? [{ key: 'invite', label: '重新发送邀请' }] : [])];
      return (
        <span className="bole-row-actions">
          {/* Only the super administrator edits his own account. */}
          {(!row.isSuperAdmin || self) && (
            <Button type="link" size="small" onClick={() => actions.onEdit(row)} onPointerEnter={actions.onPreloadEdit} onFocus={actions.onPreloadEdit}>
              编辑
            </Button>
          )}
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
          <ActionMenu
            label={`${row.userName}的更多操作`}
            items={more}
            onSelect={(key) => (key === 'handover' ? actions.onHandOver(row) : actions.onInvite(row))}
            trigger={(menu) => (
              <Button {...menu} type="link" size="small" onPointerEnter={actions.onPreloadMore} onFocus={actions.onPreloadMore}>
                更多 <DownOutlined style={{ fontSize: 10 }} />
              </Button>
            )}
          />
        </span>
      );
    },
  });
  return columns;
}
