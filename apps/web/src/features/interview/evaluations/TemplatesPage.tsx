// /user/template/evaluate 面试评价模板: the company's templates (the default one first). A template
// is a list of items: 维度评分 (1 to its scale), 评语 and one 推荐意见, each optionally required.
// Interviews use the default unless arranged with another; a used template can only be disabled.
import { PlusOutlined } from '@ant-design/icons';
import { evaluationItemTypeLabels, Perm, type EvaluationTemplate } from '@bole/domain';
import { Alert, Button, Popconfirm } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { usePermission } from '../../../api/permission';
import { PageHeader } from '../../../components/page/PageHeader';
import { PageSpin } from '../../../components/page/PageSpin';
import { Panel } from '../../../components/panel/Panel';
import { Tag } from '../../../components/plain/Tag';
import { lazyNamed } from '../../../lib/lazy';
import { notifySuccess } from '../../../lib/notify';
import { formatDateTime } from '../../../lib/time';
import { useDeleteTemplate, useEvaluationTemplates } from './api';
import { toDraft, type Draft } from './template-draft';
import './evaluations.css';

const TemplateEditor = lazyNamed(() => import('./TemplateEditor'), 'TemplateEditor');

function TemplateCard({ t, canEdit, onEdit }: { t: EvaluationTemplate; canEdit: boolean; onEdit: () => void }) {
  const remove = useDeleteTemplate();
  return (
    <Panel
      title={
        <span>
          {t.name} {t.isDefault && <Tag color="blue">默认</Tag>}
          {!t.enabled && <Tag variant="outlined">已停用</Tag>}
        </span>
      }
      extra={
        canEdit && (
          <>
            <Button type="link" onClick={onEdit}>
              编辑
            </Button>
            {!t.isDefault && t.used === 0 && (
              <Popconfirm title={`删除评价模板“${t.name}”？`} okText="删除" cancelText="取消" onConfirm={() => remove.mutateAsync(t.id).then(() => notifySuccess('评价模板已删除'))}>
                <Button type="link" danger>
                  删除
                </Button>
              </Popconfirm>
            )}
          </>
        )
      }
      style={{ marginBottom: 12 }}
    >
      <table className="bole-ev-grid">
        <thead>
          <tr>
            <th scope="col">评价项</th>
            <th scope="col">类型</th>
            <th scope="col">说明</th>
            <th scope="col">必填</th>
          </tr>
        </thead>
        <tbody>
          {t.items.map((i) => (
            <tr key={i.key}>
              <th scope="row">{i.title}</th>
              <td>{i.type === 'score' ? `${evaluationItemTypeLabels.score}（${i.scale}分制）` : evaluationItemTypeLabels[i.type]}</td>
              <td className="bole-ev-muted">{i.hint ?? ''}</td>
              <td>{i.required ? '是' : '否'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="bole-ev-note">
        {t.used > 0 ? `已被${t.used}场面试或评价使用，只能停用不能删除` : '尚未使用'} · 更新于{formatDateTime(t.updatedAt)}
      </p>
    </Panel>
  );
}

export function TemplatesPage({ title }: { title: string }) {
  const canEdit = usePermission(Perm.EvaluationTemplates);
  const { data, isLoading, isError } = useEvaluationTemplates();
  const [editing, setEditing] = useState<Draft | null>(null);
  useEffect(() => {
    document.title = `${title} - 伯乐招聘`;
  }, [title]);
  return (
    <section aria-label={title}>
      <PageHeader
        title={title}
        description="面试官按模板填写评价：维度评分、推荐意见和评语。提交自己的评价前，面试官看不到其他面试官的评分。"
        extra={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(toDraft(null))}>
              新建模板
            </Button>
          )
        }
      />
      {isLoading && <PageSpin tip="正在加载评价模板…" />}
      {isError && <Alert type="error" showIcon title="评价模板加载失败，请稍后刷新重试" />}
      {data?.map((t) => <TemplateCard key={t.id} t={t} canEdit={canEdit} onEdit={() => setEditing(toDraft(t))} />)}
      {editing && (
        <Suspense fallback={null}>
          <TemplateEditor draft={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </section>
  );
}
