// /recruit/preview/offeremail?templateId= Offer邮件预览: an offer letter template rendered with
// sample values, as the candidate will read it, on a page of its own, with 下载PDF of the same
// sample. Without a templateId the company's default template is shown.
import type { OfferLetterTemplate } from '@bole/domain';
import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import { Skeleton } from '../../../components/plain/Skeleton';
import { downloadSamplePdf, useOfferLetterPreview } from '../api/preview';
import { useOfferLetterTemplates } from '../api/templates';
import { letterDocument } from './letter-document';
import '../../messaging/preview/preview.css';
import './offer-preview.css';

/** The template the address names when the company has it, else its default. */
function chosen(templates: OfferLetterTemplate[] | undefined, asked: number): OfferLetterTemplate | undefined {
  return templates?.find((t) => t.id === asked) ?? templates?.find((t) => t.isDefault) ?? templates?.[0];
}

export function OfferLetterPreviewPage() {
  const [search, setSearch] = useSearchParams();
  const templates = useOfferLetterTemplates();
  const template = chosen(templates.data, Number(search.get('templateId')));
  const preview = useOfferLetterPreview(template?.id ?? null);
  const [downloading, setDownloading] = useState(false);
  const error = templates.error ?? preview.error;

  useEffect(() => {
    document.title = `${template ? `${template.name} - ` : ''}Offer邮件预览 - 伯乐招聘`;
  }, [template]);

  const download = () => {
    if (!template) return;
    setDownloading(true);
    // A failure is toasted by the download helper.
    void downloadSamplePdf(template.id)
      .catch(() => undefined)
      .finally(() => setDownloading(false));
  };

  return (
    <div className="bole-msg-preview-shell">
      <header className="bole-msg-preview-toolbar">
        <h1>Offer邮件预览</h1>
        <label className="bole-ol-preview-pick">
          <span>Offer模板</span>
          <select value={template?.id ?? ''} onChange={(event) => setSearch({ templateId: event.target.value }, { replace: true })} disabled={!templates.data}>
            {templates.data?.map((t) => (
              <option key={t.id} value={t.id}>
                {t.isDefault ? `${t.name}（默认）` : t.name}
              </option>
            ))}
          </select>
        </label>
        <Button type="primary" onClick={download} loading={downloading} disabled={!template}>
          下载PDF
        </Button>
        <Button onClick={() => window.close()}>关闭</Button>
      </header>
      <main className="bole-msg-preview-main">
        {error ? (
          <Alert type="error" showIcon title="无法预览" description={isApiError(error) ? error.message : '预览加载失败，请刷新重试'} />
        ) : !preview.data ? (
          <Skeleton title rows={12} />
        ) : (
          <>
            <p className="bole-msg-preview-who">以示例数据预览「{preview.data.templateName}」：发送Offer时替换为候选人和Offer的实际信息，并生成PDF作为邮件附件。</p>
            <iframe className="bole-ol-letter" title="录用通知书" sandbox="" srcDoc={letterDocument(preview.data)} />
          </>
        )}
      </main>
    </div>
  );
}
