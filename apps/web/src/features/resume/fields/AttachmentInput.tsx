// 附件: files of this resume. A new one is uploaded as the resume's attachment (kind
// 'attachment') and picked at once; files already on the resume can be picked too.
import { CloseOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { FIELD_ATTACHMENTS_MAX, type ResumeDetail } from '@bole/domain';
import { useRef, useState } from 'react';
import { isApiError } from '../../../api/errors';
import type { FieldInputProps } from '../../../components/custom-fields/inputs/types';
import { ATTACHMENT_ACCEPT, useUploadResumeFile } from '../api/upload-resume-file';
import './fields.css';

type Props = FieldInputProps<number[]> & { resumeId: number; files: ResumeDetail['files']; canUpload: boolean };

export function AttachmentInput({ field, value, onChange, id, resumeId, files, canUpload }: Props) {
  const picked = value ?? [];
  const upload = useUploadResumeFile();
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const chooser = useRef<HTMLInputElement>(null);
  const nameOf = (fileId: number) => files.find((f) => f.id === fileId)?.fileName ?? `附件#${fileId}`;
  const others = files.filter((f) => !picked.includes(f.id)).map((f) => ({ value: f.id, label: f.fileName }));
  const full = picked.length >= FIELD_ATTACHMENTS_MAX;

  const send = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setProgress(0);
    try {
      const stored = await upload.mutateAsync({ resumeId, file, kind: 'attachment', silent: true, onProgress: setProgress });
      onChange?.([...picked, stored.id]);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : '上传失败，请稍后重试');
    } finally {
      setProgress(null);
      if (chooser.current) chooser.current.value = '';
    }
  };

  return (
    <div className="bole-attachment-input" id={id}>
      {picked.length > 0 && (
        <ul className="bole-attachment-list" aria-label={`${field.name}已选附件`}>
          {picked.map((fileId) => (
            <li key={fileId}>
              <PaperClipOutlined />
              <span>{nameOf(fileId)}</span>
              <Button type="text" size="small" icon={<CloseOutlined />} aria-label={`移除${nameOf(fileId)}`} onClick={() => onChange?.(picked.filter((p) => p !== fileId))} />
            </li>
          ))}
        </ul>
      )}
      <div className="bole-attachment-actions">
        {canUpload && (
          <>
            <input ref={chooser} type="file" style={{ display: 'none' }} accept={ATTACHMENT_ACCEPT} aria-label={`上传${field.name}`} onChange={(e) => void send(e.target.files?.[0])} />
            <Button icon={<UploadOutlined />} disabled={full} loading={progress !== null} onClick={() => chooser.current?.click()}>
              {progress !== null ? `上传中 ${progress}%` : '上传附件'}
            </Button>
          </>
        )}
        {others.length > 0 && (
          <Select
            value={null}
            disabled={full}
            onChange={(fileId: number) => onChange?.([...picked, fileId])}
            options={others}
            placeholder="从简历已有附件中选择"
            aria-label={`为${field.name}选择已有附件`}
            style={{ minWidth: 220 }}
          />
        )}
        {!canUpload && others.length === 0 && picked.length === 0 && <span className="bole-muted">这份简历还没有可选的附件</span>}
      </div>
      {problem && (
        <div className="bole-field-error" role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}
