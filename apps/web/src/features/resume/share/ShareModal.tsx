// 分享 (250032): make a link that opens the resume without login for 1, 3, 7 or 30 days, copy
// it (shown this once: only its hash is kept), and see or revoke the links made before.
import { CopyOutlined, LinkOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Modal, Radio, Space } from 'antd';
import { resumeShareCreateSchema, SHARE_DAYS, type ResumeShareCreated, type ShareDays } from '@bole/domain';
import { useState } from 'react';
import { copyText } from '../../../api/clipboard';
import { formatDateTime } from '../../../lib/time';
import { useCreateShare } from '../api/create-share';
import { useShares } from '../api/get-shares';
import { shareUrlOf } from './share-url';
import { ShareLinkList } from './ShareLinkList';
import './share.css';

type Props = { resume: { id: number; name: string }; canShowContact: boolean; onClose: () => void };

export function ShareModal({ resume, canShowContact, onClose }: Props) {
  const create = useCreateShare();
  const [days, setDays] = useState<ShareDays>(7);
  const [showContact, setShowContact] = useState(false);
  const [made, setMade] = useState<ResumeShareCreated | null>(null);
  // The new link stops being offered for copying once it is revoked below.
  const madeRevoked = useShares(resume.id).data?.some((l) => l.id === made?.id && l.status === 'revoked') ?? false;

  const submit = () => {
    const body = resumeShareCreateSchema.parse({ days, showContact: canShowContact && showContact });
    create.mutate({ resumeId: resume.id, ...body }, { onSuccess: setMade });
  };

  return (
    <Modal open title={`分享简历 - ${resume.name}`} footer={null} onCancel={onClose} width={620} destroyOnHidden>
      <p className="bole-muted bole-share-intro">对方打开链接无需登录，看到基本信息、求职意向和各段经历；负责人、标签、备注、附件与操作记录不会分享出去。</p>
      <div className="bole-share-form" role="group" aria-label="分享设置">
        <div className="bole-share-row">
          <span className="bole-share-label" id="share-days-label">
            有效期
          </span>
          <Radio.Group aria-labelledby="share-days-label" optionType="button" value={days} onChange={(e) => setDays(e.target.value as ShareDays)} options={SHARE_DAYS.map((d) => ({ value: d, label: `${d}天` }))} />
        </div>
        <div className="bole-share-row">
          <span className="bole-share-label">联系方式</span>
          <div>
            <Checkbox checked={canShowContact && showContact} disabled={!canShowContact} onChange={(e) => setShowContact(e.target.checked)}>
              显示手机号、邮箱和微信号
            </Checkbox>
            <div className="bole-muted bole-share-hint">{canShowContact ? '不勾选时对方看到的联系方式会打码，如 138****0001' : '您的角色没有查看联系方式的权限，分享的简历中联系方式会打码'}</div>
          </div>
        </div>
        <Button type="primary" icon={<LinkOutlined />} loading={create.isPending} onClick={submit}>
          生成链接
        </Button>
      </div>

      {made && !madeRevoked && (
        <div className="bole-share-made" role="status">
          <div className="bole-share-made-title">链接已生成，有效期至 {formatDateTime(made.expiresAt)}</div>
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={shareUrlOf(made.token)} aria-label="分享链接" onFocus={(e) => e.target.select()} />
            <Button type="primary" icon={<CopyOutlined />} onClick={() => void copyText(shareUrlOf(made.token))}>
              复制链接
            </Button>
          </Space.Compact>
          <div className="bole-muted bole-share-hint">链接只在此处显示一次，关闭后无法再查看，请复制后发送给对方。</div>
        </div>
      )}

      <ShareLinkList resumeId={resume.id} highlightId={made?.id} />
    </Modal>
  );
}
