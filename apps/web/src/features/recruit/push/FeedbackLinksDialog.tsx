// 候选人反馈链接: HR makes a link that asks the candidate to confirm entry, answer an offer or
// give up (valid 1-30 days, answered once), mails it to him or copies it to send, and sees every link's answer.
import {
  candidateFeedbackAnswerWords,
  candidateFeedbackKindLabels,
  CandidateFeedbackKind,
  FEEDBACK_LINK_DAYS,
  feedbackLinkStatusLabels,
  type FeedbackLink,
  type FeedbackLinkCreated,
  type FeedbackLinkDays,
} from '@bole/domain';
import { Button, Checkbox, Input, Modal, Popconfirm, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { copyText } from '../../../api/clipboard';
import { Tag, type TagColor } from '../../../components/plain/Tag';
import { notifySuccess } from '../../../lib/notify';
import { formatDateTime } from '../../../lib/time';
import { useCreateFeedbackLink, useFeedbackLinks, useRevokeFeedbackLink } from './feedback-api';
import './push.css';

export type FeedbackLinksDialogProps = { open: boolean; applicationId: number; candidateName: string; onClose: () => void };

const STATUS_COLORS: Record<FeedbackLink['status'], TagColor> = { open: 'processing', answered: 'success', expired: 'default', revoked: 'error' };
const KINDS = Object.values(CandidateFeedbackKind).map((value) => ({ value, label: candidateFeedbackKindLabels[value] }));

function LinkRow({ link, applicationId }: { link: FeedbackLink; applicationId: number }) {
  const revoke = useRevokeFeedbackLink(applicationId);
  const answer = link.answer ? candidateFeedbackAnswerWords[link.kind][link.answer] : null;
  return (
    <li className="bole-push-link">
      <div>
        <Tag color={STATUS_COLORS[link.status]}>{feedbackLinkStatusLabels[link.status]}</Tag>
        <strong>{candidateFeedbackKindLabels[link.kind]}</strong>
        <span className="bole-push-muted">
          {' '}
          · {link.createdByName} 发送于 {formatDateTime(link.createdAt)} · 有效期至 {formatDateTime(link.expiresAt)}
        </span>
        {answer && (
          <div>
            候选人答复（{formatDateTime(link.answeredAt)}）：{answer}
            {link.comment ? `，${link.comment}` : ''}
          </div>
        )}
      </div>
      {link.status === 'open' && (
        <Popconfirm title="撤销这个反馈链接？" description="撤销后候选人再打开会看到「链接已失效」。" okText="撤销" okButtonProps={{ danger: true }} onConfirm={() => revoke.mutateAsync(link.id).then(() => notifySuccess('反馈链接已撤销'))}>
          <Button size="small" danger loading={revoke.isPending}>
            撤销
          </Button>
        </Popconfirm>
      )}
    </li>
  );
}

export function FeedbackLinksDialog({ open, applicationId, candidateName, onClose }: FeedbackLinksDialogProps) {
  const [kind, setKind] = useState<CandidateFeedbackKind>(CandidateFeedbackKind.Join);
  const [days, setDays] = useState<FeedbackLinkDays>(7);
  const [sendEmail, setSendEmail] = useState(true);
  const [created, setCreated] = useState<FeedbackLinkCreated | null>(null);
  const links = useFeedbackLinks(applicationId);
  const create = useCreateFeedbackLink(applicationId);

  const copy = async (url: string) => {
    if (await copyText(url)) notifySuccess('已复制到剪贴板');
  };

  return (
    <Modal open={open} title={`候选人反馈链接：${candidateName}`} footer={null} onCancel={onClose} destroyOnHidden width={640}>
      <div className="bole-push-form">
        <Radio.Group aria-label="链接类型" optionType="button" options={KINDS} value={kind} onChange={(e) => setKind(e.target.value as CandidateFeedbackKind)} />
        <Space wrap>
          <Select<FeedbackLinkDays> aria-label="有效期" value={days} onChange={setDays} options={FEEDBACK_LINK_DAYS.map((d) => ({ value: d, label: `有效期${d}天` }))} style={{ width: 130 }} />
          <Checkbox checked={sendEmail} onChange={(e) => setSendEmail(e.target.checked)}>
            同时发邮件给候选人
          </Checkbox>
          <Button
            type="primary"
            loading={create.isPending}
            onClick={() =>
              create.mutate(
                { kind, days, sendEmail },
                {
                  onSuccess: (link) => {
                    setCreated(link);
                    if (sendEmail) notifySuccess('链接已生成，邮件已加入发送队列，发送结果见邮箱设置的发送记录');
                  },
                },
              )
            }
          >
            生成链接
          </Button>
        </Space>
        {created && (
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly aria-label="新链接" value={created.url} />
            <Button onClick={() => void copy(created.url)}>复制链接</Button>
          </Space.Compact>
        )}
        <p className="bole-push-muted">
          勾选“同时发邮件给候选人”会按邮件模板「候选人反馈邀请」发到候选人的邮箱；也可以复制链接通过短信或微信发送。候选人无需登录，只能答复一次，答复会记录在候选人的招聘记录中。
        </p>
      </div>
      <ul className="bole-push-links" aria-label="已发送的链接">
        {links.data?.map((link) => <LinkRow key={link.id} link={link} applicationId={applicationId} />)}
        {links.data?.length === 0 && <li className="bole-push-muted">还没有发送过反馈链接</li>}
      </ul>
    </Modal>
  );
}
