// /user/company/organization 组织架构: the department tree and the selected department's members.
import { Perm, type OrgNode } from '@bole/domain';
import { useCallback, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { usePermission } from '../../../api/permission';
import { Panel } from '../../../components/panel/Panel';
import { Empty } from '../../../components/plain/Empty';
import { Skeleton } from '../../../components/plain/Skeleton';
import { confirmDialog, preloadDialogs, warningDialog } from '../../../lib/dialogs';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteOrg } from '../api/delete-org';
import { useOrgs } from '../api/get-orgs';
import { CARD_STYLE, SettingsPage } from '../shared/SettingsPage';
import { OrgDetail } from './OrgDetail';
import type { OrgNameTarget } from './OrgNameModal';
import { findOrg, orgPath } from './org-tree';
import { OrgTreePanel, type OrgAction } from './OrgTreePanel';

// The department dialogs load when first opened (or their actions pointed at), not with the page.
const OrgNameModal = lazyNamed(() => import('./OrgNameModal'), 'OrgNameModal');
const OrgMoveModal = lazyNamed(() => import('./OrgMoveModal'), 'OrgMoveModal');
const OrgLeaderModal = lazyNamed(() => import('./OrgLeaderModal'), 'OrgLeaderModal');

/** Warms up the code behind the department actions. */
function preloadActions(): void {
  OrgNameModal.preload();
  OrgMoveModal.preload();
  OrgLeaderModal.preload();
  preloadDialogs();
}

export function OrganizationPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.CompanyOrg);
  const canListAccounts = usePermission(Perm.CompanyAccounts);
  const { data: tree = [], isLoading } = useOrgs();
  const [selectedId, setSelectedId] = useState<number>();
  const [nameTarget, setNameTarget] = useState<OrgNameTarget | null>(null);
  const [moving, setMoving] = useState<OrgNode | null>(null);
  const [leading, setLeading] = useState<OrgNode | null>(null);
  const remove = useDeleteOrg();

  const selected = findOrg(tree, selectedId) ?? tree[0];

  const confirmDelete = useCallback(
    (node: OrgNode) =>
      confirmDialog({
        title: `确定删除部门「${node.name}」？`,
        content: '删除后不可恢复；部门下有下级部门或成员时不能删除。',
        okText: '删除',
        okButtonProps: { danger: true },
        onOk: () =>
          remove
            .mutateAsync(node.id)
            .then(() => {
              notifySuccess('部门已删除');
              if (node.id === selectedId) setSelectedId(node.parentId ?? undefined);
            })
            // The server says why it refuses (下级部门, 成员, 根部门); show it where it cannot be missed.
            .catch((error: unknown) => {
              warningDialog({ title: '无法删除该部门', content: isApiError(error) ? error.message : '删除失败，请稍后重试' });
            }),
      }),
    [remove, selectedId],
  );

  const onAction = useCallback(
    (action: OrgAction, node: OrgNode) => {
      if (action === 'addChild') setNameTarget({ mode: 'create', parent: node });
      else if (action === 'rename') setNameTarget({ mode: 'rename', node });
      else if (action === 'move') setMoving(node);
      else if (action === 'leader') setLeading(node);
      else confirmDelete(node);
    },
    [confirmDelete],
  );

  return (
    <SettingsPage title={title} description="维护公司的部门层级与负责人；账号的所属部门在「账号管理」中调整。">
      <Panel style={CARD_STYLE} bodyStyle={{ padding: 0 }}>
        <div style={{ display: 'flex', minHeight: 560 }}>
          <div style={{ width: 320, flex: 'none', borderRight: '1px solid #edf0f5', padding: 16 }}>
            {isLoading ? (
              <Skeleton title />
            ) : (
              <OrgTreePanel tree={tree} selectedId={selected?.id} canManage={canManage} onSelect={setSelectedId} onAction={onAction} onPreloadActions={preloadActions} />
            )}
          </div>
          <div style={{ flex: 1, minWidth: 0, padding: 24 }}>
            {selected ? (
              <OrgDetail
                node={selected}
                path={orgPath(tree, selected.id)}
                canManage={canManage}
                canListAccounts={canListAccounts}
                onAction={onAction}
                onPreloadActions={preloadActions}
              />
            ) : isLoading ? (
              <Skeleton title rows={8} />
            ) : (
              <Empty description="暂无部门" style={{ marginTop: 120 }} />
            )}
          </div>
        </div>
      </Panel>
      <MountOnOpen open={nameTarget !== null}>
        <OrgNameModal target={nameTarget} onClose={() => setNameTarget(null)} onSaved={(org) => nameTarget?.mode === 'create' && setSelectedId(org.id)} />
      </MountOnOpen>
      <MountOnOpen open={moving !== null}>
        <OrgMoveModal node={moving} onClose={() => setMoving(null)} />
      </MountOnOpen>
      <MountOnOpen open={leading !== null}>
        <OrgLeaderModal node={leading} onClose={() => setLeading(null)} />
      </MountOnOpen>
    </SettingsPage>
  );
}
