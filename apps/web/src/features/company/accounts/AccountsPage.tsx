// /user/company/accounts 账号管理: the company's accounts, their roles, departments and states.
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { AccountStatus, Perm, PAGE_SIZE_DEFAULT, type AccountRow } from '@bole/domain';
import { useState } from 'react';
import { useAccountInfo } from '../../../api/account';
import { usePermission } from '../../../api/permission';
import { Panel } from '../../../components/panel/Panel';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable } from '../../../components/table/SimpleTable';
import { confirmDialog, preloadDialogs } from '../../../lib/dialogs';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { notifySuccess } from '../../../lib/notify';
import { useAccounts, type AccountListParams } from '../api/get-accounts';
import { useRoles } from '../api/get-roles';
import { useUpdateAccount } from '../api/update-account';
import { CARD_STYLE, SettingsPage } from '../shared/SettingsPage';
import { AccountFilters } from './AccountFilters';
import { accountColumns } from './columns';
import { useResendInvite } from '../api/resend-invite';
import type { InviteHelp } from './InviteLinkModal';
import { TableEmpty } from '../shared/TableEmpty';

// The drawer and the dialogs load when first opened (or hovered), not with the list.
const AccountDrawer = lazyNamed(() => import('./AccountDrawer'), 'AccountDrawer');
const HandOverModal = lazyNamed(() => import('./HandOverModal'), 'HandOverModal');
const InviteLinkModal = lazyNamed(() => import('./InviteLinkModal'), 'InviteLinkModal');

type DrawerState = { open: boolean; account?: AccountRow };

export function AccountsPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.CompanyAccounts);
  const { data: me } = useAccountInfo();
  const [params, setParams] = useState<AccountListParams>({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const { data, isFetching } = useAccounts(params);
  const { data: roles = [] } = useRoles();
  const [drawer, setDrawer] = useState<DrawerState>({ open: false });
  const [handOver, setHandOver] = useState<AccountRow | null>(null);
  const [invite, setInvite] = useState<InviteHelp | null>(null);
  const update = useUpdateAccount();
  const resend = useResendInvite();

  const columns = accountColumns({
    canManage,
    currentUserId: me?.userId,
    onEdit: (account) => setDrawer({ open: true, account }),
    onPreloadEdit: AccountDrawer.preload,
    onHandOver: setHandOver,
    onPreloadMore: HandOverModal.preload,
    onPreloadToggle: preloadDialogs,
    // A refusal (e.g. 该账号已激活) is toasted by the http client.
    onInvite: (account) =>
      void resend
        .mutateAsync(account.id)
        .then(() => setInvite({ userName: account.userName, loginEmail: account.loginEmail, created: false }))
        .catch(() => undefined),
    onToggle: (account) => {
      const disabling = account.status !== AccountStatus.Disabled;
      confirmDialog({
        title: disabling ? `确定停用「${account.userName}」？` : `确定启用「${account.userName}」？`,
        content: disabling
          ? '停用后该账号将无法登录，已登录的设备会立即退出；其负责的工作不会自动移交，如需移交请使用「移交工作」。'
          : '启用后该账号可以重新登录伯乐招聘；尚未设置密码的账号需通过邀请链接激活。',
        okText: disabling ? '停用' : '启用',
        okButtonProps: { danger: disabling },
        // A refusal (e.g. 不能停用自己的账号) is toasted by the http client; the dialog closes either way.
        onOk: () =>
          update
            .mutateAsync({ id: account.id, body: { status: disabling ? AccountStatus.Disabled : AccountStatus.Active } })
            .then(() => notifySuccess(disabling ? '账号已停用' : '账号已启用'))
            .catch(() => undefined),
      });
    },
  });

  const onCreated = (created: AccountRow) => {
    if (created.status === AccountStatus.Invited) setInvite({ userName: created.userName, loginEmail: created.loginEmail, created: true });
    else notifySuccess(`账号「${created.userName}」已创建，可使用初始密码登录`);
  };

  return (
    <SettingsPage
      title={title}
      description="管理企业成员的登录账号，分配角色与部门；成员离职时可将其工作移交给其他同事。"
      extra={
        canManage && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDrawer({ open: true })}
            onPointerEnter={AccountDrawer.preload}
            onFocus={AccountDrawer.preload}
          >
            新建账号
          </Button>
        )
      }
    >
      <Panel style={CARD_STYLE}>
        <AccountFilters value={params} roles={roles} onChange={setParams} />
        <SimpleTable<AccountRow>
          caption="账号列表"
          columns={columns}
          rows={data?.list}
          rowKey={(row) => row.id}
          loading={isFetching}
          minWidth={1100}
          size="middle"
          empty={<TableEmpty text={params.keyword || params.roleId || params.orgId || params.status ? '没有符合条件的账号' : '暂无账号'} />}
        />
        {data && data.total > 0 && (
          <Pager
            page={params.page ?? 1}
            pageSize={params.pageSize ?? PAGE_SIZE_DEFAULT}
            total={data.total}
            unit="个账号"
            onChange={(page) => setParams((p) => ({ ...p, page }))}
            onPageSizeChange={(pageSize) => setParams((p) => ({ ...p, page: 1, pageSize }))}
          />
        )}
      </Panel>
      <MountOnOpen open={drawer.open}>
        <AccountDrawer
          open={drawer.open}
          account={drawer.account}
          roles={roles}
          currentUserId={me?.userId}
          onClose={() => setDrawer({ open: false })}
          onCreated={onCreated}
        />
      </MountOnOpen>
      <MountOnOpen open={handOver !== null}>
        <HandOverModal account={handOver} currentUserId={me?.userId} onClose={() => setHandOver(null)} />
      </MountOnOpen>
      <MountOnOpen open={invite !== null}>
        <InviteLinkModal invite={invite} onClose={() => setInvite(null)} />
      </MountOnOpen>
    </SettingsPage>
  );
}
