// /user/manage/recruitstage 招聘阶段: the company's stage library, from which process templates are
// built. Each stage has a type, the actions recruiters get on its candidates and a switch; the
// first screening and interview stages are required and stay on.
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Switch, Tag, Tooltip } from 'antd';
import { Perm, STAGES_MAX, stageActionLabels, StageType, stageTypeLabels, type RecruitStage } from '@bole/domain';
import { useMemo, useState } from 'react';
import { usePermission } from '../../../api/permission';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { Empty } from '../../../components/plain/Empty';
import { Segmented } from '../../../components/plain/Segmented';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { SecondaryText } from '../../../components/text/Text';
import { confirmDialog, warningDialog } from '../../../lib/dialogs';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { notifySuccess } from '../../../lib/notify';
import { useStages } from '../api/get-stages';
import { useStageChanges } from '../api/save-stage';
import { LoadFailed } from '../shared/LoadFailed';
import { moveInOrder } from '../shared/stage-rules';
import { StageTypeTag } from '../shared/StageTypeTag';
import '../process.css';

const StageModal = lazyNamed(() => import('./StageModal'), 'StageModal');

const LOCKED_HINT = '初筛和面试类型的第一个阶段是必需的，不能停用或删除';
type Filter = StageType | 0;
const FILTERS: { value: Filter; label: string }[] = [{ value: 0, label: '全部' }, ...Object.values(StageType).map((t) => ({ value: t, label: stageTypeLabels[t] }))];

function usage(stage: RecruitStage) {
  const parts = [stage.processCount > 0 ? `${stage.processCount} 个流程` : null, stage.candidateCount > 0 ? `${stage.candidateCount} 位候选人` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : <SecondaryText>未使用</SecondaryText>;
}

export function StagesPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.RecruitStages);
  const { data, isLoading, isError, refetch } = useStages();
  const { create, update, remove, reorder } = useStageChanges();
  const [editing, setEditing] = useState<{ stage?: RecruitStage } | null>(null);
  const [filter, setFilter] = useState<Filter>(0);
  const all = useMemo(() => data ?? [], [data]);
  const rows = useMemo(() => (filter === 0 ? all : all.filter((s) => s.type === filter)), [all, filter]);
  const full = all.length >= STAGES_MAX;

  const move = (stage: RecruitStage, by: -1 | 1) =>
    reorder.mutate(
      moveInOrder(
        all.map((s) => s.id),
        rows.map((s) => s.id),
        stage.id,
        by,
      ),
    );

  const toggle = (stage: RecruitStage, enabled: boolean) =>
    update.mutate(
      { id: stage.id, body: { enabled }, silent: false },
      { onSuccess: () => notifySuccess(enabled ? `已启用「${stage.name}」` : `已停用「${stage.name}」，新的流程中不能再选择该阶段`) },
    );

  const confirmDelete = (stage: RecruitStage) => {
    if (stage.candidateCount > 0) {
      warningDialog({
        title: `不能删除「${stage.name}」`,
        content: `该阶段中还有 ${stage.candidateCount} 位候选人，请先在招聘流程管理中把他们移到其他阶段，或改为停用该阶段。`,
        okText: '知道了',
      });
      return;
    }
    confirmDialog({
      title: `删除阶段「${stage.name}」？`,
      content: stage.processCount > 0 ? `有 ${stage.processCount} 个招聘流程使用该阶段，删除后这些流程中不再有该阶段。删除后不可恢复。` : '删除后不可恢复。如只是暂时不用，可以改为停用。',
      okText: '删除',
      okButtonProps: { danger: true },
      // The server's refusal (someone moved a candidate in meanwhile) shows as its message.
      onOk: () =>
        remove
          .mutateAsync(stage.id)
          .then(() => notifySuccess(`已删除阶段「${stage.name}」`))
          .catch(() => undefined),
    });
  };

  const columns: Column<RecruitStage>[] = [
    { key: 'index', title: '序号', width: 64, render: (s) => all.indexOf(s) + 1 },
    {
      key: 'name',
      title: '阶段名称',
      width: 180,
      render: (s) => (
        <span className={s.enabled ? 'bole-stage-name' : 'bole-stage-name bole-stage-off'}>
          {s.name}
          {s.locked && (
            <Tooltip title={LOCKED_HINT}>
              <Tag className="bole-stage-flag">必需</Tag>
            </Tooltip>
          )}
          {!s.enabled && <Tag className="bole-stage-flag">已停用</Tag>}
        </span>
      ),
    },
    { key: 'type', title: '阶段类型', width: 110, render: (s) => <StageTypeTag type={s.type} /> },
    {
      key: 'actions',
      title: '阶段操作',
      render: (s) => (s.actions.length > 0 ? <span className="bole-stage-action-list">{s.actions.map((a) => stageActionLabels[a]).join('、')}</span> : <SecondaryText>无</SecondaryText>),
    },
    { key: 'usage', title: '使用情况', width: 200, render: usage },
    {
      key: 'enabled',
      title: '启用',
      width: 80,
      render: (s) => (
        <Tooltip title={s.locked ? LOCKED_HINT : undefined}>
          <Switch size="small" checked={s.enabled} disabled={!canManage || s.locked} aria-label={`启用「${s.name}」`} onChange={(on) => toggle(s, on)} />
        </Tooltip>
      ),
    },
  ];
  if (canManage) {
    columns.push({
      key: 'ops',
      title: '操作',
      width: 190,
      render: (s) => {
        const i = rows.indexOf(s);
        return (
          <span className="bole-row-actions">
            <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={`上移「${s.name}」`} disabled={i === 0 || reorder.isPending} onClick={() => move(s, -1)} />
            <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={`下移「${s.name}」`} disabled={i === rows.length - 1 || reorder.isPending} onClick={() => move(s, 1)} />
            <Button type="link" size="small" onClick={() => setEditing({ stage: s })} onPointerEnter={StageModal.preload}>
              编辑
            </Button>
            {s.locked ? (
              <Tooltip title={LOCKED_HINT}>
                <Button type="link" size="small" danger disabled>
                  删除
                </Button>
              </Tooltip>
            ) : (
              <Button type="link" size="small" danger onClick={() => confirmDelete(s)}>
                删除
              </Button>
            )}
          </span>
        );
      },
    });
  }

  const add = canManage && (
    <Tooltip title={full ? `招聘阶段最多${STAGES_MAX}个` : undefined}>
      <Button type="primary" icon={<PlusOutlined />} disabled={full} onClick={() => setEditing({})} onPointerEnter={StageModal.preload}>
        新增阶段
      </Button>
    </Tooltip>
  );

  return (
    <section aria-label={title}>
      <PageHeader
        title={title}
        description="公司的阶段库：招聘流程由这里的阶段组成。阶段类型决定候选人在该阶段时可以执行的操作；停用的阶段不能再加入流程，已在使用的流程中不再显示。"
        extra={add}
      />
      <Panel>
        {isError && !data ? (
          <LoadFailed title="招聘阶段加载失败" onRetry={() => void refetch()} />
        ) : (
          <>
            <div className="bole-process-toolbar">
              <Segmented aria-label="阶段类型" options={FILTERS} value={filter} onChange={setFilter} />
              <SecondaryText>{data ? `共 ${all.length} 个阶段，排在前面的阶段在选择时靠前` : ''}</SecondaryText>
            </div>
            <SimpleTable<RecruitStage>
              caption="招聘阶段"
              columns={columns}
              rows={data ? rows : undefined}
              rowKey={(s) => s.id}
              loading={isLoading || reorder.isPending}
              minWidth={1000}
              empty={<Empty description={filter === 0 ? '还没有招聘阶段' : `还没有「${stageTypeLabels[filter]}」类型的阶段`} style={{ margin: '24px 0' }}>{add}</Empty>}
            />
          </>
        )}
      </Panel>
      <MountOnOpen open={editing !== null}>
        {editing && (
          <StageModal
            stage={editing.stage}
            onClose={() => setEditing(null)}
            onSave={({ name, type, actions }) =>
              editing.stage
                ? update.mutateAsync({ id: editing.stage.id, body: { name, actions } }).then(() => notifySuccess('阶段已保存'))
                : create.mutateAsync({ name, type, actions }).then(() => notifySuccess(`已新增阶段「${name}」`))
            }
          />
        )}
      </MountOnOpen>
    </section>
  );
}
