// The filter panel of the talent pool: rows of chips (as Chinese recruiters know them from job
// boards), the four most used rows first and the others under 更多筛选, then the chosen conditions.
// On a phone the rows fold behind one 筛选 button, so the candidates come first.
import { DownOutlined, FilterOutlined, UpOutlined } from '@ant-design/icons';
import type { CandidateTag, ResumeFilters } from '@bole/domain';
import { lazy, Suspense, useState } from 'react';
import { useOfferedChannels } from '../../../api/channel-options';
import { useMaxWidth } from '../../../lib/use-media';
import { Chip, FilterChips } from './FilterChips';
import {
  AGE_OPTIONS,
  DEGREE_OPTIONS,
  GENDER_OPTIONS,
  INTENTION_OPTIONS,
  UPDATED_OPTIONS,
  WORK_STATE_OPTIONS,
  WORK_YEAR_BANDS,
} from './filter-options';
import { activeFilterCount } from './list-query';
import { SelectedConditions } from './SelectedConditions';

// Pickers with a search box load only when asked for.
const CityPicker = lazy(() => import('./CityPicker'));
const WorkYearsRange = lazy(() => import('./WorkYearsRange'));

export type CityLookup = { hot: { code: string; name: string }[]; nameOf: (code: string) => string };

type Props = { filters: ResumeFilters; onChange: (patch: Partial<ResumeFilters>) => void; onClear: () => void; tags: CandidateTag[]; cities: CityLookup };

const HOT_CITY_COUNT = 16;

const one = <V,>(value: V | null | undefined): V[] => (value === null || value === undefined ? [] : [value]);

// Rows under 更多筛选; the panel opens by itself when one of them is in use.
const MORE_KEYS: (keyof ResumeFilters)[] = ['ageRange', 'gender', 'channel', 'tagIds', 'intentionStatus', 'workState', 'school985', 'school211'];

export function FilterPanel({ filters, onChange, onClear, tags, cities }: Props) {
  const moreInUse = MORE_KEYS.some((key) => filters[key] !== undefined);
  const [moreOpen, setMoreOpen] = useState(false);
  const [picking, setPicking] = useState<'city' | 'years' | null>(null);
  const showMore = moreOpen || moreInUse;
  const channelOptions = useOfferedChannels(filters.channel, showMore);

  const chosenCities = filters.city ?? [];
  // One line of the hottest cities; the others are under 其他城市.
  const cityOptions = cities.hot.slice(0, HOT_CITY_COUNT).map((c) => ({ value: c.code, label: c.name.replace(/市$/, '') }));
  for (const code of chosenCities) if (!cityOptions.some((o) => o.value === code)) cityOptions.push({ value: code, label: cities.nameOf(code) || code });

  const band = WORK_YEAR_BANDS.find((b) => b.min === filters.workYearsMin && b.max === (filters.workYearsMax ?? undefined));
  const customYears = !band && (filters.workYearsMin != null || filters.workYearsMax != null);

  const narrow = useMaxWidth('md');
  const [unfolded, setUnfolded] = useState(false);
  const folded = narrow && !unfolded;
  const active = activeFilterCount(filters);

  return (
    <div className="bole-filter-panel">
      {narrow && (
        <button type="button" className="bole-filter-toggle" aria-expanded={!folded} onClick={() => setUnfolded((open) => !open)}>
          <FilterOutlined aria-hidden /> 筛选{active > 0 ? `（${active}）` : ''} {folded ? <DownOutlined aria-hidden /> : <UpOutlined aria-hidden />}
        </button>
      )}
      {folded ? null : (
        <>
          <FilterChips
            label="城市"
            multiple
            options={cityOptions}
            selected={chosenCities}
            onChange={(city) => onChange({ city: city.length ? city : undefined })}
            extra={
              picking === 'city' ? (
                <Suspense fallback={null}>
                  <CityPicker value={chosenCities} onChange={(city) => onChange({ city: city.length ? city : undefined })} onClose={() => setPicking(null)} />
                </Suspense>
              ) : (
                <button type="button" className="bole-link-button" onClick={() => setPicking('city')}>
                  其他城市
                </button>
              )
            }
          />
          <FilterChips label="学历" options={DEGREE_OPTIONS} selected={one(filters.degree)} onChange={([degree]) => onChange({ degree })} />
          <FilterChips
            label="工作年限"
            options={WORK_YEAR_BANDS.map((b) => ({ value: b.key, label: b.label }))}
            selected={band ? [band.key] : []}
            onChange={([key]) => {
              const next = WORK_YEAR_BANDS.find((b) => b.key === key);
              onChange({ workYearsMin: next?.min, workYearsMax: next?.max });
            }}
            extra={
              picking === 'years' || customYears ? (
                <Suspense fallback={null}>
                  <WorkYearsRange min={filters.workYearsMin ?? undefined} max={filters.workYearsMax ?? undefined} onChange={(min, max) => onChange({ workYearsMin: min, workYearsMax: max })} />
                </Suspense>
              ) : (
                <button type="button" className="bole-link-button" onClick={() => setPicking('years')}>
                  自定义
                </button>
              )
            }
          />
          <FilterChips label="更新时间" options={UPDATED_OPTIONS} selected={one(filters.updated)} onChange={([updated]) => onChange({ updated })} />
          {showMore && (
            <>
              <FilterChips label="年龄" options={AGE_OPTIONS} selected={one(filters.ageRange)} onChange={([ageRange]) => onChange({ ageRange })} />
              <FilterChips label="性别" options={GENDER_OPTIONS} selected={one(filters.gender)} onChange={([gender]) => onChange({ gender })} />
              <FilterChips label="来源渠道" multiple options={channelOptions} selected={filters.channel ?? []} onChange={(channel) => onChange({ channel: channel.length ? channel : undefined })} />
              {tags.length > 0 && (
                <FilterChips
                  label="标签"
                  multiple
                  options={tags.map((t) => ({ value: t.id, label: t.name, color: t.color }))}
                  selected={filters.tagIds ?? []}
                  onChange={(tagIds) => onChange({ tagIds: tagIds.length ? tagIds : undefined })}
                />
              )}
              <FilterChips label="意向状态" multiple options={INTENTION_OPTIONS} selected={filters.intentionStatus ?? []} onChange={(v) => onChange({ intentionStatus: v.length ? v : undefined })} />
              <FilterChips label="在职状态" multiple options={WORK_STATE_OPTIONS} selected={filters.workState ?? []} onChange={(v) => onChange({ workState: v.length ? v : undefined })} />
              <div className="bole-filter-row" role="group" aria-label="院校">
                <span className="bole-filter-label">院校</span>
                <div className="bole-filter-options">
                  <Chip active={!filters.school985 && !filters.school211} onClick={() => onChange({ school985: undefined, school211: undefined })}>
                    不限
                  </Chip>
                  <Chip active={filters.school985 === true} onClick={() => onChange({ school985: filters.school985 ? undefined : true })}>
                    985院校
                  </Chip>
                  <Chip active={filters.school211 === true} onClick={() => onChange({ school211: filters.school211 ? undefined : true })}>
                    211院校
                  </Chip>
                </div>
              </div>
            </>
          )}
        </>
      )}
      {/* Folded, the chosen conditions stay in sight (and removable); with none there is nothing to say. */}
      {(!folded || active > 0) && (
        <div className="bole-filter-footer">
          <SelectedConditions filters={filters} tags={tags} cityName={cities.nameOf} onChange={onChange} onClear={onClear} />
          {!moreInUse && !folded && (
            <button type="button" className="bole-link-button" aria-expanded={showMore} onClick={() => setMoreOpen((open) => !open)}>
              {showMore ? '收起筛选' : '更多筛选'} {showMore ? <UpOutlined /> : <DownOutlined />}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
