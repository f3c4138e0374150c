// POST /api/resumes/:id/files (250004): one file as multipart (`file`, `kind`), with upload
// progress (xhr-upload.ts). Custom resume fields of type 附件 call it with kind 'attachment'
// and keep the answered ids.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_MB, isAllowedAttachment, type ResumeFileKind } from '@bole/domain';
import { ApiError } from '../../../api/errors';
import { notifyError } from '../../../lib/notify';
import { afterResumeChange } from './invalidate';
import { resumeKeys } from './keys';
import type { ResumeFile } from './resume-file';
import { xhrUpload, type XhrUploadOptions } from './xhr-upload';

export type UploadResumeFileInput = {
  resumeId: number;
  file: File;
  kind?: ResumeFileKind;
} & XhrUploadOptions;

/** The accept attribute of a file input for attachments. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Why a picked file cannot be uploaded, checked before any byte is sent (the server checks again). */
export function attachmentProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!isAllowedAttachment(file.name)) return '不支持该文件类型，请上传PDF、Word、图片、文本、Excel、PPT或压缩包';
  if (file.size === 0) return '文件内容为空，请重新选择';
  if (file.size > ATTACHMENT_MAX_MB * 1024 * 1024) return `文件大小不能超过${ATTACHMENT_MAX_MB}MB`;
  return null;
}

export function uploadResumeFile({ resumeId, file, kind, onProgress, signal, silent }: UploadResumeFileInput): Promise<ResumeFile> {
  const problem = attachmentProblem(file);
  if (problem) {
    if (!silent) notifyError(problem);
    return Promise.reject(new ApiError(problem, 'client', 0));
  }
  const form = new FormData();
  if (kind) form.append('kind', kind);
  form.append('file', file, file.name);
  return xhrUpload<ResumeFile>(`/api/resumes/${resumeId}/files`, form, { onProgress, signal, silent });
}

/** Uploads and refreshes the resume (its files, history and place in the lists). */
export function useUploadResumeFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadResumeFile,
    onSuccess: (_file, { resumeId }) => Promise.all([queryClient.invalidateQueries({ queryKey: resumeKeys.detail(resumeId), exact: true }), afterResumeChange(queryClient)]),
  });
}
