// 附件: the documents stored with the resume (original, standard, registration form, report).
import { FileOutlined, FilePdfOutlined, FileImageOutlined } from '@ant-design/icons';
import type { ResumeDetail } from '@bole/domain';
import { timeText } from '../shared/format';
import { SectionCard } from './SectionCard';

const KIND_LABELS: Record<string, string> = { original: '原始简历', standard: '标准简历', registration: '面试登记表', recommendation: '推荐报告' };

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function iconOf(name: string) {
  if (/\.pdf$/i.test(name)) return <FilePdfOutlined style={{ color: '#e5484d' }} />;
  if (/\.(jpe?g|png)$/i.test(name)) return <FileImageOutlined style={{ color: '#1d5eff' }} />;
  return <FileOutlined />;
}

export function FilesSection({ files }: { files: ResumeDetail['files'] }) {
  if (files.length === 0) return null;
  return (
    <SectionCard id="resume-files" title="附件" count={files.length}>
      <ul className="bole-files">
        {files.map((f) => (
          <li key={f.id}>
            {iconOf(f.fileName)}
            <span className="bole-file-name">{f.fileName}</span>
            <span className="bole-muted">{KIND_LABELS[f.kind] ?? '附件'}</span>
            <span className="bole-muted">{sizeText(f.size)}</span>
            <span className="bole-muted">{timeText(f.createdAt)}</span>
            <span className="bole-muted">{f.previewable ? '支持在线预览' : '仅支持下载'}</span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
