// 预览 of an attachment: images in an <img>, PDFs in the browser's own viewer, Word files as
// the sandboxed page the server converts them to (or its page saying why it cannot). The
// browser loads the file with the session cookie; only what the server marks previewable is
// offered here, and the 脱敏版 the server gives for an original without 250001 (always a PDF).
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { isImageFile, REDACTED_RESUME_LABEL } from '@bole/domain';
import { useState } from 'react';
import { downloadResumeFile, resumeFileUrl, type ResumeFile } from '../api/resume-file';

type Props = { resumeId: number; file: ResumeFile; redacted?: boolean; onClose: () => void };

export function FilePreviewModal({ resumeId, file, redacted = false, onClose }: Props) {
  const [failed, setFailed] = useState(false);
  const url = resumeFileUrl(resumeId, file.id);
  const image = !redacted && isImageFile(file.fileName);
  const title = redacted ? `${file.fileName}（${REDACTED_RESUME_LABEL}）` : file.fileName;
  return (
    <Modal
      open
      title={title}
      width={image ? 760 : 960}
      centered
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="download" icon={<DownloadOutlined />} onClick={() => void downloadResumeFile(resumeId, file)}>
          {redacted ? '下载脱敏版' : '下载'}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          关闭
        </Button>,
      ]}
    >
      {failed ? (
        <p className="bole-file-preview-failed">文件加载失败，可能已被删除或您没有查看权限，请刷新页面后重试。</p>
      ) : image ? (
        <div className="bole-file-preview-image">
          <img src={url} alt={file.fileName} onError={() => setFailed(true)} />
        </div>
      ) : (
        <iframe className="bole-file-preview-pdf" src={url} title={`预览 ${title}`} />
      )}
    </Modal>
  );
}
