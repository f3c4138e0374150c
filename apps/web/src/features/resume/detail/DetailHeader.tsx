// The head of a resume: who (name, key facts, contact as the server shows them), tags, owner,
// source, how it was stored, and the actions the caller's permissions allow.
import { DeleteOutlined, LockOutlined, LoginOutlined, MailOutlined, MergeCellsOutlined, MobileOutlined, PrinterOutlined, ShareAltOutlined, SwapOutlined, UndoOutlined, WechatOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ResumeParseStatus, type ResumeDetail, type ResumeDocumentFormat } from '@bole/domain';
import type { ReactNode } from 'react';
import { Badge } from '../shared/TagChip';
import { ChannelName } from '../shared/ChannelName';
import { dotted, initialOf, keyFacts, parseStatusText, timeText } from '../shared/format';
import { DownloadResumeMenu } from '../export/DownloadResumeMenu';
import { TagEditor } from './TagEditor';

export type HeaderActions = {
  enterJob?: () => void;
  print?: () => void;
  download?: (format: ResumeDocumentFormat) => void;
  share?: () => void;
  handOver?: () => void;
  merge?: () => void;
  remove?: () => void;
  restore?: () => void;
};

type Props = { resume: ResumeDetail; ownerName: string; canTag: boolean; actions: HeaderActions };

function Contact({ icon, label, value }: { icon: ReactNode; label: string; value: string | null }) {
  if (!value) return null;
  return (
    <span className="bole-contact" title={label}>
      {icon}
      <span className="bole-sr-only">{label}：</span>
      {value}
    </span>
  );
}

export function DetailHeader({ resume, ownerName, canTag, actions }: Props) {
  const facts = keyFacts(resume);
  const latest = dotted(resume.lastCompany, resume.lastJobTitle);
  const statusTone = resume.parseStatus === ResumeParseStatus.Saved ? 'green' : resume.parseStatus === ResumeParseStatus.ParseFailed ? 'red' : 'orange';
  const deleted = resume.deletedAt !== null;

  return (
    <header className="bole-detail-head">
      <div className={`bole-pool-avatar bole-pool-avatar-lg${resume.gender === 0 ? ' bole-pool-avatar-f' : ''}`} aria-hidden>
        {initialOf(resume.name)}
      </div>
      <div className="bole-detail-who">
        <div className="bole-detail-name-row">
          <h1 className="bole-detail-name">{resume.name}</h1>
          {facts.length > 0 && <span className="bole-card-facts">{facts.join(' · ')}</span>}
          {deleted && <Badge tone="red">已删除</Badge>}
        </div>
        {latest && <div className="bole-detail-latest">{latest}</div>}
        <div className="bole-detail-contacts">
          <Contact icon={<MobileOutlined />} label="手机号" value={resume.mobile} />
          <Contact icon={<MailOutlined />} label="邮箱" value={resume.email} />
          <Contact icon={<WechatOutlined />} label="微信号" value={resume.wechatCode} />
          {resume.contactMasked && (resume.mobile || resume.email || resume.wechatCode) && (
            <span className="bole-muted" title="您的角色没有查看候选人联系方式的权限">
              <LockOutlined /> 联系方式已隐藏
            </span>
          )}
          {!resume.mobile && !resume.email && !resume.wechatCode && <span className="bole-muted">暂无联系方式</span>}
        </div>
        <TagEditor resume={resume} canTag={canTag && !deleted} />
        <div className="bole-detail-meta">
          <span>
            负责人：<strong>{ownerName || '—'}</strong>
          </span>
          <span>来源：<ChannelName code={resume.channel} /></span>
          <span>
            入库状态：<Badge tone={statusTone}>{parseStatusText(resume.parseStatus)}</Badge>
          </span>
          <span>更新于 {timeText(resume.updatedAt)}</span>
          <span className="bole-muted">简历编号 #{resume.id}</span>
        </div>
      </div>
      <div className="bole-detail-actions">
        {actions.enterJob && (
          <Button type="primary" icon={<LoginOutlined />} onClick={actions.enterJob}>
            加入职位
          </Button>
        )}
        {actions.restore && (
          <Button type="primary" icon={<UndoOutlined />} onClick={actions.restore}>
            恢复简历
          </Button>
        )}
        {actions.print && (
          <Button icon={<PrinterOutlined />} onClick={actions.print}>
            打印
          </Button>
        )}
        {actions.download && <DownloadResumeMenu onDownload={actions.download} />}
        {actions.share && (
          <Button icon={<ShareAltOutlined />} onClick={actions.share}>
            分享
          </Button>
        )}
        {actions.handOver && (
          <Button icon={<SwapOutlined />} onClick={actions.handOver}>
            移交
          </Button>
        )}
        {actions.merge && (
          <Button icon={<MergeCellsOutlined />} onClick={actions.merge}>
            合并重复简历
          </Button>
        )}
        {actions.remove && (
          <Button danger icon={<DeleteOutlined />} onClick={actions.remove}>
            删除
          </Button>
        )}
      </div>
    </header>
  );
}
