// 企业人才库 (/resume/list/company) and 我的候选人 (/lite/resume/list): keyword search, the filter
// panel, sort, the result cards and paging; the search lives in the address. The server scopes
// the pool: HR see the company's, a hiring manager only the resumes pushed to him.
import { CloudUploadOutlined, LoginOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Perm, type ResumeFilters, type ResumeRow, type SavedSearch } from '@bole/domain';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useBasedata } from '../../../api/basedata';
import { usePermission } from '../../../api/permission';
import { PageHeader } from '../../../components/page/PageHeader';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { useResumes } from '../api/get-resumes';
import { useTags } from '../api/get-tags';
import { EmptyState } from '../shared/EmptyState';
import { ErrorPanel } from '../shared/ErrorPanel';
import { Pager } from '../../../components/table/Pager';
import { PoolActions } from '../export/PoolActions';
import { SelectionBar } from '../export/SelectionBar';
import '../resume.css';
import { FilterPanel, type CityLookup } from './FilterPanel';
import { activeFilterCount, apiParams, effectiveSort, filtersOf, queryFromSearch, searchFromQuery, type PoolQuery } from './list-query';
import { ResultList } from './ResultList';
import { SavedSearches } from './SavedSearches';
import { SearchBar } from './SearchBar';
import { SortSwitch } from './SortSwitch';
import './list.css';

const CreateResumeDrawer = lazy(() => import('../create/CreateResumeDrawer'));
const ResumePreviewDrawer = lazy(() => import('../lite/ResumePreviewDrawer'));
const UploadResumesDrawer = lazyNamed(() => import('../upload/UploadResumesDrawer'), 'UploadResumesDrawer');
const EnterJobDialog = lazyNamed(() => import('../../../components/enter-job/EnterJobDialog'), 'EnterJobDialog');

type Props = { title: string; variant: 'company' | 'lite' };

const NOTHING: ReadonlySet<number> = new Set();

export function TalentPoolPage({ title, variant }: Props) {
  const company = variant === 'company';
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => queryFromSearch(search), [search]);
  const result = useResumes(apiParams(query));
  const canCreate = usePermission(Perm.ResumeCreate) && company;
  // POST /api/resumes/upload takes 新增简历 or 导入简历.
  const canUpload = usePermission([Perm.ResumeCreate, Perm.ResumeImport]) && company;
  const [uploading, setUploading] = useState(false);
  const canSeeTags = usePermission([Perm.Tags, Perm.CandidateTag, Perm.TalentPoolView]);
  const { data: tags = [] } = useTags(canSeeTags);
  const hot = useBasedata('hotlocations');
  const locations = useBasedata('locations');
  const [creating, setCreating] = useState(false);
  const [preview, setPreview] = useState<ResumeRow | null>(null);
  // Resumes chosen to export, kept across pages of one search; another search starts afresh.
  const filters = useMemo(() => filtersOf(query), [query]);
  const searchKey = JSON.stringify(filters);
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<number> }>({ key: searchKey, ids: new Set() });
  const selected = selection.key === searchKey ? selection.ids : NOTHING;
  const setSelected = useCallback((ids: ReadonlySet<number>) => setSelection({ key: searchKey, ids }), [searchKey]);
  const canExport = usePermission(Perm.ResumeExport);
  const canEnterJob = usePermission(Perm.ResumeAddToJob) && company;
  const [entering, setEntering] = useState(false);
  // The chosen resumes are exported or put into a job (加入职位).
  const canSelect = company && (canExport || canEnterJob);
  const select = useCallback(
    (row: ResumeRow, on: boolean) =>
      setSelection((prev) => {
        const ids = new Set(prev.key === searchKey ? prev.ids : []);
        if (on) ids.add(row.id);
        else ids.delete(row.id);
        return { key: searchKey, ids };
      }),
    [searchKey],
  );

  const hotCities = useMemo(() => hot.items.map((i) => ({ code: String(i.code), name: i.name })), [hot.items]);
  const cities: CityLookup = { hot: hotCities, nameOf: (code: string) => locations.nameOf(code) || hot.nameOf(code) };

  const go = (next: Partial<PoolQuery>) => {
    setSearch(searchFromQuery(next));
    window.scrollTo({ top: 0 });
  };
  // Any change of the search starts again at page 1.
  const patch = (changes: Partial<ResumeFilters>) => go({ ...query, ...changes, page: 1 });
  const clear = () => go({ keyword: query.keyword, page: 1 });
  const apply = (saved: SavedSearch) => go({ ...(saved.query as ResumeFilters), page: 1 });

  const data = result.data;
  const filtered = Boolean(query.keyword) || activeFilterCount(query) > 0;
  const sort = effectiveSort(query);
  // In the page header, and again in an empty pool's invitation to fill it.
  const addResumes = (
    <>
      {canUpload && (
        <Button icon={<CloudUploadOutlined />} onClick={() => setUploading(true)} onPointerEnter={UploadResumesDrawer.preload} onFocus={UploadResumesDrawer.preload}>
          上传简历
        </Button>
      )}
      {canCreate && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          新建简历
        </Button>
      )}
    </>
  );

  const empty = filtered ? (
    <EmptyState
      title="没有找到符合条件的简历"
      description={query.keyword ? `没有与「${query.keyword}」相关的简历，试试更换关键词或减少筛选条件` : '试试放宽或减少筛选条件'}
      actions={<Button onClick={() => go({ page: 1 })}>清空搜索条件</Button>}
    />
  ) : company ? (
    <EmptyState
      kind="folder"
      title="人才库还没有简历"
      description="上传简历文件、新建简历，或通过邮箱简历收取、简历助手把各渠道的简历汇集到这里，之后即可按关键词秒级检索"
      actions={addResumes}
    />
  ) : (
    <EmptyState title="暂时还没有推荐给您的候选人" description="HR 将候选人推荐给您筛选后，会出现在这里" />
  );

  return (
    <section aria-label={title} className="bole-pool">
      <PageHeader
        title={title}
        description={company ? '企业所有渠道的简历汇集于此，支持关键词检索、多条件筛选和常用搜索。' : 'HR 推荐给您的候选人，点击姓名查看简历。'}
        extra={
          <>
            {company && <PoolActions filters={filters} total={data?.total} selected={selected} onExported={() => setSelected(NOTHING)} />}
            {addResumes}
          </>
        }
      />
      <div className="bole-pool-panel">
        <SearchBar keyword={query.keyword} onSearch={(keyword) => patch({ keyword, sort: undefined })} />
        {company && <SavedSearches filters={query} onApply={apply} />}
        <FilterPanel filters={query} onChange={patch} onClear={clear} tags={tags} cities={cities} />
      </div>
      <div className="bole-pool-panel bole-pool-panel-results">
        <div className="bole-results-head">
          <span>
            {data ? (
              <>
                {filtered ? '找到' : '共'} <strong>{data.totalCapped ? `${data.total}+` : data.total}</strong> 份简历
              </>
            ) : (
              '\u00a0'
            )}
            {canSelect && <SelectionBar rows={data?.list} selected={selected} onChange={setSelected} />}
            {canEnterJob && selected.size > 0 && (
              <Button size="small" type="link" icon={<LoginOutlined />} onClick={() => setEntering(true)} onPointerEnter={EnterJobDialog.preload} onFocus={EnterJobDialog.preload}>
                加入职位（{selected.size}）
              </Button>
            )}
          </span>
          <SortSwitch value={sort} keyword={query.keyword} onChange={(next) => go({ ...query, sort: next, page: 1 })} />
        </div>
        {result.isError && !data ? (
          <ErrorPanel title="简历加载失败" onRetry={() => void result.refetch()} />
        ) : (
          <ResultList
            rows={data?.list}
            loading={result.isLoading}
            stale={result.isPlaceholderData}
            empty={empty}
            hrefOf={company ? (row) => `/resume/detail/${row.id}` : undefined}
            onOpen={company ? undefined : setPreview}
            selected={canSelect ? selected : undefined}
            onSelect={canSelect ? select : undefined}
          />
        )}
        {data && data.total > 0 && <Pager page={query.page} pageSize={data.pageSize} total={data.total} capped={data.totalCapped} unit="份简历" onChange={(page) => go({ ...query, page })} />}
      </div>
      <MountOnOpen open={entering}>
        <EnterJobDialog open={entering} resumes={[...selected].map((id) => ({ id, name: data?.list.find((r) => r.id === id)?.name ?? '' }))} onClose={() => setEntering(false)} />
      </MountOnOpen>
      <MountOnOpen open={uploading}>
        <UploadResumesDrawer open={uploading} onClose={() => setUploading(false)} />
      </MountOnOpen>
      {creating && (
        <Suspense fallback={null}>
          <CreateResumeDrawer onClose={() => setCreating(false)} />
        </Suspense>
      )}
      {preview && (
        <Suspense fallback={null}>
          <ResumePreviewDrawer id={preview.id} name={preview.name} onClose={() => setPreview(null)} />
        </Suspense>
      )}
    </section>
  );
}
