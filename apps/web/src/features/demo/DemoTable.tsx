import { Button, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { codeFilters, codeLabel, interviewResultLabels, jobNatureLabels } from '@bole/domain';
import type { InterviewResult } from '@bole/domain';
import { copyText } from '../../api/clipboard';
import { formatDateTime } from '../../lib/time';
import { DEMO_CANDIDATES } from './demo-data';
import type { DemoCandidate } from './demo-data';

const RESULT_COLORS: Partial<Record<InterviewResult, string>> = { 0: 'default', 1: 'processing', 2: 'purple', 4: 'error', 6: 'success', 8: 'warning' };

const columns: TableColumnsType<DemoCandidate> = [
  { title: '候选人', dataIndex: 'name', fixed: 'left', width: 110 },
  { title: '应聘职位', dataIndex: 'job', ellipsis: true },
  { title: '工作城市', dataIndex: 'city', width: 100 },
  { title: '工作年限', dataIndex: 'years', width: 100, sorter: (a, b) => a.years - b.years, render: (years: number) => (years === 0 ? '应届' : `${years}年`) },
  { title: '职位性质', dataIndex: 'nature', width: 100, render: (nature: DemoCandidate['nature']) => codeLabel(jobNatureLabels, nature) },
  {
    title: '面试结果',
    dataIndex: 'result',
    width: 120,
    filters: codeFilters(interviewResultLabels),
    onFilter: (value, record) => record.result === value,
    render: (result: InterviewResult) => <Tag color={RESULT_COLORS[result] ?? 'default'}>{codeLabel(interviewResultLabels, result)}</Tag>,
  },
  { title: '更新时间', dataIndex: 'updatedAt', width: 160, render: (value: string) => formatDateTime(value) },
  {
    title: '操作',
    key: 'actions',
    fixed: 'right',
    width: 150,
    render: (_value, record) => (
      <Space size={4}>
        <Button type="link" size="small">
          查看简历
        </Button>
        <Button type="link" size="small" onClick={() => void copyText(record.name)}>
          复制姓名
        </Button>
      </Space>
    ),
  },
];

export function DemoTable() {
  return (
    <Table<DemoCandidate>
      rowKey="id"
      columns={columns}
      dataSource={DEMO_CANDIDATES}
      rowSelection={{}}
      scroll={{ x: 980 }}
      pagination={{ pageSize: 5, showSizeChanger: false, showTotal: (total) => `共 ${total} 位候选人` }}
    />
  );
}
