// The right side of 角色权限 (按角色): the role's information and its permission board.
import { DeleteOutlined, EditOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { codeLabel, roleTypeLabels, SystemRoleCode, type PermissionCatalog, type RoleRow } from '@bole/domain';
import { useEffect, useState } from 'react';
import { Tag } from '../../../components/plain/Tag';
import { SecondaryText } from '../../../components/text/Text';
import { confirmDialog, preloadDialogs, warningDialog } from '../../../lib/dialogs';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteRole } from '../api/delete-role';
import { useResetRole } from '../api/reset-role';
import { useUpdateRole } from '../api/update-role';
import { PermissionBoard } from './PermissionBoard';
import { sameCodes, type Grants, type SysKey } from './permission-logic';

type Props = {
  role: RoleRow;
  catalog: PermissionCatalog;
  canManage: boolean;
  onEdit: () => void;
  onPreloadEdit?: () => void;
  onDeleted: () => void;
  onDirtyChange: (dirty: boolean) => void;
};

export function RolePanel({ role, catalog, canManage, onEdit, onPreloadEdit, onDeleted, onDirtyChange }: Props) {
  const update = useUpdateRole();
  const reset = useResetRole();
  const remove = useDeleteRole();
  const [draft, setDraft] = useState<Grants | null>(null);
  const [sys, setSys] = useState<SysKey>('social');
  const saved: Grants = { social: role.socialCodes, campus: role.campusCodes };
  const value = draft ?? saved;
  const dirty = draft !== null && (!sameCodes(draft.social, saved.social) || !sameCodes(draft.campus, saved.campus));
  const superAdmin = role.systemCode === SystemRoleCode.SuperAdmin;
  const readOnly = !canManage || superAdmin;

  useEffect(() => {
    onDirtyChange(dirty);
    return () => onDirtyChange(false);
  }, [dirty, onDirtyChange]);

  const save = () =>
    update.mutate(
      { id: role.id, body: { socialCodes: value.social, campusCodes: value.campus } },
      {
        onSuccess: () => {
          setDraft(null);
          notifySuccess(`「${role.name}」的权限已保存，相关账号重新进入页面后生效`);
        },
      },
    );

  const confirmReset = () =>
    confirmDialog({
      title: `将「${role.name}」恢复为默认权限？`,
      content: '社招和校招权限都会恢复为系统预设，当前的调整将丢失。',
      okText: '恢复默认',
      onOk: () =>
        reset
          .mutateAsync(role.id)
          .then(() => {
            setDraft(null);
            notifySuccess('已恢复默认权限');
          })
          .catch(() => undefined),
    });

  const confirmDelete = () => {
    if (role.accountCount > 0) {
      warningDialog({ title: '无法删除该角色', content: `还有 ${role.accountCount} 个账号使用「${role.name}」，请先在账号管理中调整这些账号的角色。` });
      return;
    }
    confirmDialog({
      title: `确定删除角色「${role.name}」？`,
      content: '删除后不可恢复。',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(role.id)
          .then(() => {
            notifySuccess('角色已删除');
            onDeleted();
          })
          .catch(() => undefined),
    });
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 16, marginBottom: 8 }}>
        <div style={{ minWidth: 0 }}>
          <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
            <h5 className="bole-role-title">{role.name}</h5>
            <Tag color={role.kind === 'system' ? 'default' : 'blue'}>{role.kind === 'system' ? '系统角色' : '自定义角色'}</Tag>
            <Tag variant="outlined">角色类型：{codeLabel(roleTypeLabels, role.roleType)}</Tag>
          </div>
          <SecondaryText className="bole-role-description">
            {role.description || '暂无描述'}
            <span style={{ margin: '0 8px', color: '#d5d9e2' }}>|</span>
            {role.accountCount} 个账号使用此角色
          </SecondaryText>
        </div>
        {canManage && (
          <div style={{ display: 'flex', alignItems: 'center', gap: 8 }} onPointerEnter={preloadDialogs}>
            {!superAdmin && (
              <Button icon={<EditOutlined />} onClick={onEdit} onPointerEnter={onPreloadEdit} onFocus={onPreloadEdit}>
                编辑
              </Button>
            )}
            {role.kind === 'system' && !superAdmin && (
              <Button icon={<UndoOutlined />} onClick={confirmReset} loading={reset.isPending}>
                恢复默认
              </Button>
            )}
            {role.kind === 'custom' && (
              <Button danger icon={<DeleteOutlined />} onClick={confirmDelete}>
                删除
              </Button>
            )}
          </div>
        )}
      </div>
      {superAdmin && <Alert type="info" showIcon title="超级管理员始终拥有全部权限，不可修改。" style={{ marginTop: 8 }} />}
      <div style={{ flex: 1 }}>
        <PermissionBoard catalog={catalog} value={value} onChange={setDraft} roleType={role.roleType} readOnly={readOnly} sys={sys} onSysChange={setSys} />
      </div>
      {!readOnly && (
        <div
          style={{
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
            gap: 8,
            position: 'sticky',
            bottom: 0,
            background: '#fff',
            borderTop: '1px solid #edf0f5',
            padding: '12px 0',
            marginTop: 4,
            zIndex: 2,
          }}
        >
          {dirty && <span style={{ marginRight: 'auto', color: '#f59a23' }}>权限有修改，尚未保存</span>}
          <Button disabled={!dirty} onClick={() => setDraft(null)}>
            撤销修改
          </Button>
          <Button type="primary" disabled={!dirty} loading={update.isPending} onClick={save}>
            保存权限
          </Button>
        </div>
      )}
    </div>
  );
}
