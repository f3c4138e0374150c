// 上传简历 on the talent pool: drop or pick resume files and folders (zips too); each file shows
// its progress and then where it went, with a running summary. Closing mid-way cancels what
// has not finished; results already in stay in the pool.
import { FolderOpenOutlined, InboxOutlined, LoginOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Drawer, Segmented, Upload } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { BULK_MAX, Perm, RESUME_BATCH_ZIP_MAX_MB, RESUME_UPLOAD_MAX_MB } from '@bole/domain';
import { useMemo, useState } from 'react';
import { usePermission } from '../../../api/permission';
import { confirmDialog } from '../../../lib/dialogs';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { isSystemFile, RESUME_FILE_ACCEPT, type OutcomeKind, type UploadRow } from './upload-files';
import { UploadRowItem } from './UploadRowItem';
import { useResumeUploads } from './use-resume-uploads';
import '../resume.css';
import './upload.css';

type Props = { open: boolean; onClose: () => void };
type Filter = 'all' | OutcomeKind;

const matches = (row: UploadRow, filter: Filter) => filter === 'all' || row.outcomes.some((o) => o.kind === filter);

const EnterJobDialog = lazyNamed(() => import('../../../components/enter-job/EnterJobDialog'), 'EnterJobDialog');

/** The resumes the uploads left in the pool (new ones, and those already holding the same file). */
const storedIds = (rows: readonly UploadRow[]) => [...new Set(rows.flatMap((r) => r.outcomes.flatMap((o) => (o.id === null ? [] : [o.id]))))];

export function UploadResumesDrawer({ open, onClose }: Props) {
  const { rows, summary, add, cancel, clear } = useResumeUploads();
  const [filter, setFilter] = useState<Filter>('all');
  const shown = useMemo(() => rows.filter((r) => matches(r, filter)), [rows, filter]);
  const stored = useMemo(() => storedIds(rows).slice(0, BULK_MAX), [rows]);
  const canEnterJob = usePermission(Perm.ResumeAddToJob);
  const [entering, setEntering] = useState(false);

  // antd hands over a picked or dropped selection file by file, each time with the whole list.
  const take = (file: RcFile, list: RcFile[]) => {
    if (file === list[0]) add(list.filter((f) => !isSystemFile(f.name)));
    return Upload.LIST_IGNORE;
  };
  const picker = { multiple: true, showUploadList: false, beforeUpload: take } as const;

  const close = () => {
    if (summary.pending === 0) return onClose();
    confirmDialog({
      title: `还有 ${summary.pending} 个文件没有处理完`,
      content: '关闭后将取消未完成的上传，已入库的简历不受影响。',
      okText: '取消上传并关闭',
      cancelText: '继续上传',
      onOk: () => {
        cancel();
        onClose();
      },
    });
  };

  const success = summary.stored + summary.flagged;
  return (
    <Drawer title="上传简历" open={open} onClose={close} size={760}>
      <p className="bole-muted bole-upload-intro">
        支持PDF、Word（doc/docx）、HTML/MHT（招聘网站导出的简历）、TXT、邮件（.eml）和JPG/PNG图片，单个文件不超过{RESUME_UPLOAD_MAX_MB}MB；也可以上传整个文件夹，或不超过{RESUME_BATCH_ZIP_MAX_MB}
        MB的zip压缩包。系统自动解析入库，没有手机号的照样入库并标记，与已有简历重复的会关联。
      </p>
      <Upload.Dragger {...picker} directory openFileDialogOnClick={false} height={184} className="bole-upload-drop">
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">将简历文件或文件夹拖到此处</p>
        <p className="ant-upload-hint">可一次拖入多个文件，每次最多同时上传3个，其余排队</p>
      </Upload.Dragger>
      {/* Outside the drop area, so a drop is never taken twice. */}
      <div className="bole-upload-pickers">
        <Upload {...picker} accept={RESUME_FILE_ACCEPT}>
          <Button icon={<UploadOutlined />}>选择文件</Button>
        </Upload>
        <Upload {...picker} directory>
          <Button icon={<FolderOpenOutlined />}>选择文件夹</Button>
        </Upload>
      </div>

      {rows.length > 0 && (
        <section aria-label="上传结果" className="bole-upload-results">
          <div className="bole-upload-summary" role="status">
            <span>
              共 <strong>{summary.total}</strong> 份：成功 <strong className="bole-text-success">{success}</strong>
              {summary.flagged > 0 && `（其中有标记 ${summary.flagged}）`}，重复 <strong>{summary.duplicate}</strong>，失败{' '}
              <strong className={summary.failed > 0 ? 'bole-upload-danger' : undefined}>{summary.failed}</strong>
              {summary.pending > 0 && `，处理中 ${summary.pending}`}
              {summary.skipped > 0 && `（另有系统文件 ${summary.skipped} 个，已忽略）`}
            </span>
            <span className="bole-upload-summary-actions">
              {summary.pending > 0 ? (
                <Button size="small" onClick={cancel}>
                  取消未完成的上传
                </Button>
              ) : (
                <>
                  {canEnterJob && stored.length > 0 && (
                    <Button size="small" type="primary" icon={<LoginOutlined />} onClick={() => setEntering(true)} onPointerEnter={EnterJobDialog.preload} onFocus={EnterJobDialog.preload}>
                      加入职位（{stored.length}）
                    </Button>
                  )}
                  <Button size="small" onClick={clear}>
                    清空列表
                  </Button>
                </>
              )}
            </span>
          </div>
          <Segmented<Filter>
            size="small"
            value={filter}
            onChange={setFilter}
            options={[
              { value: 'all', label: '全部' },
              { value: 'failed', label: `入库失败 ${summary.failed}` },
              { value: 'flagged', label: `有标记 ${summary.flagged}` },
              { value: 'duplicate', label: `重复 ${summary.duplicate}` },
            ]}
          />
          <ul className="bole-upload-list">
            {shown.map((row) => (
              <UploadRowItem key={row.key} row={row} />
            ))}
          </ul>
          {shown.length === 0 && <p className="bole-muted bole-upload-none">没有符合条件的文件</p>}
        </section>
      )}
      <MountOnOpen open={entering}>
        <EnterJobDialog open={entering} resumes={stored.map((id) => ({ id, name: '' }))} onClose={() => setEntering(false)} />
      </MountOnOpen>
    </Drawer>
  );
}
