// 常用搜索: my saved searches as chips (apply, delete) and 保存当前搜索.
import { CloseOutlined, StarOutlined } from '@ant-design/icons';

import type { ResumeFilters, SavedSearch } from '@bole/domain';
import { lazy, Suspense, useState } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { filtersOf } from './list-query';
import { confirmDialog } from '../../../lib/dialogs';

const SaveSearchModal = lazy(() => import('./SaveSearchModal'));

type Props = { filters: ResumeFilters; onApply: (saved: SavedSearch) => void };

const same = (a: ResumeFilters, b: ResumeFilters) => JSON.stringify(filtersOf(a)) === JSON.stringify(filtersOf(b));

export function SavedSearches({ filters, onApply }: Props) {
  const { data: saved = [] } = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const [saving, setSaving] = useState(false);
  const hasConditions = Object.keys(filtersOf(filters)).length > 0;

  const confirmDelete = (s: SavedSearch) =>
    confirmDialog({
      title: `删除常用搜索「${s.name}」？`,
      content: '删除后不影响人才库中的简历。',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(s.id).then(() => notifySuccess('常用搜索已删除')).catch(() => undefined),
    });

  return (
    <div className="bole-saved" aria-label="常用搜索">
      <span className="bole-saved-label">常用搜索</span>
      {saved.length === 0 && <span className="bole-muted">暂无，设置好关键词和筛选条件后可保存</span>}
      {saved.map((s) => (
        <span key={s.id} className="bole-saved-chip" data-active={same(s.query, filters) || undefined}>
          <button type="button" onClick={() => onApply(s)} title={`应用「${s.name}」`}>
            {s.name}
          </button>
          <button type="button" aria-label={`删除常用搜索 ${s.name}`} onClick={() => confirmDelete(s)}>
            <CloseOutlined />
          </button>
        </span>
      ))}
      <button type="button" className="bole-link-button" disabled={!hasConditions} title={hasConditions ? undefined : '先输入关键词或选择筛选条件'} onClick={() => setSaving(true)}>
        <StarOutlined /> 保存当前搜索
      </button>
      {saving && (
        <Suspense fallback={null}>
          <SaveSearchModal filters={filtersOf(filters)} onClose={() => setSaving(false)} />
        </Suspense>
      )}
    </div>
  );
}
