// 执行记录: every time a rule fired, with its outcome and what it did or why it could not.
import { Modal, Tag } from 'antd';
import { PAGE_SIZE_DEFAULT, type AutomationRun } from '@bole/domain';
import { useState } from 'react';
import { Empty } from '../../components/plain/Empty';
import { Pager } from '../../components/table/Pager';
import { SimpleTable, type Column } from '../../components/table/SimpleTable';
import { formatDateTime } from '../../lib/time';
import { useAutomationRuns } from './api/get-runs';

type Props = { rule?: { id: number; name: string }; onClose: () => void };

const columns: Column<AutomationRun>[] = [
  { key: 'time', title: '执行时间', width: 150, render: (r) => formatDateTime(r.createdAt) },
  { key: 'rule', title: '规则', width: 160, render: (r) => r.ruleName },
  { key: 'outcome', title: '结果', width: 80, render: (r) => (r.outcome === 'done' ? <Tag color="success">成功</Tag> : <Tag color="error">失败</Tag>) },
  { key: 'detail', title: '说明', render: (r) => r.detail },
];

export default function RunsModal({ rule, onClose }: Props) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE_DEFAULT);
  const { data, isFetching } = useAutomationRuns({ ruleId: rule?.id, page, pageSize });
  return (
    <Modal open title={rule ? `执行记录：${rule.name}` : '执行记录'} width={900} footer={null} onCancel={onClose} destroyOnHidden>
      <SimpleTable caption="执行记录" columns={columns} rows={data?.list} rowKey={(r) => r.id} loading={isFetching} size="middle" empty={<Empty description="还没有执行记录" />} />
      {data && data.total > 0 && (
        <Pager
          page={page}
          pageSize={pageSize}
          total={data.total}
          unit="条记录"
          onChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </Modal>
  );
}
