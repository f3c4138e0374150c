// One picked file of 上传简历: its progress while it goes, then its result (a zip: one line per
// resume inside) with links to the stored resume and to the one it duplicates.
import { FileTextOutlined, FileZipOutlined } from '@ant-design/icons';
import { Progress } from 'antd';
import { memo } from 'react';
import { Badge } from '../shared/TagChip';
import { isZip, outcomeLabels, sizeText, type Outcome, type OutcomeKind, type UploadRow } from './upload-files';

const TONES: Record<OutcomeKind, 'green' | 'gold' | 'orange' | 'red' | 'gray'> = { stored: 'green', flagged: 'gold', duplicate: 'orange', failed: 'red', skipped: 'gray' };

const open = (id: number, text: string) => (
  <a href={`/resume/detail/${id}`} target="_blank" rel="noreferrer">
    {text}
  </a>
);

function OutcomeLine({ outcome }: { outcome: Outcome }) {
  return (
    <div className="bole-upload-outcome">
      <Badge tone={TONES[outcome.kind]}>{outcomeLabels[outcome.kind]}</Badge>
      {outcome.fileName?.includes('/') && <span className="bole-upload-inner-name">{outcome.fileName.slice(outcome.fileName.indexOf('/') + 1)}</span>}
      {outcome.reason && <span className="bole-upload-reason">{outcome.reason}</span>}
      <span className="bole-upload-links">
        {outcome.id !== null && open(outcome.id, outcome.kind === 'duplicate' && outcome.duplicateOfId === null ? '查看已有简历' : '查看简历')}
        {outcome.duplicateOfId !== null && open(outcome.duplicateOfId, '查看重复的简历')}
      </span>
    </div>
  );
}

const STATE_TEXT = { waiting: '等待上传', uploading: '上传中', parsing: '解析入库中…', cancelled: '已取消' } as const;

export const UploadRowItem = memo(function UploadRowItem({ row }: { row: UploadRow }) {
  const zip = isZip(row.fileName);
  return (
    <li className="bole-upload-row" aria-label={row.fileName}>
      <span className="bole-upload-icon" aria-hidden>
        {zip ? <FileZipOutlined /> : <FileTextOutlined />}
      </span>
      <div className="bole-upload-main">
        <div className="bole-upload-head">
          <span className="bole-upload-name" title={row.fileName}>
            {row.fileName}
          </span>
          <span className="bole-muted bole-upload-size">
            {sizeText(row.size)}
            {zip && row.state === 'done' && row.outcomes.length > 1 && ` · ${row.outcomes.length}份简历`}
          </span>
        </div>
        {row.state === 'done' ? (
          row.outcomes.map((o, i) => <OutcomeLine key={i} outcome={o} />)
        ) : (
          <div className="bole-upload-progress">
            <Progress percent={row.progress} size="small" status={row.state === 'cancelled' ? 'exception' : 'active'} showInfo={false} aria-label={`${row.fileName} 上传进度`} />
            <span className="bole-muted">{row.state === 'uploading' ? `${STATE_TEXT.uploading} ${row.progress}%` : STATE_TEXT[row.state]}</span>
          </div>
        )}
      </div>
    </li>
  );
});
