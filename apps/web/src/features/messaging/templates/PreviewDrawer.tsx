// 预览 in the editor: the texts as they stand (saved or not) rendered for a real candidate, with a
// link to the standalone preview of the saved template.
import { Alert, Drawer } from 'antd';
import type { MessageTemplateSave } from '@bole/domain';
import { useState } from 'react';
import { isApiError } from '../../../api/errors';
import { Skeleton } from '../../../components/plain/Skeleton';
import { useTemplatePreview } from '../api/preview-template';
import { CandidatePicker } from '../preview/CandidatePicker';
import { PreviewView } from '../preview/PreviewView';

type Props = { type: number; name: string; draft: MessageTemplateSave; onClose: () => void };

export function PreviewDrawer({ type, name, draft, onClose }: Props) {
  const [applicationId, setApplicationId] = useState<number | undefined>();
  const { data, error, isPending } = useTemplatePreview(type, applicationId, draft);
  return (
    <Drawer open title={`预览：${name}`} size={760} onClose={onClose} destroyOnHidden>
      <div className="bole-tpl-preview-bar">
        <CandidatePicker value={applicationId} onChange={setApplicationId} />
        <a href={`/recruit/preview/candidateemail?type=${type}`} target="_blank" rel="noopener noreferrer">
          在新窗口预览已保存的模板
        </a>
      </div>
      {error ? (
        <Alert type="error" showIcon title="无法预览" description={isApiError(error) ? error.message : '预览加载失败，请稍后重试'} />
      ) : isPending || !data ? (
        <Skeleton title rows={8} />
      ) : (
        <>
          {!data.candidate && <Alert className="bole-tpl-preview-sample" type="info" showIcon title="公司还没有候选人，以下使用示例数据预览" />}
          <PreviewView preview={data} />
        </>
      )}
    </Drawer>
  );
}
