// /user/manage/jobtype 职位类别: the company's categories and the classifications under each (a
// job's 职位类别 and 职位分类). A node jobs are filed under is renamed rather than deleted.
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Perm, type JobTypeNode } from '@bole/domain';
import { useState } from 'react';
import { usePermission } from '../../../api/permission';
import { Empty } from '../../../components/plain/Empty';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { confirmDialog } from '../../../lib/dialogs';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { notifySuccess } from '../../../lib/notify';
import { useJobTypes } from '../api/get-job-types';
import { useJobTypeChanges } from '../api/save-job-type';
import type { TypeNameTarget } from './TypeNameModal';
import '../job.css';

const TypeNameModal = lazyNamed(() => import('./TypeNameModal'), 'TypeNameModal');

type RowProps = { node: JobTypeNode; siblings: JobTypeNode[]; canManage: boolean; onName: (t: TypeNameTarget) => void };

function TypeRow({ node, siblings, canManage, onName }: RowProps) {
  const { remove, reorder } = useJobTypeChanges();
  const isCategory = node.parentId === null;
  const index = siblings.indexOf(node);
  const move = (by: -1 | 1) => {
    const ids = siblings.map((s) => s.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate({ parentId: node.parentId ?? undefined, ids });
  };
  const confirmDelete = () =>
    confirmDialog({
      title: `删除${isCategory ? '类别' : '分类'}「${node.name}」？`,
      content: node.jobCount > 0 ? `还有 ${node.jobCount} 个职位属于它，请先修改这些职位的类别。` : '删除后不可恢复。',
      okText: '删除',
      okButtonProps: { danger: true, disabled: node.jobCount > 0 },
      onOk: () =>
        remove
          .mutateAsync(node.id)
          .then(() => notifySuccess('已删除'))
          .catch(() => undefined),
    });
  return (
    <div className={isCategory ? 'bole-type-row is-category' : 'bole-type-row'}>
      <span className="bole-type-name">{node.name}</span>
      <span className="bole-job-muted bole-type-count">{node.jobCount > 0 ? `${node.jobCount} 个职位` : '暂无职位'}</span>
      {canManage && (
        <span className="bole-row-actions">
          {isCategory && (
            <Button type="link" size="small" onClick={() => onName({ kind: 'classify', parentId: node.id, parentName: node.name })}>
              添加分类
            </Button>
          )}
          <Button type="link" size="small" onClick={() => onName({ kind: 'rename', id: node.id, name: node.name, isCategory })}>
            重命名
          </Button>
          <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={`上移「${node.name}」`} disabled={index === 0 || reorder.isPending} onClick={() => move(-1)} />
          <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={`下移「${node.name}」`} disabled={index === siblings.length - 1 || reorder.isPending} onClick={() => move(1)} />
          <Button type="link" size="small" danger onClick={confirmDelete} disabled={node.children.length > 0} title={node.children.length > 0 ? '请先删除其下的分类' : undefined}>
            删除
          </Button>
        </span>
      )}
    </div>
  );
}

export function JobTypesPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.JobTypes);
  const { data: tree, isLoading } = useJobTypes();
  const { create, rename } = useJobTypeChanges();
  const [naming, setNaming] = useState<TypeNameTarget | null>(null);

  const save = (name: string) => {
    if (!naming) return Promise.resolve();
    if (naming.kind === 'rename') return rename.mutateAsync({ id: naming.id, name }).then(() => notifySuccess('已重命名'));
    return create.mutateAsync({ name, parentId: naming.kind === 'classify' ? naming.parentId : undefined }).then(() => notifySuccess(naming.kind === 'classify' ? '分类已添加' : '类别已添加'));
  };

  const add = canManage && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setNaming({ kind: 'category' })} onPointerEnter={TypeNameModal.preload}>
      添加类别
    </Button>
  );
  const nodes = tree ?? [];

  return (
    <section aria-label={title}>
      <PageHeader title={title} description="按公司的岗位体系设置职位类别，每个类别下可再分细类，如「技术」下的「后端开发」「测试」。新建职位时选择类别，便于按类别统计和筛选。" extra={add} />
      <Panel>
        {isLoading && <div className="bole-job-muted">加载中…</div>}
        {tree && nodes.length === 0 && (
          <Empty description="还没有职位类别" style={{ margin: '32px 0' }}>
            {add}
          </Empty>
        )}
        <div className="bole-type-tree" role="list" aria-label="职位类别">
          {nodes.map((category) => (
            <div key={category.id} role="listitem" className="bole-type-group">
              <TypeRow node={category} siblings={nodes} canManage={canManage} onName={setNaming} />
              {category.children.map((child) => (
                <TypeRow key={child.id} node={child} siblings={category.children} canManage={canManage} onName={setNaming} />
              ))}
            </div>
          ))}
        </div>
      </Panel>
      <MountOnOpen open={naming !== null}>{naming && <TypeNameModal target={naming} onSave={save} onClose={() => setNaming(null)} />}</MountOnOpen>
    </section>
  );
}
