// /user/manage/jobfield 职位字段: the company's own job fields beside the form's fixed ones.
// Custom fields are filled in 其他信息 of the job form and shown in the job's details.
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Switch } from 'antd';
import { codeLabel, customFieldTypeLabels, datePrecisionLabels, fieldDictionaryLabels, Perm, SYSTEM_JOB_SECTIONS, type CustomField } from '@bole/domain';
import { useState } from 'react';
import { usePermission } from '../../../api/permission';
import { Empty } from '../../../components/plain/Empty';
import { Tag } from '../../../components/plain/Tag';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { SecondaryText } from '../../../components/text/Text';
import { confirmDialog } from '../../../lib/dialogs';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { notifySuccess } from '../../../lib/notify';
import { useJobFields } from '../api/get-job-fields';
import { getJobFieldUsage, useJobFieldChanges } from '../api/save-job-field';
import '../job.css';

const JobFieldDrawer = lazyNamed(() => import('./JobFieldDrawer'), 'JobFieldDrawer');

/** What the type column adds after the type: the option count, the precision or the dictionary. */
function typeDetail(f: CustomField): string {
  if (f.options.length > 0) return `${f.options.length}个选项`;
  if (f.datePrecision) return codeLabel(datePrecisionLabels, f.datePrecision);
  if (f.dictionary) return codeLabel(fieldDictionaryLabels, f.dictionary);
  return '';
}

export function JobFieldsPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.JobFields);
  const { data: fields, isLoading } = useJobFields();
  const { update, remove, reorder } = useJobFieldChanges();
  const [editing, setEditing] = useState<{ field?: CustomField } | null>(null);
  const rows = fields ?? [];

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((f) => f.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids);
  };

  const toggle = (field: CustomField, enabled: boolean) =>
    update.mutate({ id: field.id, body: { enabled }, silent: false }, { onSuccess: () => notifySuccess(enabled ? `已启用「${field.name}」` : `已停用「${field.name}」，职位上已填的内容会保留`) });

  const confirmDelete = async (field: CustomField) => {
    const { jobCount } = await getJobFieldUsage(field.id);
    confirmDialog({
      title: `删除字段「${field.name}」？`,
      content:
        jobCount > 0
          ? `已有 ${jobCount} 个职位填写了该字段，删除后这些内容将一并清除，且无法恢复。如只是暂时不用，建议改为停用：停用后职位上的内容会保留。`
          : '还没有职位填写该字段，删除后不可恢复。',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(field.id)
          .then(({ jobCount: cleared }) => notifySuccess(cleared > 0 ? `字段已删除，已从 ${cleared} 个职位中清除` : '字段已删除'))
          .catch(() => undefined),
    });
  };

  const columns: Column<CustomField>[] = [
    {
      key: 'name',
      title: '字段名称',
      render: (f) => (
        <div>
          <span className={f.enabled ? 'bole-job-field-name' : 'bole-job-field-name bole-job-muted'}>{f.name}</span>
          {f.required && <Tag color="gold">必填</Tag>}
          {!f.enabled && <Tag>已停用</Tag>}
          {f.help && <div className="bole-job-muted bole-job-field-help">{f.help}</div>}
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
          {typeDetail(f) && <SecondaryText> · {typeDetail(f)}</SecondaryText>}
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
            <Button type="link" size="small" onClick={() => setEditing({ field: f })} onPointerEnter={JobFieldDrawer.preload}>
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
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} onPointerEnter={JobFieldDrawer.preload}>
      新增字段
    </Button>
  );

  return (
    <section aria-label={title}>
      <PageHeader title={title} description="在系统字段之外，为职位添加公司需要的信息，如外派国家、驻外补贴、项目名称。自定义字段在新建和编辑职位时的「其他信息」中填写。" extra={add} />
      <div className="bole-job-fields-layout">
        <Panel title="自定义字段">
          <SimpleTable<CustomField>
            caption="自定义字段"
            columns={columns}
            rows={fields}
            rowKey={(f) => f.id}
            loading={isLoading}
            empty={<Empty description="还没有自定义字段，添加后招聘团队就能在职位中统一填写">{add}</Empty>}
          />
          {rows.length > 0 && (
            <div className="bole-job-muted bole-job-table-foot">
              共 {rows.length} 个字段，{rows.filter((f) => f.enabled).length} 个启用中。排在前面的字段在表单中靠前显示。
            </div>
          )}
        </Panel>
        <Panel title="系统字段" className="bole-job-system-fields">
          <p className="bole-job-muted">每个职位都有的内容，由系统统一维护，不能修改或删除。</p>
          {SYSTEM_JOB_SECTIONS.map((section) => (
            <div key={section.title}>
              <h3>{section.title}</h3>
              <ul>
                {section.fields.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </div>
          ))}
        </Panel>
      </div>
      <MountOnOpen open={editing !== null}>{editing && <JobFieldDrawer field={editing.field} onClose={() => setEditing(null)} />}</MountOnOpen>
    </section>
  );
}
