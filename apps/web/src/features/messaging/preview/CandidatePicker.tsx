// Which candidate a preview uses: search by name among the caller's candidates, newest first;
// empty means the newest one.
import { Select } from 'antd';
import { useState } from 'react';
import { usePreviewCandidates } from '../api/get-preview-candidates';

type Props = { value: number | undefined; onChange: (applicationId: number | undefined) => void };

export function CandidatePicker({ value, onChange }: Props) {
  const [keyword, setKeyword] = useState('');
  const { data = [], isFetching } = usePreviewCandidates(keyword.trim());
  return (
    <Select
      className="bole-tpl-candidate-picker"
      aria-label="预览候选人"
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      loading={isFetching}
      placeholder="默认：最新投递的候选人，可按姓名搜索"
      value={value}
      onChange={(id: number | undefined) => onChange(id)}
      notFoundContent={isFetching ? '搜索中…' : '没有找到候选人'}
      options={data.map((c) => ({ value: c.applicationId, label: `${c.name} · ${c.jobName}` }))}
    />
  );
}
