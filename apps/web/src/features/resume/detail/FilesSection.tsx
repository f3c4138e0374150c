// 附件: the documents stored with the resume. jpg, jpeg, png and pdf open in a preview, the
// others are downloaded (spec section 5); uploading (250004) and deleting (250005) by permission.
// Without 250001 the server gives the original resume only as its 脱敏版 (a masked standard
// resume PDF) and no other file (resumeFileAccess), so the buttons say so.
import { CloseOutlined, FileImageOutlined, FileOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ATTACHMENT_MAX_MB, codeOptions, Perm, REDACTED_RESUME_LABEL, resumeFileAccess, ResumeFileKind, resumeFileKindLabels, type ResumeDetail } from '@bole/domain';
import { useRef, useState } from 'react';
import { usePermission } from '../../../api/permission';
import { confirmDialog } from '../../../lib/dialogs';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteResumeFile } from '../api/delete-resume-file';
import { downloadResumeFile, type ResumeFile } from '../api/resume-file';
import { ATTACHMENT_ACCEPT } from '../api/upload-resume-file';
import { timeText } from '../shared/format';
import { SectionCard } from './SectionCard';
import { useUploadQueue, type UploadItem } from './use-upload-queue';

const FilePreviewModal = lazyNamed(() => import('./FilePreviewModal'), 'FilePreviewModal');

const KIND_OPTIONS = codeOptions(resumeFileKindLabels);
const kindLabel = (kind: string) => resumeFileKindLabels[kind as ResumeFileKind] ?? '附件';

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function iconOf(name: string) {
  if (/\.pdf$/i.test(name)) return <FilePdfOutlined style={{ color: '#e5484d' }} />;
  if (/\.(jpe?g|png|gif|webp|bmp)$/i.test(name)) return <FileImageOutlined style={{ color: '#1d5eff' }} />;
  return <FileOutlined />;
}

function UploadRow({ item, onDismiss }: { item: UploadItem; onDismiss: () => void }) {
  return (
    <li className="bole-file-uploading" aria-live="polite">
      <UploadOutlined />
      <span className="bole-file-name">{item.name}</span>
      {item.error ? (
        <span className="bole-file-error">{item.error}</span>
      ) : (
        <span className="bole-file-progress" role="progressbar" aria-valuenow={item.percent} aria-valuemin={0} aria-valuemax={100} aria-label={`正在上传 ${item.name}`}>
          <span style={{ width: `${item.percent}%` }} />
        </span>
      )}
      {item.error ? (
        <Button type="link" size="small" icon={<CloseOutlined />} onClick={onDismiss} aria-label={`移除 ${item.name}`} />
      ) : (
        item.cancel && (
          <Button type="link" size="small" onClick={item.cancel}>
            取消
          </Button>
        )
      )}
    </li>
  );
}

type Props = { resume: Pick<ResumeDetail, 'id' | 'files' | 'deletedAt' | 'contactMasked'> };

const REFUSED_HINT = '附件可能含候选人联系方式，需“查看候选人联系方式”权限才能查看或下载';

export function FilesSection({ resume }: Props) {
  const live = resume.deletedAt === null;
  const canUpload = usePermission(Perm.CandidateAttachmentUpload) && live;
  const canDelete = usePermission(Perm.CandidateAttachmentDelete) && live;
  const queue = useUploadQueue(resume.id);
  const remove = useDeleteResumeFile();
  const [kind, setKind] = useState<ResumeFileKind>(ResumeFileKind.Attachment);
  const [previewing, setPreviewing] = useState<ResumeFile | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const { files } = resume;
  const accessOf = (f: ResumeFile) => resumeFileAccess(f.kind, !resume.contactMasked);

  if (files.length === 0 && !canUpload) return null;

  const pick = (list: FileList | null) => {
    if (list && list.length > 0) void queue.start([...list], kind);
    if (input.current) input.current.value = '';
  };

  const confirmDelete = (file: ResumeFile) =>
    confirmDialog({
      title: `删除附件「${file.fileName}」？`,
      content: '删除后该附件不再显示在简历中，操作会记入操作记录。',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync({ resumeId: resume.id, fileId: file.id })
          .then(() => notifySuccess('附件已删除'))
          .catch(() => undefined),
    });

  const uploader = canUpload && (
    <>
      {/* A native select in antd's small look: antd's Select would add about 30 KB to the page. */}
      <select className="bole-file-kind-select" value={kind} onChange={(e) => setKind(e.target.value as ResumeFileKind)} aria-label="附件类型">
        {KIND_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Button size="small" type="link" icon={<UploadOutlined />} onClick={() => input.current?.click()}>
        上传附件
      </Button>
      <input ref={input} type="file" multiple hidden accept={ATTACHMENT_ACCEPT} onChange={(e) => pick(e.target.files)} data-testid="attachment-input" />
    </>
  );

  return (
    <SectionCard id="resume-files" title="附件" count={files.length} extra={uploader}>
      {resume.contactMasked && files.length > 0 && (
        <p className="bole-muted bole-files-note">您没有查看候选人联系方式的权限：原始简历只能查看{REDACTED_RESUME_LABEL}（联系方式已打码），其他附件可能含联系方式，不能查看或下载。</p>
      )}
      <ul className="bole-files">
        {files.map((f) => (
          <li key={f.id}>
            {iconOf(f.fileName)}
            <span className="bole-file-name" title={f.fileName}>
              {f.fileName}
            </span>
            <span className="bole-muted bole-file-kind">{kindLabel(f.kind)}</span>
            <span className="bole-muted bole-file-size">{sizeText(f.size)}</span>
            <span className="bole-muted bole-file-time">{timeText(f.createdAt)}</span>
            <span className="bole-file-actions">
              {accessOf(f) === 'original' && (
                <>
                  {f.previewable && (
                    <Button type="link" size="small" onClick={() => setPreviewing(f)} onPointerEnter={FilePreviewModal.preload} onFocus={FilePreviewModal.preload} aria-label={`预览 ${f.fileName}`}>
                      预览
                    </Button>
                  )}
                  <Button type="link" size="small" onClick={() => void downloadResumeFile(resume.id, f)} aria-label={`下载 ${f.fileName}`}>
                    下载
                  </Button>
                </>
              )}
              {accessOf(f) === 'redacted' && (
                <>
                  <Button type="link" size="small" onClick={() => setPreviewing(f)} onPointerEnter={FilePreviewModal.preload} onFocus={FilePreviewModal.preload} aria-label={`预览 ${f.fileName} 的${REDACTED_RESUME_LABEL}`}>
                    预览脱敏版
                  </Button>
                  <Button type="link" size="small" onClick={() => void downloadResumeFile(resume.id, f)} aria-label={`下载 ${f.fileName} 的${REDACTED_RESUME_LABEL}`}>
                    下载脱敏版
                  </Button>
                </>
              )}
              {accessOf(f) === 'refused' && (
                <span className="bole-muted" title={REFUSED_HINT}>
                  无权查看
                </span>
              )}
              {canDelete && (
                <Button type="link" size="small" danger onClick={() => confirmDelete(f)} aria-label={`删除 ${f.fileName}`}>
                  删除
                </Button>
              )}
            </span>
          </li>
        ))}
        {queue.items.map((item) => (
          <UploadRow key={item.key} item={item} onDismiss={() => queue.dismiss(item.key)} />
        ))}
      </ul>
      {files.length === 0 && queue.items.length === 0 && (
        <p className="bole-muted bole-files-empty">
          暂无附件。可上传PDF、Word、图片、Excel、PPT、文本或压缩包，单个文件不超过{ATTACHMENT_MAX_MB}MB；jpg、png、PDF和Word可在线预览。
        </p>
      )}
      <MountOnOpen open={previewing !== null}>{previewing && <FilePreviewModal resumeId={resume.id} file={previewing} redacted={accessOf(previewing) === 'redacted'} onClose={() => setPreviewing(null)} />}</MountOnOpen>
    </SectionCard>
  );
}
