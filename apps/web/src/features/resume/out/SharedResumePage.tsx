// /out/resume?token=…: the resume a colleague shared, opened by anyone holding the link without
// login. The sharing company's name heads the page; it prints as a clean A4 sheet. An expired,
// revoked or unknown link says so (链接已失效) instead.
import { PrinterOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import { PageSpin } from '../../../components/page/PageSpin';
import { StatusView, WarningMark } from '../../../components/page/StatusView';
import { formatDateTime } from '../../../lib/time';
import { useSharedResume } from '../api/get-shared-resume';
import { dotted, keyFacts } from '../shared/format';
import { SharedDocument } from './SharedDocument';
import '../resume.css';
import '../print/print.css';
import './out.css';

const GONE_PREFIX = '链接已失效：';

function Unavailable({ title, reason, onRetry }: { title: string; reason: string; onRetry?: () => void }) {
  return (
    <div className="bole-out-gone">
      <StatusView
        icon={<WarningMark />}
        title={title}
        subTitle={reason}
        extra={
          onRetry && (
            <button type="button" className="bole-print-button" onClick={onRetry}>
              重新加载
            </button>
          )
        }
      />
    </div>
  );
}

export function SharedResumePage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const { data: shared, isLoading, error, refetch } = useSharedResume(token);

  useEffect(() => {
    document.title = shared ? `${shared.resume.name}的简历 - ${shared.companyName}` : '简历分享 - 伯乐招聘';
  }, [shared]);

  if (!token) return <Unavailable title="链接已失效" reason="链接不完整，请向分享人确认链接是否复制完整。" />;
  if (isLoading) return <PageSpin full tip="正在打开简历…" />;
  if (!shared) {
    // The server's refusals of a link read 链接已失效：<why>; anything else (network, 5xx) may pass.
    if (isApiError(error) && error.message.startsWith(GONE_PREFIX)) return <Unavailable title="链接已失效" reason={error.message.slice(GONE_PREFIX.length)} />;
    return <Unavailable title="简历暂时无法打开" reason={isApiError(error) ? error.message : '网络连接失败'} onRetry={() => void refetch()} />;
  }

  const r = shared.resume;
  const contacts = dotted(r.mobile, r.email, r.wechatCode && `微信 ${r.wechatCode}`);
  return (
    <div className="bole-print-shell">
      <div className="bole-print-toolbar bole-out-toolbar">
        <span>
          <strong className="bole-out-company">{shared.companyName}</strong> 分享的简历
          <span className="bole-out-until">链接有效期至 {formatDateTime(shared.expiresAt)}</span>
        </span>
        <button type="button" className="bole-print-button" onClick={() => window.print()}>
          <PrinterOutlined /> 打印
        </button>
      </div>
      <article className="bole-print-page" aria-label={`${r.name}的简历`}>
        <div className="bole-out-brand">{shared.companyName}</div>
        <header className="bole-print-head">
          <div>
            <h1>{r.name}</h1>
            <p>{keyFacts(r).join(' | ')}</p>
            {contacts && (
              <p>
                {contacts}
                {shared.contactMasked && <span className="bole-out-masked">（联系方式已隐藏）</span>}
              </p>
            )}
          </div>
          {r.expectPosition && <div className="bole-print-head-side">求职意向：{r.expectPosition}</div>}
        </header>
        <SharedDocument shared={shared} />
        <footer className="bole-print-foot">
          {shared.companyName} 通过伯乐招聘分享 · 请勿转发给无关人员 · 链接有效期至 {formatDateTime(shared.expiresAt)}
        </footer>
      </article>
    </div>
  );
}
