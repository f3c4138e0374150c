// /user/manage/filterrule 简历筛选规则: rules that screen resumes as they come in (upload, mail,
// 简历助手, import, the careers portal). A rule fires when a resume meets all its conditions or
// misses one, and marks it with a tag or eliminates it; what fired shows on the resume.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Select, Switch } from 'antd';
import { codeOptions, filterActionLabels, filterScopeLabels, PAGE_SIZE_DEFAULT, Perm, type FilterAction, type FilterRule, type FilterScope } from '@bole/domain';
import { lazy, Suspense, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { usePermission } from '../../../api/permission';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { Empty } from '../../../components/plain/Empty';
import { SearchInput } from '../../../components/plain/SearchInput';
import { Segmented } from '../../../components/plain/Segmented';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { confirmDialog } from '../../../lib/dialogs';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteFilterRule } from '../api/delete-filter-rule';
import { useFilterRules, type FilterRuleParams } from '../api/get-filter-rules';
import { useSaveFilterRule } from '../api/save-filter-rule';
import { actionText, conditionTexts } from './format';
import { ruleActionsColumn } from './rule-actions';
import './rules.css';

const FilterRuleDrawer = lazy(() => import('./FilterRuleDrawer'));

const ENABLED = [
  { value: 'all', label: '全部' },
  { value: 'on', label: '已启用' },
  { value: 'off', label: '已停用' },
] as const;
type EnabledFilter = (typeof ENABLED)[number]['value'];

export function FilterRulesPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.ResumeFilterRules);
  const [params, setParams] = useState<FilterRuleParams>({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const change = (patch: FilterRuleParams) => setParams((p) => ({ ...p, page: 1, ...patch }));
  const { data, isFetching, isError, refetch } = useFilterRules(params);
  const save = useSaveFilterRule();
  const remove = useDeleteFilterRule();
  const [editing, setEditing] = useState<{ rule?: FilterRule } | null>(null);
  const enabled: EnabledFilter = params.enabled === undefined ? 'all' : params.enabled ? 'on' : 'off';

  const toggle = (rule: FilterRule, on: boolean) =>
    save.mutate({ id: rule.id, body: { enabled: on }, silent: false }, { onSuccess: () => notifySuccess(on ? `已启用「${rule.name}」` : `已停用「${rule.name}」，新简历不再按它筛选`) });

  const confirmDelete = (rule: FilterRule) =>
    confirmDialog({
      title: `删除筛选规则「${rule.name}」？`,
      content: '已经触发过的筛选结果仍保留在简历上；有职位使用的规则需先在职位中取消。',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(rule.id)
          .then(() => notifySuccess('筛选规则已删除'))
          .catch((e: unknown) => !isApiError(e) && notifyError('删除失败，请稍后重试')),
    });

  const columns: Column<FilterRule>[] = [
    {
      key: 'name',
      title: '规则',
      render: (r) => (
        <span className="bole-rules-stack">
          <strong>{r.name}</strong>
          <span className="bole-rules-conditions">
            {conditionTexts(r.conditions).map((t) => (
              <span key={t} className="bole-rules-chip">
                {t}
              </span>
            ))}
          </span>
        </span>
      ),
    },
    { key: 'scope', title: '适用范围', width: 150, render: (r) => (r.scope === 'company' ? '全部新简历' : `指定职位（${r.jobCount}个职位）`) },
    { key: 'action', title: '触发后', width: 220, render: (r) => <span className={r.action === 'eliminate' ? 'bole-rules-eliminate' : undefined}>{actionText(r)}</span> },
    { key: 'fired', title: '已触发', width: 90, align: 'right', render: (r) => `${r.firedCount} 次` },
    {
      key: 'enabled',
      title: '启用',
      width: 80,
      render: (r) => (
        <Switch size="small" checked={r.enabled} disabled={!canManage} loading={save.isPending && save.variables?.id === r.id} onChange={(on) => toggle(r, on)} aria-label={`${r.enabled ? '停用' : '启用'}${r.name}`} />
      ),
    },
    ruleActionsColumn(canManage, (rule) => setEditing({ rule }), confirmDelete),
  ];

  const add = canManage && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} onPointerEnter={() => void import('./FilterRuleDrawer')}>
      新建筛选规则
    </Button>
  );

  return (
    <section aria-label={title} className="bole-rules">
      <PageHeader
        title={title}
        description="新简历入库时（上传、邮箱收取、简历助手、导入、招聘官网投递）自动筛选：符合或不符合条件时打上标签，或自动淘汰。简历详情中可以看到触发了哪条规则及原因；职位可在「其他设置」中选择只对该职位投递生效的规则。"
        extra={add}
      />
      <Panel>
        <div className="bole-rules-filters">
          <Segmented aria-label="启用状态" options={ENABLED} value={enabled} onChange={(v) => change({ enabled: v === 'all' ? undefined : v === 'on' })} />
          <Select<FilterAction> allowClear placeholder="全部处理方式" aria-label="处理方式" options={codeOptions(filterActionLabels)} value={params.action} onChange={(action) => change({ action })} style={{ width: 160 }} />
          <Select<FilterScope> allowClear placeholder="全部适用范围" aria-label="适用范围" options={codeOptions(filterScopeLabels)} value={params.scope} onChange={(scope) => change({ scope })} style={{ width: 160 }} />
          <SearchInput label="搜索规则" placeholder="规则名称" defaultValue={params.keyword ?? ''} onSearch={(keyword) => change({ keyword: keyword.trim() || undefined })} style={{ width: 240 }} />
        </div>
        {isError && !data ? (
          <Empty description="筛选规则加载失败">
            <Button onClick={() => void refetch()}>重试</Button>
          </Empty>
        ) : (
          <SimpleTable caption="筛选规则" columns={columns} rows={data?.list} rowKey={(r) => r.id} loading={isFetching} minWidth={900} size="middle" empty={<Empty description="还没有筛选规则">{add}</Empty>} />
        )}
        {data && data.total > 0 && (
          <Pager page={params.page ?? 1} pageSize={params.pageSize ?? PAGE_SIZE_DEFAULT} total={data.total} unit="条规则" onChange={(page) => setParams((p) => ({ ...p, page }))} onPageSizeChange={(pageSize) => change({ pageSize })} />
        )}
      </Panel>
      {editing && (
        <Suspense fallback={null}>
          <FilterRuleDrawer rule={editing.rule} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </section>
  );
}
