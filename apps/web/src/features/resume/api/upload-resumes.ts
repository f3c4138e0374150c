// 上传简历: POST /api/resumes/upload (one resume file) and /api/resumes/upload/batch (used here
// for a zip, whose resumes come back one result each), both with upload progress.
import type { ResumeBatchResult, ResumeUploadResult } from '@bole/domain';
import { xhrUpload, type XhrUploadOptions } from './xhr-upload';

const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

/** Parses one resume file into the pool; refusals reject with the server's reason. */
export function uploadResume(file: File, options: XhrUploadOptions = {}): Promise<ResumeUploadResult> {
  return xhrUpload<ResumeUploadResult>('/api/resumes/upload', formOf(file), { ...options, silent: true });
}

/** Unpacks a zip of resumes on the server and stores each; answers a result per resume inside. */
export function uploadResumeZip(file: File, options: XhrUploadOptions = {}): Promise<ResumeBatchResult> {
  return xhrUpload<ResumeBatchResult>('/api/resumes/upload/batch', formOf(file), { ...options, silent: true });
}
