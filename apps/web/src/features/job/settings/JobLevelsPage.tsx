// /user/manage/joblevel 职级设置: the company's job levels in its own order (a job's 职级).
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Perm, type JobLevel } from '@bole/domain';
import { useState } from 'react';
import { usePermission } from '../../../api/permission';
import { Empty } from '../../../components/plain/Empty';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { SecondaryText } from '../../../components/text/Text';
import { confirmDialog } from '../../../lib/dialogs';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { notifySuccess } from '../../../lib/notify';
import { useJobLevels } from '../api/get-job-levels';
import { useJobLevelChanges } from '../api/save-job-level';
import '../job.css';

const LevelModal = lazyNamed(() => import('./LevelModal'), 'LevelModal');

export function JobLevelsPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.JobLevels);
  const { data: levels, isLoading } = useJobLevels();
  const { create, update, remove, reorder } = useJobLevelChanges();
  const [editing, setEditing] = useState<{ level?: JobLevel } | null>(null);
  const rows = levels ?? [];

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((l) => l.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids);
  };

  const confirmDelete = (level: JobLevel) =>
    confirmDialog({
      title: `删除职级「${level.name}」？`,
      content: level.jobCount > 0 ? `还有 ${level.jobCount} 个职位使用该职级，请先修改这些职位的职级。` : '删除后不可恢复。',
      okText: '删除',
      okButtonProps: { danger: true, disabled: level.jobCount > 0 },
      onOk: () =>
        remove
          .mutateAsync(level.id)
          .then(() => notifySuccess('职级已删除'))
          .catch(() => undefined),
    });

  const columns: Column<JobLevel>[] = [
    { key: 'name', title: '职级名称', width: 180, render: (l) => <strong>{l.name}</strong> },
    { key: 'description', title: '说明', render: (l) => l.description ?? <SecondaryText>-</SecondaryText> },
    { key: 'jobs', title: '使用的职位', width: 110, render: (l) => (l.jobCount > 0 ? `${l.jobCount} 个` : <SecondaryText>暂无</SecondaryText>) },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      title: '操作',
      width: 200,
      render: (l) => {
        const i = rows.indexOf(l);
        return (
          <span className="bole-row-actions">
            <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={`上移「${l.name}」`} disabled={i === 0 || reorder.isPending} onClick={() => move(i, -1)} />
            <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={`下移「${l.name}」`} disabled={i === rows.length - 1 || reorder.isPending} onClick={() => move(i, 1)} />
            <Button type="link" size="small" onClick={() => setEditing({ level: l })}>
              编辑
            </Button>
            <Button type="link" size="small" danger onClick={() => confirmDelete(l)}>
              删除
            </Button>
          </span>
        );
      },
    });
  }

  const add = canManage && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} onPointerEnter={LevelModal.preload}>
      新增职级
    </Button>
  );

  return (
    <section aria-label={title}>
      <PageHeader title={title} description="设置公司的职级体系，如 P5-P9、M1-M4。新建职位时可选择一个或多个职级；排在前面的职级在选择时靠前。" extra={add} />
      <Panel>
        <SimpleTable<JobLevel>
          caption="职级"
          columns={columns}
          rows={levels}
          rowKey={(l) => l.id}
          loading={isLoading}
          empty={<Empty description="还没有职级" style={{ margin: '24px 0' }}>{add}</Empty>}
        />
      </Panel>
      <MountOnOpen open={editing !== null}>
        {editing && (
          <LevelModal
            level={editing.level}
            onClose={() => setEditing(null)}
            onSave={(body) =>
              editing.level
                ? update.mutateAsync({ id: editing.level.id, body }).then(() => notifySuccess('职级已保存'))
                : create.mutateAsync(body).then(() => notifySuccess('职级已添加'))
            }
          />
        )}
      </MountOnOpen>
    </section>
  );
}
