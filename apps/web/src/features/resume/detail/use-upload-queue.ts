// The attachments being uploaded from the detail page: picked files go up one after another,
// each with its progress; a refused one stays listed with the server's reason until dismissed.
import type { ResumeFileKind } from '@bole/domain';
import { useRef, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { notifySuccess } from '../../../lib/notify';
import { attachmentProblem, useUploadResumeFile } from '../api/upload-resume-file';

export type UploadItem = { key: number; name: string; percent: number; error: string | null; cancel?: () => void };

export function useUploadQueue(resumeId: number) {
  const upload = useUploadResumeFile();
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextKey = useRef(1);

  const patch = (key: number, change: Partial<UploadItem>) => setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const dismiss = (key: number) => setItems((list) => list.filter((item) => item.key !== key));

  const start = async (files: readonly File[], kind: ResumeFileKind) => {
    const batch = files.map((file) => ({ file, item: { key: nextKey.current++, name: file.name, percent: 0, error: attachmentProblem(file) } }));
    setItems((list) => [...list, ...batch.map((b) => b.item)]);
    const done: string[] = [];
    for (const { file, item } of batch) {
      if (item.error) continue;
      const controller = new AbortController();
      patch(item.key, { cancel: () => controller.abort() });
      try {
        await upload.mutateAsync({ resumeId, file, kind, silent: true, signal: controller.signal, onProgress: (percent) => patch(item.key, { percent }) });
        dismiss(item.key);
        done.push(file.name);
      } catch (error) {
        if (controller.signal.aborted) dismiss(item.key);
        else patch(item.key, { error: isApiError(error) ? error.message : '上传失败，请重试', cancel: undefined });
      }
    }
    if (done.length > 0) notifySuccess(done.length === 1 ? `已上传「${done[0]}」` : `已上传${done.length}个附件`);
  };

  return { items, start, dismiss, busy: items.some((item) => item.error === null) };
}
