// POST /api/resumes/:id/files (250004): one file as multipart (`file`, `kind`), with upload
// progress, so XMLHttpRequest rather than fetch. Custom resume fields of type 附件 call it
// with kind 'attachment' and keep the answered ids.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_MB, isAllowedAttachment, type ResumeFileKind } from '@bole/domain';
import { ApiError, ERROR_TEXT } from '../../../api/errors';
import { interpret, sessionHeaders } from '../../../api/http';
import { notifyError } from '../../../lib/notify';
import { afterResumeChange } from './invalidate';
import { resumeKeys } from './keys';
import type { ResumeFile } from './resume-file';

// A 20 MB file on a slow line takes minutes; the 30 s limit of ordinary calls would cut it off.
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export type UploadResumeFileInput = {
  resumeId: number;
  file: File;
  kind?: ResumeFileKind;
  /** 0-100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Do not toast a refusal: the caller shows it. */
  silent?: boolean;
};

/** The accept attribute of a file input for attachments. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Why a picked file cannot be uploaded, checked before any byte is sent (the server checks again). */
export function attachmentProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!isAllowedAttachment(file.name)) return '不支持该文件类型，请上传PDF、Word、图片、文本、Excel、PPT或压缩包';
  if (file.size === 0) return '文件内容为空，请重新选择';
  if (file.size > ATTACHMENT_MAX_MB * 1024 * 1024) return `文件大小不能超过${ATTACHMENT_MAX_MB}MB`;
  return null;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text === '' ? undefined : text;
  }
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
  return new Promise<ResumeFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/resumes/${resumeId}/files`);
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    for (const [name, value] of Object.entries(sessionHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    const failNetwork = (text: string) => {
      if (!silent) notifyError(text);
      reject(new ApiError(text, 0, 0));
    };
    xhr.onerror = () => failNetwork(ERROR_TEXT.network);
    xhr.ontimeout = () => failNetwork(ERROR_TEXT.timeout);
    xhr.onabort = () => reject(new DOMException('上传已取消', 'AbortError'));
    xhr.onload = () => {
      try {
        resolve(interpret<ResumeFile>(new Response(null, { status: xhr.status }), parse(xhr.responseText), { silent }));
      } catch (error) {
        reject(error);
      }
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Uploads and refreshes the resume (its files, history and place in the lists). */
export function useUploadResumeFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadResumeFile,
    onSuccess: (_file, { resumeId }) => Promise.all([queryClient.invalidateQueries({ queryKey: resumeKeys.detail(resumeId), exact: true }), afterResumeChange(queryClient)]),
  });
}
