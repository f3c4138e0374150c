// /recruit/preview/candidateemail?type=&applicationId= 候选人邮件预览: the saved template of the
// type rendered with a real candidate's data, as the candidate gets it, on a page of its own.
import { Alert, Button, Select } from 'antd';
import { isCode, messageTemplateTypeLabels, messageTemplateTypeOrder, NotificationTemplateType, type MessageTemplateType } from '@bole/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import { Skeleton } from '../../../components/plain/Skeleton';
import { useTemplatePreview } from '../api/preview-template';
import { CandidatePicker } from './CandidatePicker';
import { PreviewView } from './PreviewView';
import './preview.css';

const TYPE_OPTIONS = messageTemplateTypeOrder.map((value) => ({ value, label: messageTemplateTypeLabels[value] }));

export function CandidateEmailPreviewPage() {
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('type'));
  const type: MessageTemplateType = isCode(messageTemplateTypeLabels, asked) ? asked : NotificationTemplateType.NotifyCandidate;
  const applicationId = Number(search.get('applicationId')) || undefined;
  const { data, error, isPending } = useTemplatePreview(type, applicationId);

  useEffect(() => {
    document.title = `${messageTemplateTypeLabels[type]} - 候选人邮件预览 - 伯乐招聘`;
  }, [type]);

  const go = (next: { type?: number; applicationId?: number }) => {
    const params: Record<string, string> = { type: String(next.type ?? type) };
    const id = 'applicationId' in next ? next.applicationId : applicationId;
    if (id) params.applicationId = String(id);
    setSearch(params, { replace: true });
  };

  return (
    <div className="bole-msg-preview-shell">
      <header className="bole-msg-preview-toolbar">
        <h1>候选人邮件预览</h1>
        <Select aria-label="模板类型" className="bole-msg-preview-type" value={type} options={TYPE_OPTIONS} onChange={(value: number) => go({ type: value })} />
        <CandidatePicker value={applicationId} onChange={(id) => go({ applicationId: id })} />
        <Button onClick={() => window.close()}>关闭</Button>
      </header>
      <main className="bole-msg-preview-main">
        {error ? (
          <Alert type="error" showIcon title="无法预览" description={isApiError(error) ? error.message : '预览加载失败，请刷新重试'} />
        ) : isPending || !data ? (
          <Skeleton title rows={10} />
        ) : (
          <>
            <p className="bole-msg-preview-who">
              {data.candidate ? `以候选人「${data.candidate.name}」（${data.candidate.jobName}）的信息预览已保存的模板` : '公司还没有候选人，以下使用示例数据预览已保存的模板'}
            </p>
            <PreviewView preview={data} />
          </>
        )}
      </main>
    </div>
  );
}
