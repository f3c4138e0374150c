// 职位, 部门, 招聘负责人 and 渠道 of a board, from the pickers' shared option lists; native selects,
// as 面试管理's filters, so the boards bring no antd Select.
import type { ChangeEvent } from 'react';
import { useAccountOptions } from '../../../api/account-options';
import { useOfferedChannels } from '../../../api/channel-options';
import { useOrgOptions } from '../../../api/org-options';
import { useJobOptions } from '../api/get-job-options';
import type { BoardFilterKey, BoardQuery } from './board-query';

type Option = { value: number; label: string };
type Props = {
  query: BoardQuery;
  onChange: (patch: Partial<Pick<BoardQuery, BoardFilterKey>>) => void;
  /** The filters to offer (a report takes only some); all four by default. */
  only?: readonly BoardFilterKey[];
};

/** The options, plus the chosen value when the list does not hold it (a job beyond the first 100, a disabled account). */
function withChosen(options: Option[], value: number | undefined, name: string): Option[] {
  return value === undefined || options.some((o) => o.value === value) ? options : [...options, { value, label: `${name}#${value}` }];
}

function FilterSelect({ label, all, value, options, width, onChange }: { label: string; all: string; value: number | undefined; options: Option[]; width: number; onChange: (value: number | undefined) => void }) {
  const change = (e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value === '' ? undefined : Number(e.target.value));
  return (
    <select className="bole-report-select" aria-label={label} value={value ?? ''} onChange={change} style={{ width }}>
      <option value="">{all}</option>
      {withChosen(options, value, label).map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

export function BoardFilters({ query, onChange, only = ['jobId', 'orgId', 'ownerId', 'channel'] }: Props) {
  const jobs = useJobOptions();
  const { flatOptions } = useOrgOptions();
  const { options: people } = useAccountOptions();
  const channels = useOfferedChannels(query.channel === undefined ? [] : [query.channel]);
  // Full-width spaces keep the department tree readable in a native list.
  const orgs = flatOptions.map((o) => ({ value: o.value, label: `${'\u3000'.repeat(o.depth)}${o.label}` }));
  return (
    <div className="bole-report-filters" role="group" aria-label="筛选">
      {jobs.allowed && only.includes('jobId') && <FilterSelect label="职位" all="全部职位" value={query.jobId} options={jobs.options} width={180} onChange={(jobId) => onChange({ jobId })} />}
      {only.includes('orgId') && <FilterSelect label="部门" all="全部部门" value={query.orgId} options={orgs} width={160} onChange={(orgId) => onChange({ orgId })} />}
      {only.includes('ownerId') && <FilterSelect label="招聘负责人" all="全部招聘负责人" value={query.ownerId} options={people} width={150} onChange={(ownerId) => onChange({ ownerId })} />}
      {only.includes('channel') && <FilterSelect label="渠道" all="全部渠道" value={query.channel} options={channels} width={140} onChange={(channel) => onChange({ channel })} />}
    </div>
  );
}
