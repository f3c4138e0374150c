// The columns of 发送记录: what was sent to whom, why, and how it went (times in China time).
import { isCode, messageChannelLabels, messageTemplateTypeLabels, OUTBOX_STATUS_NAMES, type OutboxMessage, type OutboxStatus } from '@bole/domain';
import type { Column } from '../../../components/table/SimpleTable';
import { Tag, type TagColor } from '../../../components/plain/Tag';
import { formatDateTime } from '../../../lib/time';

export const STATUS_COLORS: Record<OutboxStatus, TagColor> = { queued: 'processing', sent: 'success', failed: 'error', cancelled: 'default' };

export const templateTypeName = (type: number | null) => (type !== null && isCode(messageTemplateTypeLabels, type) ? messageTemplateTypeLabels[type] : '—');

/** 排队中 (with a retry's reason), 已发送, 发送失败 with the server's reason, 已取消. */
export function StatusCell({ message }: { message: Pick<OutboxMessage, 'status' | 'error'> }) {
  return (
    <div className="bole-outbox-status">
      <Tag color={STATUS_COLORS[message.status]}>{OUTBOX_STATUS_NAMES[message.status]}</Tag>
      {message.error && message.status !== 'sent' && <div className="bole-outbox-error">{message.error}</div>}
    </div>
  );
}

type Actions = { onOpen: (message: OutboxMessage) => void };

export function outboxColumns({ onOpen }: Actions): Column<OutboxMessage>[] {
  return [
    { key: 'channel', title: '渠道', width: 70, render: (m) => messageChannelLabels[m.channel] },
    { key: 'to', title: '收件人', width: 190, ellipsis: true, render: (m) => m.to },
    {
      key: 'subject',
      title: '主题',
      width: 220,
      ellipsis: true,
      render: (m) => (
        <button type="button" className="bole-outbox-link" onClick={() => onOpen(m)}>
          {m.subject || (m.channel === 'sms' ? '（短信）' : '（无主题）')}
        </button>
      ),
    },
    { key: 'templateType', title: '模板类型', width: 130, render: (m) => templateTypeName(m.templateType) },
    { key: 'trigger', title: '触发原因', width: 110, render: (m) => m.trigger },
    { key: 'status', title: '状态', width: 240, render: (m) => <StatusCell message={m} /> },
    { key: 'attempts', title: '尝试次数', width: 80, align: 'right', render: (m) => m.attempts },
    { key: 'createdAt', title: '创建时间', width: 140, render: (m) => formatDateTime(m.createdAt) },
    { key: 'sentAt', title: '发送时间', width: 140, render: (m) => formatDateTime(m.sentAt) || '—' },
    {
      key: 'actions',
      title: '操作',
      width: 70,
      fixed: 'right',
      render: (m) => (
        <button type="button" className="bole-outbox-link" onClick={() => onOpen(m)} aria-label={`查看发给${m.to}的消息`}>
          查看
        </button>
      ),
    },
  ];
}
