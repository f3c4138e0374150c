// /user/company/organization 组织架构: the department tree and the selected department's members.
import { Card, Empty, Flex, Modal, Skeleton } from 'antd';
import { Perm, type OrgNode } from '@bole/domain';
import { useCallback, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { usePermission } from '../../../api/permission';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteOrg } from '../api/delete-org';
import { useOrgs } from '../api/get-orgs';
import { CARD_STYLE, SettingsPage } from '../shared/SettingsPage';
import { OrgDetail } from './OrgDetail';
import { OrgLeaderModal } from './OrgLeaderModal';
import { OrgMoveModal } from './OrgMoveModal';
import { OrgNameModal, type OrgNameTarget } from './OrgNameModal';
import { findOrg, orgPath } from './org-tree';
import { OrgTreePanel, type OrgAction } from './OrgTreePanel';

export function OrganizationPage({ title }: { title: string }) {
  const [modal, dialogs] = Modal.useModal();
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
      modal.confirm({
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
              modal.warning({ title: '无法删除该部门', content: isApiError(error) ? error.message : '删除失败，请稍后重试' });
            }),
      }),
    [modal, remove, selectedId],
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
      <Card variant="borderless" style={CARD_STYLE} styles={{ body: { padding: 0 } }}>
        <Flex style={{ minHeight: 560 }}>
          <div style={{ width: 320, flex: 'none', borderRight: '1px solid #edf0f5', padding: 16 }}>
            {isLoading ? (
              <Skeleton active />
            ) : (
              <OrgTreePanel tree={tree} selectedId={selected?.id} canManage={canManage} onSelect={setSelectedId} onAction={onAction} />
            )}
          </div>
          <div style={{ flex: 1, minWidth: 0, padding: 24 }}>
            {selected ? (
              <OrgDetail node={selected} path={orgPath(tree, selected.id)} canManage={canManage} canListAccounts={canListAccounts} onAction={onAction} />
            ) : isLoading ? (
              <Skeleton active paragraph={{ rows: 8 }} />
            ) : (
              <Empty description="暂无部门" style={{ marginTop: 120 }} />
            )}
          </div>
        </Flex>
      </Card>
      <OrgNameModal target={nameTarget} onClose={() => setNameTarget(null)} onSaved={(org) => nameTarget?.mode === 'create' && setSelectedId(org.id)} />
      <OrgMoveModal node={moving} onClose={() => setMoving(null)} />
      <OrgLeaderModal node={leading} onClose={() => setLeading(null)} />
      {dialogs}
    </SettingsPage>
  );
}
