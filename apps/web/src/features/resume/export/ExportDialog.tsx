// 导出 asks first: how many resumes the export holds, whether contacts are included or masked
// and salaries shown or hidden for this role, and the cap. A small export then downloads at
// once; a large one runs in the background with a progress bar and a 下载 link (also in 导出记录).
import { Button, Modal, Progress, Spin } from 'antd';
import { EXPORT_DIRECT_MAX_ROWS, EXPORT_FILE_KEEP_HOURS, EXPORT_MAX_ROWS, exportJobStatusLabels, Perm, type ResumeExportJob, type ResumeExportPreview, type ResumeExportRequest } from '@bole/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../api/errors';
import { usePermission } from '../../../api/permission';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { exportResumes } from '../api/export-resumes';
import { downloadExportJob, useExportJob, useStartExportJob } from '../api/export-jobs';
import { useExportPreview } from '../api/preview-export';
import './export.css';

type Props = {
  body: ResumeExportRequest;
  onClose: () => void;
  /** The export was downloaded or its job started (the selection can be cleared). */
  onExported: () => void;
};

export const EXPORT_LOG_PATH = '/user/seting/resumeexport';

const fileName = () => `人才库简历_${new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' }).replaceAll('-', '')}.xlsx`;
const errorText = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

function Summary({ preview }: { preview: ResumeExportPreview }) {
  const found = preview.foundCapped ? `超过 ${preview.found}` : String(preview.found);
  return (
    <div className="bole-export-confirm">
      <p className="bole-export-count">
        将导出 <b>{preview.count}</b> 份简历
      </p>
      <dl className="bole-export-facts">
        <dt>联系方式</dt>
        <dd>{preview.contact ? '包含完整的手机号、邮箱和微信号' : '已打码（您的角色没有“查看候选人联系方式”权限）'}</dd>
        <dt>薪资</dt>
        <dd>{preview.salary ? '显示目前薪资和期望薪资' : '已隐藏，显示为 ***（您的角色没有“查看候选人薪资”权限）'}</dd>
      </dl>
      {preview.capped && (
        <InlineAlert
          type="warning"
          title={`一次最多导出 ${EXPORT_MAX_ROWS} 份简历`}
          description={`当前条件找到 ${found} 份简历，将按列表顺序导出前 ${EXPORT_MAX_ROWS} 份。如需导出其余简历，请缩小筛选范围后分批导出。`}
        />
      )}
      {preview.background && (
        <InlineAlert
          type="info"
          title="将在后台导出"
          description={`超过 ${EXPORT_DIRECT_MAX_ROWS} 份的导出在后台进行，可以关闭本窗口；完成后在此或导出记录中下载，文件保留 ${EXPORT_FILE_KEEP_HOURS} 小时。`}
        />
      )}
    </div>
  );
}

function JobProgress({ job, canSeeLog }: { job: ResumeExportJob; canSeeLog: boolean }) {
  const percent = job.total > 0 ? Math.floor((job.done / job.total) * 100) : 0;
  return (
    <div className="bole-export-confirm">
      {job.status === 'failed' ? (
        <InlineAlert title="导出失败" description={job.error ?? '导出时发生错误，请稍后重新导出'} />
      ) : (
        <>
          <p className="bole-export-count">
            {job.status === 'done' ? `导出完成，共 ${job.total} 份简历` : `${exportJobStatusLabels[job.status]}：${job.done} / ${job.total} 份`}
          </p>
          <Progress percent={job.status === 'done' ? 100 : percent} status={job.status === 'done' ? 'success' : 'active'} aria-label="导出进度" />
          {job.status === 'done' && (
            <Button type="primary" className="bole-export-download" onClick={() => void downloadExportJob(job.id, job.fileName ?? fileName())}>
              下载
            </Button>
          )}
        </>
      )}
      <p className="bole-export-hint">
        {job.status === 'done' ? `文件保留 ${EXPORT_FILE_KEEP_HOURS} 小时。` : '关闭窗口不影响导出，'}
        {canSeeLog ? (
          <>
            也可以在 <Link to={EXPORT_LOG_PATH}>导出记录</Link> 中{job.status === 'done' ? '再次' : '查看进度和'}下载。
          </>
        ) : (
          '完成前请勿重复导出。'
        )}
      </p>
    </div>
  );
}

export function ExportDialog({ body, onClose, onExported }: Props) {
  const canSeeLog = usePermission(Perm.ResumeExportSettings);
  const preview = useExportPreview(body, true);
  const start = useStartExportJob();
  const [jobId, setJobId] = useState<number | null>(null);
  const job = useExportJob(jobId);
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    const p = preview.data;
    if (!p) return;
    setFailure(null);
    if (p.background) {
      start.mutate(body, {
        onSuccess: (started) => {
          setJobId(started.id);
          onExported();
        },
        onError: (error) => setFailure(errorText(error, '后台导出未能开始，请稍后重试')),
      });
      return;
    }
    setDownloading(true);
    try {
      await exportResumes(body, fileName());
      onExported();
      onClose();
    } catch {
      // The download helper has shown the server's message.
    } finally {
      setDownloading(false);
    }
  };

  const footer = jobId !== null ? [<Button key="close" onClick={onClose}>关闭</Button>] : undefined;
  return (
    <Modal
      open
      title="导出Excel"
      width={480}
      onCancel={onClose}
      onOk={() => void confirm()}
      okText={preview.data?.background ? '开始后台导出' : '导出'}
      okButtonProps={{ disabled: !preview.data || preview.data.count === 0 }}
      confirmLoading={downloading || start.isPending}
      footer={footer}
      destroyOnHidden
    >
      {jobId !== null ? (
        job.data ? (
          <JobProgress job={job.data} canSeeLog={canSeeLog} />
        ) : job.isError ? (
          <InlineAlert title="无法查看导出进度" description={errorText(job.error, '请稍后在导出记录中查看')} />
        ) : (
          <Spin />
        )
      ) : preview.isError ? (
        <InlineAlert title="无法导出" description={errorText(preview.error, '统计导出数量失败，请稍后重试')} />
      ) : !preview.data ? (
        <Spin tip="正在统计导出数量…">
          <div className="bole-export-confirm" />
        </Spin>
      ) : preview.data.count === 0 ? (
        <InlineAlert type="info" title="没有符合条件的简历可导出" />
      ) : (
        <Summary preview={preview.data} />
      )}
      {failure && <InlineAlert title={failure} />}
    </Modal>
  );
}
