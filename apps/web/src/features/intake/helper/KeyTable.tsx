// The helper keys: the caller's own on 简历助手, the company's on 插件设置 (with their owners).
// A key shows only its first characters; revoking stops its bookmarklet at once.
import { Button } from 'antd';
import type { HelperKeyRow } from '@bole/domain';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { confirmDialog } from '../../../lib/dialogs';
import { notifySuccess } from '../../../lib/notify';
import { formatDateTime } from '../../../lib/time';
import { useHelperKeys } from '../api/get-helper-keys';
import { useRevokeHelperKey } from '../api/revoke-helper-key';

export function KeyTable({ all = false }: { all?: boolean }) {
  const { data, isLoading } = useHelperKeys(all);
  const revoke = useRevokeHelperKey();

  const confirmRevoke = (k: HelperKeyRow) =>
    confirmDialog({
      title: `撤销密钥「${k.name}」？`,
      content: all ? `撤销后，${k.accountName}用这个密钥安装的简历助手将立即无法收录简历。` : '撤销后，用这个密钥安装的简历助手将立即无法收录简历，可从书签栏删除它。',
      okText: '撤销',
      okButtonProps: { danger: true },
      onOk: () => revoke.mutateAsync(k.id).then(() => notifySuccess('密钥已撤销')).catch(() => undefined),
    });

  const columns: Column<HelperKeyRow>[] = [
    { key: 'name', title: '密钥名称', render: (k) => k.name },
    ...(all ? [{ key: 'owner', title: '所属账号', width: 110, render: (k: HelperKeyRow) => k.accountName }] : []),
    { key: 'hint', title: '密钥', width: 130, render: (k) => <code className="bole-helper-hint">{k.hint}…</code> },
    { key: 'created', title: '创建时间', width: 160, render: (k) => <span className="bole-nowrap">{formatDateTime(k.createdAt)}</span> },
    {
      key: 'used',
      title: '最近使用',
      width: 250,
      render: (k) =>
        k.lastUsedAt ? (
          <span>
            <span className="bole-nowrap">{formatDateTime(k.lastUsedAt)}</span>
            <span className="bole-helper-muted"> · {k.lastUsedHost}</span>
          </span>
        ) : (
          <span className="bole-helper-muted">尚未使用</span>
        ),
    },
    { key: 'count', title: '收录次数', width: 90, align: 'right', render: (k) => k.captureCount },
    {
      key: 'actions',
      title: '操作',
      width: 80,
      render: (k) => (
        <Button type="link" size="small" danger onClick={() => confirmRevoke(k)}>
          撤销
        </Button>
      ),
    },
  ];

  return (
    <SimpleTable
      caption={all ? '全公司的简历助手密钥' : '我的密钥'}
      columns={columns}
      rows={data}
      rowKey={(k) => k.id}
      loading={isLoading}
      minWidth={all ? 920 : 820}
      empty={<span className="bole-helper-muted">{all ? '公司里还没有人创建简历助手密钥' : '还没有密钥，创建一个即可安装简历助手'}</span>}
    />
  );
}
