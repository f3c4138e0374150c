// /user/seting/report 报表设置 → 报表订阅: the company's scheduled report mails, each with its
// schedule, next and last send, a switch, 编辑, 立即发送一次 and 删除.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Switch, Tag, Tooltip } from 'antd';
import { ReportSendStatus, type ReportSubscription } from '@bole/domain';
import { useState } from 'react';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { Empty } from '../../../components/plain/Empty';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { SecondaryText } from '../../../components/text/Text';
import { confirmDialog } from '../../../lib/dialogs';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify';
import { formatDateTime } from '../../../lib/time';
import { useSubscriptionChanges, useSubscriptions } from '../api/subscriptions';

const SubscriptionModal = lazyNamed(() => import('./SubscriptionModal'), 'SubscriptionModal');
const STATUS_COLORS = { sent: 'success', partial: 'warning', failed: 'error' } as const;

export function SubscriptionsPage({ title }: { title: string }) {
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const { data, isLoading } = useSubscriptions(paging.page, paging.pageSize);
  const changes = useSubscriptionChanges();
  const [editing, setEditing] = useState<{ subscription?: ReportSubscription } | null>(null);
  const [sending, setSending] = useState<number | null>(null);

  const sendNow = async (s: ReportSubscription) => {
    setSending(s.id);
    try {
      const result = await changes.send.mutateAsync(s.id);
      const text = `${s.reportName}：${result.message}`;
      if (result.status === 'sent') notifySuccess(text);
      else if (result.status === 'partial') notifyWarning(text);
      else notifyError(text);
    } catch {
      // The request's own error has been shown.
    } finally {
      setSending(null);
    }
  };

  const confirmDelete = (s: ReportSubscription) =>
    confirmDialog({
      title: `删除「${s.reportName}」的订阅？`,
      content: '删除后收件人不再收到这份报表，已发送的邮件不受影响。',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: () =>
        changes.remove
          .mutateAsync(s.id)
          .then(() => notifySuccess('订阅已删除'))
          .catch(() => undefined),
    });

  const columns: Column<ReportSubscription>[] = [
    { key: 'report', title: '报表', width: 130, render: (s) => <strong>{s.reportName}</strong> },
    { key: 'recipients', title: '收件人', width: 200, ellipsis: true, render: (s) => s.recipients.map((r) => r.name).join('、') },
    { key: 'schedule', title: '发送频率', width: 130, render: (s) => s.scheduleText },
    { key: 'next', title: '下次发送', width: 150, render: (s) => (s.nextSendAt ? formatDateTime(s.nextSendAt) : <SecondaryText>已停用</SecondaryText>) },
    {
      key: 'last',
      title: '上次发送',
      width: 240,
      render: (s) =>
        s.lastStatus ? (
          <Tooltip title={s.lastMessage}>
            <span>
              <Tag color={STATUS_COLORS[s.lastStatus]}>{ReportSendStatus[s.lastStatus]}</Tag>
              {formatDateTime(s.lastSentAt)}
            </span>
          </Tooltip>
        ) : (
          <SecondaryText>尚未发送</SecondaryText>
        ),
    },
    {
      key: 'enabled',
      title: '启用',
      width: 70,
      render: (s) => (
        <Switch size="small" checked={s.enabled} aria-label={`${s.enabled ? '停用' : '启用'}「${s.reportName}」的订阅`} loading={changes.toggle.isPending && changes.toggle.variables?.id === s.id} onChange={(enabled) => changes.toggle.mutate({ id: s.id, enabled })} />
      ),
    },
    {
      key: 'actions',
      title: '操作',
      width: 220,
      fixed: 'right',
      render: (s) => (
        <span className="bole-row-actions">
          <Button type="link" size="small" onClick={() => setEditing({ subscription: s })}>
            编辑
          </Button>
          <Button type="link" size="small" loading={sending === s.id} disabled={sending !== null && sending !== s.id} onClick={() => void sendNow(s)}>
            立即发送一次
          </Button>
          <Button type="link" size="small" danger onClick={() => confirmDelete(s)}>
            删除
          </Button>
        </span>
      ),
    },
  ];

  const add = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} onPointerEnter={SubscriptionModal.preload}>
      新建订阅
    </Button>
  );

  return (
    <section aria-label={title}>
      <PageHeader title="报表订阅" description="按每天、每周或每月的固定时间（北京时间），把报表中心的报表以Excel附件发送到同事的邮箱，统计上一天、上一周或上一个月的数据。" extra={add} />
      <Panel>
        <SimpleTable<ReportSubscription>
          caption="报表订阅"
          columns={columns}
          rows={data?.list}
          rowKey={(s) => s.id}
          loading={isLoading}
          size="middle"
          minWidth={1100}
          empty={<Empty description="还没有报表订阅" style={{ margin: '24px 0' }}>{add}</Empty>}
        />
        {data && data.total > paging.pageSize && (
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onChange={(page) => setPaging((p) => ({ ...p, page }))} onPageSizeChange={(pageSize) => setPaging({ page: 1, pageSize })} />
        )}
      </Panel>
      <MountOnOpen open={editing !== null}>
        {editing && (
          <SubscriptionModal
            subscription={editing.subscription}
            onClose={() => setEditing(null)}
            onSave={(body) =>
              editing.subscription
                ? changes.update.mutateAsync({ id: editing.subscription.id, body }).then(() => notifySuccess('订阅已保存'))
                : changes.create.mutateAsync(body).then(() => notifySuccess('订阅已创建'))
            }
          />
        )}
      </MountOnOpen>
    </section>
  );
}
