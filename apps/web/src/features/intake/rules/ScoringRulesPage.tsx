// /user/manage/resumenorm 简历评分规则: how much each criterion (学历, 院校层次, 工作年限, 技能关键词,
// 工作城市, 期望薪资, 年龄) weighs when a resume is scored 0-100 against a job. A job picks its rule in
// 其他设置; the score and the points per criterion show on the resume opened from that job.
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { PAGE_SIZE_DEFAULT, Perm, type ScoringRule } from '@bole/domain';
import { lazy, Suspense, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { usePermission } from '../../../api/permission';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { Empty } from '../../../components/plain/Empty';
import { SearchInput } from '../../../components/plain/SearchInput';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { confirmDialog } from '../../../lib/dialogs';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteScoringRule } from '../api/delete-scoring-rule';
import { useScoringRules, type ScoringRuleParams } from '../api/get-scoring-rules';
import { weightShares } from './format';
import { ruleActionsColumn } from './rule-actions';
import './rules.css';

const ScoringRuleModal = lazy(() => import('./ScoringRuleModal'));

export function ScoringRulesPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.ResumeNorms);
  const [params, setParams] = useState<ScoringRuleParams>({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const { data, isFetching, isError, refetch } = useScoringRules(params);
  const remove = useDeleteScoringRule();
  const [editing, setEditing] = useState<{ rule?: ScoringRule } | null>(null);

  const confirmDelete = (rule: ScoringRule) =>
    confirmDialog({
      title: `删除评分规则「${rule.name}」？`,
      content: '有职位使用的规则需先在职位的其他设置中更换。',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(rule.id)
          .then(() => notifySuccess('评分规则已删除'))
          .catch((e: unknown) => !isApiError(e) && notifyError('删除失败，请稍后重试')),
    });

  const columns: Column<ScoringRule>[] = [
    { key: 'name', title: '规则名称', width: 200, render: (r) => <strong>{r.name}</strong> },
    {
      key: 'weights',
      title: '评分标准（占比）',
      render: (r) => (
        <span className="bole-rules-conditions">
          {weightShares(r.weights).map((w) => (
            <span key={w.label} className="bole-rules-chip">
              {w.label} {w.share}%
            </span>
          ))}
        </span>
      ),
    },
    { key: 'keywords', title: '技能关键词', width: 220, render: (r) => (r.keywords.length ? r.keywords.join('、') : <span className="bole-rules-muted">未设置</span>) },
    { key: 'jobs', title: '使用职位', width: 100, align: 'right', render: (r) => `${r.jobCount} 个` },
    ruleActionsColumn(canManage, (rule) => setEditing({ rule }), confirmDelete),
  ];

  const add = canManage && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} onPointerEnter={() => void import('./ScoringRuleModal')}>
      新建评分规则
    </Button>
  );

  return (
    <section aria-label={title} className="bole-rules">
      <PageHeader
        title={title}
        description="按学历、院校层次、工作年限、技能关键词、工作城市、期望薪资和年龄给简历与职位的匹配度打分（0-100分）。职位在「其他设置」中选择评分规则后，从该职位打开的简历会显示匹配分和每一项的得分原因。"
        extra={add}
      />
      <Panel>
        <div className="bole-rules-filters">
          <SearchInput label="搜索规则" placeholder="规则名称" defaultValue={params.keyword ?? ''} onSearch={(keyword) => setParams((p) => ({ ...p, page: 1, keyword: keyword.trim() || undefined }))} style={{ width: 240 }} />
        </div>
        {isError && !data ? (
          <Empty description="评分规则加载失败">
            <Button onClick={() => void refetch()}>重试</Button>
          </Empty>
        ) : (
          <SimpleTable caption="评分规则" columns={columns} rows={data?.list} rowKey={(r) => r.id} loading={isFetching} minWidth={860} size="middle" empty={<Empty description="还没有评分规则">{add}</Empty>} />
        )}
        {data && data.total > 0 && (
          <Pager page={params.page ?? 1} pageSize={params.pageSize ?? PAGE_SIZE_DEFAULT} total={data.total} unit="条规则" onChange={(page) => setParams((p) => ({ ...p, page }))} onPageSizeChange={(pageSize) => setParams((p) => ({ ...p, page: 1, pageSize }))} />
        )}
      </Panel>
      {editing && (
        <Suspense fallback={null}>
          <ScoringRuleModal rule={editing.rule} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </section>
  );
}
