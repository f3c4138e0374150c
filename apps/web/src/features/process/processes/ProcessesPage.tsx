// /user/manage/recruitprocess 招聘流程: the company's process templates, each an ordered set of
// stages from the library. Jobs run on the process chosen in the job form, or on the default one.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import { Perm, PROCESSES_MAX, type RecruitProcess } from '@bole/domain';
import { useMemo, useState } from 'react';
import { usePermission } from '../../../api/permission';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { Empty } from '../../../components/plain/Empty';
import { SearchInput } from '../../../components/plain/SearchInput';
import { Skeleton } from '../../../components/plain/Skeleton';
import { SecondaryText } from '../../../components/text/Text';
import { confirmDialog, warningDialog } from '../../../lib/dialogs';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { notifySuccess } from '../../../lib/notify';
import { formatDateTime } from '../../../lib/time';
import { useProcesses } from '../api/get-processes';
import { useStages } from '../api/get-stages';
import { useProcessChanges } from '../api/save-process';
import { LoadFailed } from '../shared/LoadFailed';
import { StageTypeTag } from '../shared/StageTypeTag';
import { startingStageIds } from './process-edit';
import '../process.css';

const ProcessDrawer = lazyNamed(() => import('./ProcessDrawer'), 'ProcessDrawer');
const ProcessJobsDrawer = lazyNamed(() => import('./ProcessJobsDrawer'), 'ProcessJobsDrawer');

function ProcessCard({
  process,
  canManage,
  onEdit,
  onDefault,
  onDelete,
  onJobs,
}: {
  process: RecruitProcess;
  canManage: boolean;
  onEdit: () => void;
  onDefault: () => void;
  onDelete: () => void;
  onJobs: () => void;
}) {
  const title = (
    <span className="bole-process-card-title">
      {process.name}
      {process.isDefault && <Tag color="blue">默认流程</Tag>}
    </span>
  );
  const extra = canManage && (
    <span className="bole-row-actions">
      <Button type="link" size="small" onClick={onEdit} onPointerEnter={ProcessDrawer.preload}>
        编辑
      </Button>
      {!process.isDefault && (
        <Button type="link" size="small" onClick={onDefault}>
          设为默认
        </Button>
      )}
      {process.isDefault ? (
        <Tooltip title="默认招聘流程不能删除，请先把其他流程设为默认">
          <Button type="link" size="small" danger disabled>
            删除
          </Button>
        </Tooltip>
      ) : (
        <Button type="link" size="small" danger onClick={onDelete}>
          删除
        </Button>
      )}
    </span>
  );
  return (
    <Panel title={title} extra={extra} className="bole-process-card" role="article" aria-label={process.name}>
      <ol className="bole-process-steps" aria-label={`${process.name}的阶段`}>
        {process.stages.map((s, i) => (
          <li key={s.id} className={s.enabled ? 'bole-process-step' : 'bole-process-step is-off'}>
            <span className="bole-process-step-index">{i + 1}</span>
            <span className="bole-process-step-name">{s.name}</span>
            <StageTypeTag type={s.type} />
            {!s.enabled && <SecondaryText>（已停用）</SecondaryText>}
          </li>
        ))}
      </ol>
      <div className="bole-process-meta">
        {process.jobCount > 0 && canManage ? (
          <Button type="link" size="small" style={{ padding: 0, fontWeight: 500 }} onClick={onJobs} onPointerEnter={ProcessJobsDrawer.preload}>
            {`${process.jobCount} 个职位使用`}
          </Button>
        ) : (
          <span className="bole-process-jobs">{process.jobCount > 0 ? `${process.jobCount} 个职位使用` : '暂无职位使用'}</span>
        )}
        {process.isDefault && <SecondaryText>未单独选择流程的职位都使用默认流程</SecondaryText>}
        <SecondaryText>更新于 {formatDateTime(process.updatedAt)}</SecondaryText>
      </div>
    </Panel>
  );
}

type Editing = { process?: RecruitProcess } | null;

export function ProcessesPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.RecruitProcesses);
  const processes = useProcesses();
  const stages = useStages();
  const { create, update, remove, makeDefault } = useProcessChanges();
  const [editing, setEditing] = useState<Editing>(null);
  const [jobsOf, setJobsOf] = useState<{ process: RecruitProcess; open: boolean } | null>(null);
  const [keyword, setKeyword] = useState('');
  const list = useMemo(() => processes.data ?? [], [processes.data]);
  const shown = useMemo(() => (keyword.trim() ? list.filter((p) => p.name.includes(keyword.trim())) : list), [list, keyword]);
  const full = list.length >= PROCESSES_MAX;

  const confirmDefault = (process: RecruitProcess) =>
    confirmDialog({
      title: `把「${process.name}」设为默认流程？`,
      content: '未单独设置招聘流程的职位（包括之后新建的职位）将使用该流程。职位中已有的候选人如处于新流程没有的阶段，需要先移动这些候选人。',
      okText: '设为默认',
      onOk: () =>
        makeDefault
          .mutateAsync(process.id)
          .then(() => notifySuccess(`「${process.name}」已设为默认流程`))
          .catch(() => undefined),
    });

  const confirmDelete = (process: RecruitProcess) => {
    if (process.jobCount > 0) {
      warningDialog({
        title: `不能删除「${process.name}」`,
        content: `还有 ${process.jobCount} 个职位使用该流程，请先在职位中更换招聘流程。`,
        okText: '知道了',
      });
      return;
    }
    confirmDialog({
      title: `删除流程「${process.name}」？`,
      content: '删除后不可恢复，流程中的阶段仍保留在招聘阶段中。',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(process.id)
          .then(() => notifySuccess(`已删除流程「${process.name}」`))
          .catch(() => undefined),
    });
  };

  const add = canManage && (
    <Tooltip title={full ? `招聘流程最多${PROCESSES_MAX}个` : undefined}>
      <Button type="primary" icon={<PlusOutlined />} disabled={full || !stages.data} onClick={() => setEditing({})} onPointerEnter={ProcessDrawer.preload}>
        新建流程
      </Button>
    </Tooltip>
  );
  const failed = (processes.isError && !processes.data) || (stages.isError && !stages.data);

  return (
    <section aria-label={title}>
      <PageHeader title={title} description="招聘流程由「招聘阶段」中的阶段按顺序组成，职位可在职位设置中选择流程；未选择的职位使用默认流程。" extra={add} />
      {failed ? (
        <Panel>
          <LoadFailed
            title="招聘流程加载失败"
            onRetry={() => {
              void processes.refetch();
              void stages.refetch();
            }}
          />
        </Panel>
      ) : !processes.data ? (
        <Panel>
          <Skeleton title rows={6} />
        </Panel>
      ) : (
        <>
          <div className="bole-process-toolbar">
            <SearchInput label="搜索流程" placeholder="输入流程名称" onChange={setKeyword} style={{ width: 260 }} />
            <SecondaryText>共 {list.length} 个流程</SecondaryText>
          </div>
          {shown.map((p) => (
            <ProcessCard
              key={p.id}
              process={p}
              canManage={canManage}
              onEdit={() => setEditing({ process: p })}
              onDefault={() => confirmDefault(p)}
              onDelete={() => confirmDelete(p)}
              onJobs={() => setJobsOf({ process: p, open: true })}
            />
          ))}
          {shown.length === 0 && (
            <Panel>
              <Empty description={keyword.trim() ? '没有名称包含该关键词的流程' : '还没有招聘流程'} style={{ margin: '24px 0' }}>
                {!keyword.trim() && add}
              </Empty>
            </Panel>
          )}
        </>
      )}
      <MountOnOpen open={editing !== null}>
        {editing && stages.data && (
          <ProcessDrawer
            key={editing.process?.id ?? 'new'}
            process={editing.process}
            library={stages.data}
            start={startingStageIds(list)}
            onClose={() => setEditing(null)}
            onSave={(body) =>
              editing.process
                ? update.mutateAsync({ id: editing.process.id, body }).then(() => notifySuccess('流程已保存'))
                : create.mutateAsync(body).then(() => notifySuccess(`已新建流程「${body.name}」`))
            }
          />
        )}
      </MountOnOpen>
      {jobsOf && (
        <MountOnOpen open={jobsOf.open}>
          <ProcessJobsDrawer key={jobsOf.process.id} process={jobsOf.process} open={jobsOf.open} onClose={() => setJobsOf({ ...jobsOf, open: false })} />
        </MountOnOpen>
      )}
    </section>
  );
}
