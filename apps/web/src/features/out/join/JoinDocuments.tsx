// 入职材料: per kind the files he has uploaded (删除 until he submits) and a picker; the type and
// size are checked here first so a wrong file says why at once.
import { fileExtension, ONBOARDING_DOCUMENT_KINDS, ONBOARDING_LIMITS, ONBOARDING_REQUIRED_DOCUMENTS, onboardingDocumentKindLabels, type OnboardingDocument, type OnboardingDocumentKind } from '@bole/domain';
import { useState, type ChangeEvent } from 'react';
import { isApiError } from '../../../api/errors';
import type { useJoinFormActions } from '../api/onboarding-form';

const ACCEPT = ONBOARDING_LIMITS.extensions.map((e) => `.${e}`).join(',');
const allowed: readonly string[] = ONBOARDING_LIMITS.extensions;
const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`);

type Props = { documents: OnboardingDocument[]; readOnly: boolean; actions?: ReturnType<typeof useJoinFormActions> };

export function JoinDocuments({ documents, readOnly, actions }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const busy = actions ? actions.upload.isPending || actions.remove.isPending : false;

  const pick = (kind: OnboardingDocumentKind) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !actions) return;
    if (!allowed.includes(fileExtension(file.name))) return setProblem('只能上传JPG、JPEG、PNG图片或PDF文件');
    if (file.size > ONBOARDING_LIMITS.fileMaxMb * 1024 * 1024) return setProblem(`文件大小不能超过${ONBOARDING_LIMITS.fileMaxMb}MB，请压缩后重新上传`);
    setProblem(null);
    actions.upload.mutate({ kind, file }, { onError: (e) => setProblem(isApiError(e) ? e.message : '上传失败，请稍后重试') });
  };
  const remove = (id: number) => actions?.remove.mutate(id, { onError: (e) => setProblem(isApiError(e) ? e.message : '删除失败，请稍后重试') });

  return (
    <section className="bole-join-section" aria-labelledby="bole-join-docs">
      <h2 id="bole-join-docs">入职材料</h2>
      {!readOnly && <p className="bole-join-hint">支持JPG、JPEG、PNG图片或PDF文件，每个不超过{ONBOARDING_LIMITS.fileMaxMb}MB；可直接拍照上传。</p>}
      <ul className="bole-join-docs">
        {ONBOARDING_DOCUMENT_KINDS.map((kind) => {
          const files = documents.filter((d) => d.kind === kind);
          const label = onboardingDocumentKindLabels[kind];
          const required = ONBOARDING_REQUIRED_DOCUMENTS.includes(kind);
          if (readOnly && files.length === 0) return null;
          return (
            <li key={kind} className="bole-join-doc">
              <div className="bole-join-doc-head">
                <span>
                  {label}
                  {required && !readOnly && <span className="bole-join-required">（必传）</span>}
                </span>
                {!readOnly && (
                  <label className="bole-join-pick">
                    {files.length > 0 ? '继续上传' : '上传'}
                    <input type="file" accept={ACCEPT} aria-label={`上传${label}`} disabled={busy} onChange={pick(kind)} />
                  </label>
                )}
              </div>
              {files.map((f) => (
                <div key={f.id} className="bole-join-file">
                  <span className="bole-join-file-name">{f.fileName}</span>
                  <span className="bole-join-file-size">{sizeText(f.size)}</span>
                  {!readOnly && (
                    <button type="button" className="bole-join-link" disabled={busy} aria-label={`删除${f.fileName}`} onClick={() => remove(f.id)}>
                      删除
                    </button>
                  )}
                </div>
              ))}
            </li>
          );
        })}
      </ul>
      {actions?.upload.isPending && <p className="bole-join-hint" role="status">正在上传…</p>}
      {problem && (
        <p className="bole-join-problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
