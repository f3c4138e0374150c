// /user/seting/goal 招聘目标: a year's goals by month, quarter and year, for the company, its
// departments and its 招聘负责人, each target with what has been reached; 招聘概览 shows the goals
// of its period as 目标进度.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { GoalPeriodKind, GoalScope, PAGE_SIZE_DEFAULT, Perm, type GoalPeriodKind as Kind, type GoalScope as Scope, type ReportGoal } from '@bole/domain';
import { useState } from 'react';
import { usePermission } from '../../../api/permission';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { Empty } from '../../../components/plain/Empty';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable } from '../../../components/table/SimpleTable';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { notifySuccess } from '../../../lib/notify';
import type { GoalListParams } from '../api/goal-keys';
import { useGoals } from '../api/get-goals';
import { useGoalChanges } from '../api/save-goal';
import { chinaToday } from '../board/period';
import { goalColumns } from './columns';
import './goals.css';

// The dialog loads when first opened (or pointed at), not with the list.
const GoalModal = lazyNamed(() => import('./GoalModal'), 'GoalModal');

const kindOptions = [{ value: '', label: '全部周期' }, ...Object.entries(GoalPeriodKind).map(([value, label]) => ({ value, label }))];
const scopeOptions = [{ value: '', label: '全部范围' }, ...Object.entries(GoalScope).map(([value, label]) => ({ value, label }))];

export function GoalsPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.RecruitGoals);
  const thisYear = Number(chinaToday().slice(0, 4));
  const [params, setParams] = useState<GoalListParams>({ year: thisYear, page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const goals = useGoals(params);
  const { remove } = useGoalChanges();
  const [modal, setModal] = useState<{ open: boolean; goal?: ReportGoal }>({ open: false });
  const years = [thisYear - 2, thisYear - 1, thisYear, thisYear + 1].map((y) => ({ value: y, label: `${y}年` }));
  const filter = (patch: Partial<GoalListParams>) => setParams((p) => ({ ...p, ...patch, page: 1 }));

  const columns = goalColumns({
    canManage,
    onEdit: (goal) => setModal({ open: true, goal }),
    onPreloadEdit: GoalModal.preload,
    onDelete: (goal) => remove.mutate(goal.id, { onSuccess: () => notifySuccess('招聘目标已删除') }),
  });

  return (
    <section aria-label={title}>
      <PageHeader
        title={title}
        description="按月度、季度或年度为全公司、部门或招聘负责人设置入职、发出Offer和面试目标，完成情况按招聘概览的口径实时统计，并显示在招聘概览的「目标进度」中。"
        extra={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ open: true })} onPointerEnter={GoalModal.preload} onFocus={GoalModal.preload}>
              新建目标
            </Button>
          )
        }
      />
      <Panel>
        <div className="bole-goal-filters" role="group" aria-label="筛选">
          <Select aria-label="年份" value={params.year} options={years} onChange={(year: number) => filter({ year })} style={{ width: 110 }} />
          <Select aria-label="目标周期" value={params.kind ?? ''} options={kindOptions} onChange={(kind: Kind | '') => filter({ kind: kind || undefined })} style={{ width: 120 }} />
          <Select aria-label="目标范围" value={params.scope ?? ''} options={scopeOptions} onChange={(scope: Scope | '') => filter({ scope: scope || undefined })} style={{ width: 130 }} />
        </div>
        {goals.isError ? (
          <InlineAlert type="error" title="招聘目标加载失败，请稍后刷新重试" />
        ) : (
          <SimpleTable<ReportGoal>
            caption={`${params.year}年招聘目标`}
            columns={columns}
            rows={goals.data?.list}
            rowKey={(g) => g.id}
            loading={goals.isFetching}
            minWidth={1080}
            empty={<Empty description={canManage ? `${params.year}年还没有招聘目标，点击右上角「新建目标」添加` : `${params.year}年还没有招聘目标`} style={{ margin: '24px 0' }} />}
          />
        )}
        {goals.data && goals.data.total > (params.pageSize ?? PAGE_SIZE_DEFAULT) && (
          <Pager page={params.page ?? 1} pageSize={params.pageSize ?? PAGE_SIZE_DEFAULT} total={goals.data.total} unit="个目标" onChange={(page) => setParams((p) => ({ ...p, page }))} />
        )}
      </Panel>
      <MountOnOpen open={modal.open}>
        <GoalModal open={modal.open} goal={modal.goal} year={params.year} onClose={() => setModal({ open: false })} />
      </MountOnOpen>
    </section>
  );
}
