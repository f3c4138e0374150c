// /user/manage/resumefield 简历字段: the company's own resume fields beside the fixed sections.
// Custom fields show in 其他信息 on the resume detail page and in the new-resume drawer.
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Switch, Tag } from 'antd';
import { codeLabel, customFieldTypeLabels, datePrecisionLabels, fieldDictionaryLabels, Perm, type ResumeField } from '@bole/domain';
import { lazy, Suspense, useState } from 'react';
import { usePermission } from '../../../api/permission';
import { PageHeader } from '../../../components/page/PageHeader';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { confirmDialog } from '../../../lib/dialogs';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteResumeField } from '../api/delete-resume-field';
import { getResumeFieldUsage } from '../api/get-resume-field-usage';
import { useResumeFields } from '../api/get-resume-fields';
import { useReorderResumeFields } from '../api/reorder-resume-fields';
import { useUpdateResumeField } from '../api/update-resume-field';
import { EmptyState } from '../shared/EmptyState';
import { ErrorPanel } from '../shared/ErrorPanel';
import { SystemSections } from './SystemSections';
import '../resume.css';
import './fields.css';

const FieldDrawer = lazy(() => import('./ResumeFieldDrawer'));

/** What the type column adds after the type: the option count, the precision or the dictionary. */
function typeDetail(f: ResumeField): string {
  if (f.options.length > 0) return `${f.options.length}个选项`;
  if (f.datePrecision) return codeLabel(datePrecisionLabels, f.datePrecision);
  if (f.dictionary) return codeLabel(fieldDictionaryLabels, f.dictionary);
  return '';
}

export function ResumeFieldsPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.ResumeFields);
  const { data: fields, isLoading, isFetching, isError, refetch } = useResumeFields();
  const update = useUpdateResumeField();
  const remove = useDeleteResumeField();
  const reorder = useReorderResumeFields();
  const [editing, setEditing] = useState<{ field?: ResumeField } | null>(null);
  const rows = fields ?? [];

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((f) => f.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids);
  };

  const toggle = (field: ResumeField, enabled: boolean) =>
    update.mutate({ id: field.id, body: { enabled }, silent: false }, { onSuccess: () => notifySuccess(enabled ? `已启用「${field.name}」` : `已停用「${field.name}」，简历上已填的内容会保留`) });

  const confirmDelete = async (field: ResumeField) => {
    const { resumeCount } = await getResumeFieldUsage(field.id);
    confirmDialog({
      title: `删除字段「${field.name}」？`,
      content:
        resumeCount > 0
          ? `已有 ${resumeCount} 份简历填写了该字段，删除后这些内容将一并清除，且无法恢复。如只是暂时不用，建议改为停用：停用后简历上的内容会保留。`
          : '还没有简历填写该字段，删除后不可恢复。',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(field.id)
          .then(({ resumeCount: cleared }) => notifySuccess(cleared > 0 ? `字段已删除，已从 ${cleared} 份简历中清除` : '字段已删除'))
          .catch(() => undefined),
    });
  };

  const columns: Column<ResumeField>[] = [
    {
      key: 'name',
      title: '字段名称',
      render: (f) => (
        <div>
          <span className={f.enabled ? 'bole-field-name' : 'bole-field-name bole-muted'}>{f.name}</span>
          {f.required && <Tag color="orange">必填</Tag>}
          {!f.enabled && <Tag>已停用</Tag>}
          {f.help && <div className="bole-muted bole-field-help-line">{f.help}</div>}
        </div>
      ),
    },
    {
      key: 'type',
      title: '类型',
      width: 200,
      render: (f) => (
        <span>
          {customFieldTypeLabels[f.type]}
          {typeDetail(f) && <span className="bole-muted"> · {typeDetail(f)}</span>}
        </span>
      ),
    },
    { key: 'enabled', title: '启用', width: 80, render: (f) => <Switch size="small" checked={f.enabled} disabled={!canManage} aria-label={`启用「${f.name}」`} onChange={(on) => toggle(f, on)} /> },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      title: '操作',
      width: 200,
      render: (f) => {
        const i = rows.indexOf(f);
        return (
          <span className="bole-row-actions">
            <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={`上移「${f.name}」`} disabled={i === 0 || reorder.isPending} onClick={() => move(i, -1)} />
            <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={`下移「${f.name}」`} disabled={i === rows.length - 1 || reorder.isPending} onClick={() => move(i, 1)} />
            <Button type="link" size="small" onClick={() => setEditing({ field: f })}>
              编辑
            </Button>
            <Button type="link" size="small" danger onClick={() => void confirmDelete(f)}>
              删除
            </Button>
          </span>
        );
      },
    });
  }

  const add = canManage && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
      新增字段
    </Button>
  );

  return (
    <section aria-label={title}>
      <PageHeader
        title={title}
        description="在系统字段之外，为简历添加公司需要的信息，如政治面貌、可到岗日期、紧急联系人。自定义字段显示在简历详情的「其他信息」中，新建简历时也可填写。"
        extra={add}
      />
      <div className="bole-fields-layout">
        <div className="bole-pool-panel">
          <h2 className="bole-fields-title">自定义字段</h2>
          {isError && !fields ? (
            <ErrorPanel title="简历字段加载失败" onRetry={() => void refetch()} />
          ) : (
            <SimpleTable
              caption="自定义字段"
              columns={columns}
              rows={fields}
              rowKey={(f) => f.id}
              loading={isLoading || isFetching}
              empty={<EmptyState kind="folder" title="还没有自定义字段" description="添加公司需要的简历信息，招聘团队就能统一填写和查看" actions={add} />}
            />
          )}
          {rows.length > 0 && (
            <div className="bole-table-foot bole-muted">
              共 {rows.length} 个字段，{rows.filter((f) => f.enabled).length} 个启用中。排在前面的字段在简历中靠前显示。
            </div>
          )}
        </div>
        <SystemSections />
      </div>
      {editing && (
        <Suspense fallback={null}>
          <FieldDrawer field={editing.field} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </section>
  );
}
