// 关联招聘需求: the approved demands the job is opened against, searched by position; links to
// demands closed or sent back since stay shown with their state.
import { Select } from 'antd';
import { demandStatusLabels, type DemandOption } from '@bole/domain';
import { useState } from 'react';
import { useDemandOptions } from '../api/get-demand-options';

type Props = { value?: number[] | null; onChange?: (ids: number[]) => void; id?: string };

const labelOf = (d: DemandOption) => `${d.name}（${d.orgName ?? '已删除的部门'} · ${d.headcount}人）${d.status === 'approved' ? '' : ` · ${demandStatusLabels[d.status]}`}`;

export function DemandSelect({ value, onChange, id }: Props) {
  const [keyword, setKeyword] = useState<string>();
  const linked = value ?? [];
  const { data = [], isFetching } = useDemandOptions(keyword, linked);
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      value={linked}
      onChange={onChange}
      loading={isFetching}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim() || undefined) }}
      options={data.map((d) => ({ value: d.id, label: labelOf(d), disabled: d.status !== 'approved' && !linked.includes(d.id) }))}
      placeholder="选择已通过审批的招聘需求"
      notFoundContent={keyword ? '没有匹配的已通过需求' : '暂无已通过审批的招聘需求'}
      maxCount={50}
      aria-label="关联招聘需求"
    />
  );
}
