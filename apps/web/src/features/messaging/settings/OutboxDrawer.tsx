// One message of 发送记录 in full: the HTML body in a sandboxed frame (no script, no requests
// to the page), the text, attempts and times; 重发 for a failed or cancelled one, 取消发送 for a
// queued one no attempt holds yet.
import { Button, Descriptions, Drawer, Popconfirm } from 'antd';
import { messageChannelLabels } from '@bole/domain';
import { Skeleton } from '../../../components/plain/Skeleton';
import { formatDateTime } from '../../../lib/time';
import { notifySuccess } from '../../../lib/notify';
import { useOutboxMessage } from '../api/get-outbox-message';
import { useCancelMessage, useResendMessage } from '../api/outbox-actions';
import { StatusCell, templateTypeName } from './outbox-columns';

type Props = { id: number | null; onClose: () => void };

export function OutboxDrawer({ id, onClose }: Props) {
  const { data: message, isLoading } = useOutboxMessage(id);
  const resend = useResendMessage();
  const cancel = useCancelMessage();
  const canResend = message?.status === 'failed' || message?.status === 'cancelled';
  const canCancel = message?.status === 'queued' && message.sendingAt === null;

  const footer = message && (canResend || canCancel) && (
    <div className="bole-outbox-drawer-footer">
      {canResend && (
        <Button type="primary" loading={resend.isPending} onClick={() => resend.mutate(message.id, { onSuccess: () => notifySuccess('已重新排队发送') })}>
          重发
        </Button>
      )}
      {canCancel && (
        <Popconfirm title="取消发送这条消息？" description="取消后不会发出，之后仍可重发。" okText="取消发送" cancelText="不取消" onConfirm={() => cancel.mutateAsync(message.id).then(() => notifySuccess('已取消发送'))}>
          <Button danger loading={cancel.isPending}>
            取消发送
          </Button>
        </Popconfirm>
      )}
    </div>
  );

  return (
    <Drawer open={id !== null} title="消息详情" size={720} onClose={onClose} destroyOnHidden footer={footer || undefined}>
      {isLoading || !message ? (
        <Skeleton rows={8} />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="渠道">{messageChannelLabels[message.channel]}</Descriptions.Item>
            <Descriptions.Item label="收件人">{message.to}</Descriptions.Item>
            <Descriptions.Item label="模板类型">{message.templateTypeName ?? templateTypeName(message.templateType)}</Descriptions.Item>
            <Descriptions.Item label="触发原因">{message.trigger}</Descriptions.Item>
            <Descriptions.Item label="状态" span={2}>
              <StatusCell message={message} />
            </Descriptions.Item>
            <Descriptions.Item label="尝试次数">{message.attempts}</Descriptions.Item>
            <Descriptions.Item label="计划发送时间">{formatDateTime(message.sendAt)}</Descriptions.Item>
            <Descriptions.Item label="创建时间">{formatDateTime(message.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="发送时间">{formatDateTime(message.sentAt) || '—'}</Descriptions.Item>
            {message.subject && (
              <Descriptions.Item label="主题" span={2}>
                {message.subject}
              </Descriptions.Item>
            )}
            {message.link && (
              <Descriptions.Item label="打开页面" span={2}>
                {message.link}
              </Descriptions.Item>
            )}
            {message.attachment && (
              <Descriptions.Item label="附件" span={2}>
                {message.attachment.filename}
                {message.attachment.kind === 'calendar' && `（${message.attachment.method === 'CANCEL' ? '取消日历邀请' : '日历邀请'}）`}
              </Descriptions.Item>
            )}
          </Descriptions>
          {message.html && (
            <section className="bole-outbox-body" aria-label="HTML正文">
              <h5>HTML正文</h5>
              <iframe title="邮件HTML正文" sandbox="" srcDoc={message.html} className="bole-outbox-frame" />
            </section>
          )}
          <section className="bole-outbox-body" aria-label="纯文本正文">
            <h5>{message.channel === 'email' ? '纯文本正文' : '内容'}</h5>
            <pre className="bole-outbox-text">{message.text || '（空）'}</pre>
          </section>
        </>
      )}
    </Drawer>
  );
}
