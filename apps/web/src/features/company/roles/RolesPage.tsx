// /user/manage/role 角色权限: roles and their permissions, or who may see what by job or department.
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Perm, type RoleRow } from '@bole/domain';
import { useCallback, useRef, useState } from 'react';
import { usePermission } from '../../../api/permission';
import { Panel } from '../../../components/panel/Panel';
import { Empty } from '../../../components/plain/Empty';
import { Segmented } from '../../../components/plain/Segmented';
import { Skeleton } from '../../../components/plain/Skeleton';
import { SecondaryText } from '../../../components/text/Text';
import { confirmDialog, preloadDialogs } from '../../../lib/dialogs';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { usePermissionCatalog } from '../api/get-permissions';
import { useRoles } from '../api/get-roles';
import { CARD_STYLE, SettingsPage } from '../shared/SettingsPage';
import { RoleList } from './RoleList';
import { RolePanel } from './RolePanel';

// The other views and the role dialog load when chosen (or pointed at), not with the page.
const ByJobView = lazyNamed(() => import('./ByJobView'), 'ByJobView');
const ByDepartmentView = lazyNamed(() => import('./ByDepartmentView'), 'ByDepartmentView');
const RoleFormModal = lazyNamed(() => import('./RoleFormModal'), 'RoleFormModal');

type View = 'role' | 'job' | 'department';
const VIEW_OPTIONS: { value: View; label: string }[] = [
  { value: 'role', label: '按角色' },
  { value: 'job', label: '按职位' },
  { value: 'department', label: '按部门' },
];

type FormState = { open: boolean; role?: RoleRow };

const preloadViews = () => {
  ByJobView.preload();
  ByDepartmentView.preload();
  preloadDialogs();
};

export function RolesPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.CompanyRoles);
  const [view, setView] = useState<View>('role');
  const { data: roles = [], isLoading } = useRoles();
  const { data: catalog } = usePermissionCatalog();
  const [selectedId, setSelectedId] = useState<number>();
  const [form, setForm] = useState<FormState>({ open: false });
  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const selected = roles.find((r) => r.id === selectedId) ?? roles[0];

  // Unsaved permission changes are not dropped silently.
  const guard = (go: () => void) => {
    if (!dirty.current) return go();
    confirmDialog({ title: '放弃未保存的修改？', content: '当前角色的权限修改尚未保存，离开后将丢失。', okText: '放弃修改', cancelText: '继续编辑', onOk: go });
  };

  return (
    <SettingsPage
      title={title}
      description="角色决定账号能使用哪些功能；社招与校招的权限分别配置。系统角色可调整权限并随时恢复默认。"
      extra={
        <>
          <div style={{ display: 'flex', alignItems: 'center', gap: 8 }} onPointerEnter={preloadViews}>
            <SecondaryText>查看方式</SecondaryText>
            <Segmented<View> options={VIEW_OPTIONS} value={view} onChange={(next) => guard(() => setView(next))} aria-label="查看方式" />
          </div>
          {canManage && view === 'role' && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => guard(() => setForm({ open: true }))}
              onPointerEnter={RoleFormModal.preload}
              onFocus={RoleFormModal.preload}
            >
              新建角色
            </Button>
          )}
        </>
      }
    >
      {view === 'job' && <ByJobView roles={roles} />}
      {view === 'department' && <ByDepartmentView />}
      {view === 'role' && (
        <Panel style={CARD_STYLE} bodyStyle={{ padding: 0 }}>
          <div style={{ display: 'flex', minHeight: 560 }}>
            <div style={{ width: 240, flex: 'none', borderRight: '1px solid #edf0f5', padding: '12px 0' }}>
              {isLoading ? <Skeleton title style={{ padding: 16 }} /> : <RoleList roles={roles} selectedId={selected?.id} onSelect={(id) => guard(() => setSelectedId(id))} />}
            </div>
            <div style={{ flex: 1, minWidth: 0, padding: '20px 24px 0' }}>
              {selected && catalog ? (
                <RolePanel
                  key={selected.id}
                  role={selected}
                  catalog={catalog}
                  canManage={canManage}
                  onEdit={() => setForm({ open: true, role: selected })}
                  onPreloadEdit={RoleFormModal.preload}
                  onDeleted={() => setSelectedId(undefined)}
                  onDirtyChange={onDirtyChange}
                />
              ) : isLoading || !catalog ? (
                <Skeleton title rows={10} />
              ) : (
                <Empty description="暂无角色" style={{ marginTop: 120 }} />
              )}
            </div>
          </div>
        </Panel>
      )}
      <MountOnOpen open={form.open}>
        <RoleFormModal
          open={form.open}
          role={form.role}
          roles={roles}
          catalog={catalog}
          onClose={() => setForm({ open: false })}
          onSaved={(role) => setSelectedId(role.id)}
        />
      </MountOnOpen>
    </SettingsPage>
  );
}
