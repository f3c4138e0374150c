// The per-row report of an Excel import: the counts, a notice when the file had been imported
// before, and every row with its result (已入库 / 已入库但有标记 / 未入库) and why.
import { importRowResultLabels, type ImportBatch, type ImportRowReport, type ImportRowResult } from '@bole/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { Segmented } from '../../../components/plain/Segmented';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { timeText } from '../shared/format';
import { Badge } from '../shared/TagChip';

const TONES: Record<ImportRowResult, 'green' | 'orange' | 'red'> = { stored: 'green', flagged: 'orange', refused: 'red' };
type Show = 'all' | ImportRowResult;

const COLUMNS: Column<ImportRowReport>[] = [
  { key: 'row', title: '行号', width: 64, align: 'right', render: (r) => `第${r.row}行` },
  { key: 'name', title: '姓名', width: 120, ellipsis: true, render: (r) => (r.resumeId !== null ? <Link to={`/resume/detail/${r.resumeId}`}>{r.name}</Link> : (r.name ?? <span className="bole-muted">（空）</span>)) },
  { key: 'result', title: '结果', width: 132, render: (r) => <Badge tone={TONES[r.result]}>{importRowResultLabels[r.result]}</Badge> },
  { key: 'why', title: '说明', render: (r) => (r.result === 'refused' ? r.reason : r.flags.join('、') || <span className="bole-muted">—</span>) },
];

export function ImportReport({ batch }: { batch: ImportBatch }) {
  const [show, setShow] = useState<Show>('all');
  const rows = show === 'all' ? batch.rows : batch.rows.filter((r) => r.result === show);
  const options = [
    { value: 'all' as const, label: `全部 ${batch.total}` },
    { value: 'stored' as const, label: `已入库 ${batch.stored}` },
    { value: 'flagged' as const, label: `有标记 ${batch.flagged}` },
    { value: 'refused' as const, label: `未入库 ${batch.refused}` },
  ];
  return (
    <section className="bole-import-report" aria-label="导入结果">
      {batch.repeated && (
        <InlineAlert
          type="info"
          title="这个文件已经导入过，本次没有重复入库"
          description={`${timeText(batch.createdAt)} 由 ${batch.operatorName} 导入，以下是当时的导入结果。`}
        />
      )}
      <div className="bole-import-summary">
        <span>
          <strong>{batch.fileName}</strong>
          <span className="bole-muted"> · {timeText(batch.createdAt)} · {batch.operatorName}</span>
        </span>
        <span>
          共 {batch.total} 行：<Badge tone="green">已入库 {batch.stored}</Badge>
          <Badge tone="orange">已入库但有标记 {batch.flagged}</Badge>
          <Badge tone="red">未入库 {batch.refused}</Badge>
        </span>
      </div>
      <Segmented<Show> value={show} onChange={setShow} options={options} aria-label="按结果筛选" />
      <SimpleTable caption="逐行导入结果" columns={COLUMNS} rows={rows} rowKey={(r) => r.row} size="middle" empty={<span className="bole-muted">没有这类结果的行</span>} />
    </section>
  );
}
