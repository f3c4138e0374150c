// /user/manage/tag 标签管理: the company's candidate tags (name, colour, order) and how many
// resumes carry each; recruiters pick from them on resumes and filter the talent pool by them.
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Perm, type CandidateTag } from '@bole/domain';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { usePermission } from '../../../api/permission';
import { PageHeader } from '../../../components/page/PageHeader';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteTag } from '../api/delete-tag';
import { useTags } from '../api/get-tags';
import { EmptyState } from '../shared/EmptyState';
import { ErrorPanel } from '../shared/ErrorPanel';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import '../shared/table.css';
import { TagChip } from '../shared/TagChip';
import '../resume.css';
import { confirmDialog } from '../../../lib/dialogs';

const TagModal = lazy(() => import('./TagModal'));

export function TagManagePage({ title }: { title: string }) {
  const canManage = usePermission(Perm.Tags);
  const { data: tags, isLoading, isError, refetch, isFetching } = useTags();
  const remove = useDeleteTag();
  const [editing, setEditing] = useState<{ tag?: CandidateTag } | null>(null);

  const confirmDelete = (tag: CandidateTag) =>
    confirmDialog({
      title: `删除标签「${tag.name}」？`,
      content: tag.resumeCount > 0 ? `已有 ${tag.resumeCount} 份简历使用该标签，删除后这些简历上的该标签将一并移除。` : '该标签暂未被简历使用。',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(tag.id).then(() => notifySuccess('标签已删除')).catch(() => undefined),
    });

  const columns: Column<CandidateTag>[] = [
    { key: 'name', title: '标签', render: (t) => <TagChip name={t.name} color={t.color} /> },
    { key: 'color', title: '颜色', width: 140, render: (t) => <span className="bole-color-cell">{t.color ? <><span className="bole-dot" style={{ background: t.color }} />{t.color.toUpperCase()}</> : <span className="bole-muted">默认</span>}</span> },
    {
      key: 'count',
      title: '使用中的简历',
      width: 140,
      align: 'right',
      render: (t) => (t.resumeCount > 0 ? <Link to={`/resume/list/company?tagIds=${t.id}`}>{t.resumeCount} 份</Link> : <span className="bole-muted">0 份</span>),
    },
    { key: 'sort', title: '排序', width: 90, align: 'right', render: (t) => t.sort },
    {
      key: 'actions',
      title: '操作',
      width: 140,
      render: (t) =>
        canManage && (
          <span className="bole-row-actions">
            <Button type="link" size="small" onClick={() => setEditing({ tag: t })}>
              编辑
            </Button>
            <Button type="link" size="small" danger onClick={() => confirmDelete(t)}>
              删除
            </Button>
          </span>
        ),
    },
  ];

  return (
    <section aria-label={title}>
      <PageHeader
        title={title}
        description="为候选人打上统一的标签（如：高潜人才、已面试、回流员工），便于在人才库中筛选和盘点。排序数字越小越靠前。"
        extra={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新建标签
            </Button>
          )
        }
      />
      <div className="bole-pool-panel">
        {isError && !tags ? (
          <ErrorPanel title="标签加载失败" onRetry={() => void refetch()} />
        ) : (
          <SimpleTable
            caption="标签列表"
            columns={columns}
            rows={tags}
            rowKey={(t) => t.id}
            loading={isLoading || isFetching}
            empty={<EmptyState kind="folder" title="还没有标签" description="新建几个常用标签，招聘团队就能统一地给候选人分类" actions={canManage && <Button type="primary" onClick={() => setEditing({})}>新建标签</Button>} />}
          />
        )}
        {tags && tags.length > 0 && <div className="bole-table-foot bole-muted">共 {tags.length} 个标签</div>}
      </div>
      {editing && (
        <Suspense fallback={null}>
          <TagModal tag={editing.tag} nextSort={(tags?.length ?? 0) + 1} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </section>
  );
}
