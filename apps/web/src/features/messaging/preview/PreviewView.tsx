// A rendered template as each recipient gets it: the e-mail (subject, From line, HTML body in a
// sandboxed frame that runs nothing), the SMS with its length, and the in-app notice.
import { MESSAGE_TEMPLATE_LIMITS, type MessageTemplatePreview } from '@bole/domain';
import './preview.css';

// No scripts, forms or navigation: the body is the company's HTML with the candidate's values escaped.
const SANDBOX = '';
const FRAME_STYLE = '<style>body{margin:0;padding:16px 20px;font:14px/1.7 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2329;word-break:break-word}</style>';

export function PreviewView({ preview }: { preview: MessageTemplatePreview }) {
  return (
    <div className="bole-msg-preview">
      <section className="bole-msg-preview-card" aria-label="邮件">
        <h3 className="bole-msg-preview-channel">邮件</h3>
        <dl className="bole-msg-preview-head">
          <dt>主题</dt>
          <dd className="bole-msg-preview-subject">{preview.emailSubject}</dd>
          <dt>发件人</dt>
          <dd>{preview.sender ?? '未配置发信服务器：邮件只保存在「发送记录」中，不会真正发出'}</dd>
          <dt>收件人</dt>
          <dd>{preview.candidate ? preview.candidate.name : '示例候选人'}</dd>
        </dl>
        <iframe className="bole-msg-preview-frame" title="邮件正文" sandbox={SANDBOX} srcDoc={FRAME_STYLE + preview.emailHtml} />
      </section>
      <section className="bole-msg-preview-card" aria-label="短信">
        <h3 className="bole-msg-preview-channel">短信</h3>
        <p className="bole-msg-preview-text">{preview.smsContent}</p>
        <p className="bole-msg-preview-count">
          共{preview.smsLength}字（汉字按2计）/{MESSAGE_TEMPLATE_LIMITS.smsContent}
        </p>
      </section>
      <section className="bole-msg-preview-card" aria-label="站内信">
        <h3 className="bole-msg-preview-channel">站内信</h3>
        <div className="bole-msg-preview-app-title">{preview.appTitle}</div>
        <p className="bole-msg-preview-text">{preview.appContent}</p>
      </section>
    </div>
  );
}
