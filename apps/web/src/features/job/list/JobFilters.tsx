// The search row above the job table: keyword, department (with those below), owner, nature, city
// and 候选人情况 (jobs with a candidate 推荐待筛选 …, the flags the server can answer).
import { Button, Select } from 'antd';
import { codeOptions, jobNatureLabels, type JobListFilter, type JobNature } from '@bole/domain';
import { useAccountOptions } from '../../../api/account-options';
import { useOrgOptions } from '../../../api/org-options';
import { SearchInput } from '../../../components/plain/SearchInput';
import { useJobFilterFlags } from '../api/get-job-filter-flags';
import { useCityOptions } from '../shared/city-options';
import { isFiltered, type JobQuery } from './job-query';

const NATURES = codeOptions(jobNatureLabels);

type Props = { value: JobQuery; onChange: (next: JobQuery) => void };

export function JobFilters({ value, onChange }: Props) {
  const { flatOptions } = useOrgOptions();
  const { options: people } = useAccountOptions();
  const { options: cities } = useCityOptions();
  const { data: flags = [] } = useJobFilterFlags();
  // Any filter change starts again at page 1.
  const set = (patch: Partial<JobQuery>) => onChange({ ...value, ...patch, page: 1 });

  return (
    <div className="bole-job-filters">
      <SearchInput
        key={value.keyword === undefined ? 'empty' : 'kept'}
        label="搜索职位"
        placeholder="搜索职位名称"
        defaultValue={value.keyword}
        onSearch={(keyword) => set({ keyword: keyword.trim() || undefined })}
        style={{ width: 240 }}
      />
      <Select
        placeholder="全部部门"
        allowClear
        options={flatOptions}
        value={value.orgId}
        onChange={(orgId?: number) => set({ orgId })}
        optionRender={(option) => <span style={{ paddingLeft: (option.data.depth ?? 0) * 16 }}>{option.label}</span>}
        showSearch={{ optionFilterProp: 'label' }}
        popupMatchSelectWidth={false}
        style={{ width: 170 }}
        aria-label="所属部门"
      />
      <Select
        placeholder="全部负责人"
        allowClear
        options={people}
        value={value.userId}
        onChange={(userId?: number) => set({ userId })}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 140 }}
        aria-label="招聘负责人"
      />
      <Select placeholder="工作性质" allowClear options={NATURES} value={value.nature} onChange={(nature?: JobNature) => set({ nature })} style={{ width: 110 }} aria-label="工作性质" />
      <Select
        placeholder="工作城市"
        allowClear
        options={cities}
        value={value.city}
        onChange={(city?: string) => set({ city })}
        optionRender={(option) => (
          <span>
            {option.data.label}
            <span className="bole-job-muted"> {option.data.province !== option.data.label ? option.data.province : ''}</span>
          </span>
        )}
        showSearch={{ optionFilterProp: 'label' }}
        popupMatchSelectWidth={false}
        style={{ width: 130 }}
        aria-label="工作城市"
      />
      {flags.length > 0 && (
        <Select placeholder="候选人情况" allowClear options={flags} value={value.flag} onChange={(flag?: JobListFilter) => set({ flag })} style={{ width: 130 }} aria-label="候选人情况" />
      )}
      {isFiltered(value) && (
        <Button type="link" onClick={() => onChange({ status: value.status, page: 1, pageSize: value.pageSize })}>
          清空筛选
        </Button>
      )}
    </div>
  );
}
