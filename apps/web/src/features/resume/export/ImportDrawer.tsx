// 导入简历: download the template, upload the filled .xlsx, read the per-row report; the
// company's recent imports stay listed so a report can be opened again later.
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Drawer, Spin, Upload } from 'antd';
import { IMPORT_MAX_ROWS, type ImportBatch, type ImportBatchRow } from '@bole/domain';
import { useState } from 'react';
import { isApiError } from '../../../api/errors';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { downloadImportTemplate } from '../api/export-resumes';
import { useImportBatch, useImportBatches } from '../api/get-import-batches';
import { useImportResumes } from '../api/import-resumes';
import { timeText } from '../shared/format';
import { Badge } from '../shared/TagChip';
import { ImportReport } from './ImportReport';
import '../resume.css';
import './export.css';

type Props = { open: boolean; onClose: () => void };

function RecentImports({ onOpen, current }: { onOpen: (id: number) => void; current: number | null }) {
  const { data, isLoading } = useImportBatches();
  const columns: Column<ImportBatchRow>[] = [
    { key: 'time', title: '导入时间', width: 156, render: (b) => timeText(b.createdAt) },
    { key: 'file', title: '文件', ellipsis: true, render: (b) => b.fileName },
    { key: 'who', title: '导入人', width: 80, render: (b) => b.operatorName },
    {
      key: 'counts',
      title: '结果',
      width: 190,
      render: (b) =>
        b.status === 'running' ? (
          '导入中…'
        ) : (
          <span title={`已入库 ${b.stored}，已入库但有标记 ${b.flagged}，未入库 ${b.refused}`}>
            <Badge tone="green">入库 {b.stored + b.flagged}</Badge>
            <Badge tone={b.refused > 0 ? 'red' : 'gray'}>未入库 {b.refused}</Badge>
          </span>
        ),
    },
    {
      key: 'open',
      title: '操作',
      width: 80,
      render: (b) => (
        <Button type="link" size="small" disabled={b.id === current || b.status === 'running'} onClick={() => onOpen(b.id)}>
          查看结果
        </Button>
      ),
    },
  ];
  return (
    <section aria-label="导入记录" className="bole-import-recent">
      <h3 className="bole-import-heading">导入记录</h3>
      <SimpleTable caption="最近的导入" columns={columns} rows={data} rowKey={(b) => b.id} loading={isLoading} size="middle" minWidth={660} empty={<span className="bole-muted">还没有导入过简历</span>} />
    </section>
  );
}

export function ImportDrawer({ open, onClose }: Props) {
  const upload = useImportResumes();
  const [shown, setShown] = useState<number | null>(null);
  const [latest, setLatest] = useState<ImportBatch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const opened = useImportBatch(shown !== null && shown !== latest?.id ? shown : null);
  const batch = shown === null ? null : shown === latest?.id ? latest : (opened.data ?? null);

  const send = (file: File) => {
    setError(null);
    upload.mutate(file, {
      onSuccess: (result) => {
        setLatest(result);
        setShown(result.id);
      },
      onError: (e) => setError(isApiError(e) ? e.message : '导入失败，请稍后重试'),
    });
  };

  return (
    <Drawer title="导入简历" open={open} onClose={onClose} size={820}>
      <ol className="bole-import-steps">
        <li>
          <div className="bole-import-step-title">下载导入模板，按模板填写</div>
          <p className="bole-muted">
            第1行为表头，从第2行开始每行一位候选人，姓名必填，每次最多{IMPORT_MAX_ROWS}行。没有手机号或手机号格式有误的照样入库，但会标记；与已有简历手机号相同的会关联为重复简历。
          </p>
          <Button icon={<DownloadOutlined />} onClick={() => void downloadImportTemplate().catch(() => undefined)}>
            下载导入模板
          </Button>
        </li>
        <li>
          <div className="bole-import-step-title">上传填好的Excel文件（.xlsx）</div>
          <p className="bole-muted">同一个文件重复上传不会重复入库，会直接显示上次的导入结果。</p>
          <Spin spinning={upload.isPending} tip="正在逐行入库，请稍候…">
            <Upload.Dragger
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              multiple={false}
              showUploadList={false}
              disabled={upload.isPending}
              beforeUpload={(file) => {
                send(file);
                return false;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">点击或将文件拖到此处上传</p>
              <p className="ant-upload-hint">仅支持 .xlsx，不超过10MB</p>
            </Upload.Dragger>
          </Spin>
          {error && <InlineAlert type="error" title="文件未导入" description={error} onClose={() => setError(null)} className="bole-import-error" />}
        </li>
      </ol>
      {batch && <ImportReport key={batch.id} batch={batch} />}
      {shown !== null && !batch && opened.isLoading && <Spin className="bole-import-loading" />}
      <RecentImports onOpen={setShown} current={shown} />
    </Drawer>
  );
}
