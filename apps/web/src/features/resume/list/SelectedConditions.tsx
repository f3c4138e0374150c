// 已选条件: every active filter as a removable chip, and 清空筛选.
import { CloseOutlined } from '@ant-design/icons';
import {
  ageRangeLabels,
  channelNameOf,
  codeLabel,
  genderLabels,
  intentionStatusLabels,
  isBuiltInChannel,
  searchDegreeLabels,
  updateDateRangeLabels,
  workStateLabels,
  workYearsLabels,
  type CandidateTag,
  type ChannelOption,
  type ResumeFilters,
} from '@bole/domain';
import { useChannelOptions } from '../../../api/channel-options';
import { WORK_YEAR_BANDS } from './filter-options';

type Condition = { key: string; text: string; clear: Partial<ResumeFilters> };

function without<V>(list: readonly V[] | undefined, value: V): V[] | undefined {
  const next = (list ?? []).filter((v) => v !== value);
  return next.length ? next : undefined;
}

/** The chips of the active filters (keyword and sort apart), each with the patch that removes it. */
export function conditionsOf(f: ResumeFilters, tags: readonly CandidateTag[], cityName: (code: string) => string, channels: readonly ChannelOption[] = []): Condition[] {
  const out: Condition[] = [];
  for (const code of f.city ?? []) out.push({ key: `city-${code}`, text: `城市：${cityName(code) || code}`, clear: { city: without(f.city, code) } });
  if (f.degree) out.push({ key: 'degree', text: `学历：${codeLabel(searchDegreeLabels, f.degree)}`, clear: { degree: undefined } });
  if (f.workYearsMin != null || f.workYearsMax != null) {
    const band = WORK_YEAR_BANDS.find((b) => b.min === f.workYearsMin && b.max === (f.workYearsMax ?? undefined));
    const from = f.workYearsMin == null ? '不限' : codeLabel(workYearsLabels, f.workYearsMin);
    const to = f.workYearsMax == null ? '不限' : codeLabel(workYearsLabels, f.workYearsMax);
    out.push({ key: 'years', text: `工作年限：${band?.label ?? `${from} 至 ${to}`}`, clear: { workYearsMin: undefined, workYearsMax: undefined } });
  }
  if (f.updated) out.push({ key: 'updated', text: `更新时间：${codeLabel(updateDateRangeLabels, f.updated)}`, clear: { updated: undefined } });
  if (f.ageRange) out.push({ key: 'age', text: `年龄：${codeLabel(ageRangeLabels, f.ageRange)}`, clear: { ageRange: undefined } });
  if (f.gender != null) out.push({ key: 'gender', text: `性别：${codeLabel(genderLabels, f.gender)}`, clear: { gender: undefined } });
  for (const v of f.channel ?? []) out.push({ key: `channel-${v}`, text: `来源：${channelNameOf(v, channels)}`, clear: { channel: without(f.channel, v) } });
  for (const id of f.tagIds ?? []) out.push({ key: `tag-${id}`, text: `标签：${tags.find((t) => t.id === id)?.name ?? id}`, clear: { tagIds: without(f.tagIds, id) } });
  for (const v of f.intentionStatus ?? []) out.push({ key: `intention-${v}`, text: `意向：${codeLabel(intentionStatusLabels, v)}`, clear: { intentionStatus: without(f.intentionStatus, v) } });
  for (const v of f.workState ?? []) out.push({ key: `state-${v}`, text: codeLabel(workStateLabels, v), clear: { workState: without(f.workState, v) } });
  if (f.school985) out.push({ key: '985', text: '985院校', clear: { school985: undefined } });
  if (f.school211) out.push({ key: '211', text: '211院校', clear: { school211: undefined } });
  return out;
}

type Props = { filters: ResumeFilters; tags: readonly CandidateTag[]; cityName: (code: string) => string; onChange: (patch: Partial<ResumeFilters>) => void; onClear: () => void };

export function SelectedConditions({ filters, tags, cityName, onChange, onClear }: Props) {
  // The company's own channels are named only once their list has loaded.
  const { data: channels } = useChannelOptions((filters.channel ?? []).some((c) => !isBuiltInChannel(c)));
  const conditions = conditionsOf(filters, tags, cityName, channels);
  if (conditions.length === 0) return <span className="bole-muted">选择条件筛选人才，多个条件同时满足</span>;
  return (
    <div className="bole-selected" aria-label="已选条件">
      <span className="bole-filter-label">已选条件</span>
      {conditions.map((c) => (
        <span key={c.key} className="bole-selected-chip">
          {c.text}
          <button type="button" aria-label={`移除 ${c.text}`} onClick={() => onChange(c.clear)}>
            <CloseOutlined />
          </button>
        </span>
      ))}
      <button type="button" className="bole-link-button" onClick={onClear}>
        清空筛选
      </button>
    </div>
  );
}
