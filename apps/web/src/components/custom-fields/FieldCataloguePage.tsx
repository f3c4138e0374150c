// The settings page of a record kind's custom fields (简历字段, 职位字段, 招聘需求字段, Offer字段): the company's
// fields with 启用, reordering, 编辑 and 删除 (naming how many records lose a value), beside the
// kind's fixed system fields. The kind injects its endpoints, nouns and field drawer.
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Switch } from 'antd';
import { codeLabel, customFieldTypeLabels, datePrecisionLabels, fieldDictionaryLabels, type CustomField, type SystemSection } from '@bole/domain';
import { useState, type ReactNode } from 'react';
import { confirmDialog } from '../../lib/dialogs';
import { notifySuccess } from '../../lib/notify';
import { PageHeader } from '../page/PageHeader';
import { Panel } from '../panel/Panel';
import { Empty } from '../plain/Empty';
import { Tag } from '../plain/Tag';
import { SimpleTable, type Column } from '../table/SimpleTable';
import './field-catalogue.css';

/** What the page does with the kind's fields; each answers once the server has. */
export type FieldCatalogueActions = {
  setEnabled: (id: number, enabled: boolean) => Promise<unknown>;
  reorder: (ids: number[]) => void;
  reordering: boolean;
  /** How many records hold a value of the field. */
  usage: (id: number) => Promise<number>;
  /** Deletes the field; answers how many records lost their value. */
  remove: (id: number) => Promise<number>;
};

type Props = {
  title: string;
  description: string;
  /** 简历, 职位, 招聘需求. */
  recordNoun: string;
  /** 7 份简历, 3 个职位. */
  countOf: (n: number) => string;
  /** 每份简历, 每个职位. */
  every: string;
  emptyHint: string;
  canManage: boolean;
  fields: CustomField[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  actions: FieldCatalogueActions;
  systemSections: readonly SystemSection[];
  /** What the 系统字段 panel says of them (by default: fixed, neither changed nor deleted). */
  systemNote?: string;
  /** Shown between the header and the fields, e.g. the kind's switches for its system fields (Offer字段). */
  before?: ReactNode;
  /** The kind's 新增字段 / 编辑字段 drawer. */
  renderDrawer: (field: CustomField | undefined, onClose: () => void) => ReactNode;
  preloadDrawer?: () => void;
};

/** What the type column adds after the type: the option count, the precision or the dictionary. */
function typeDetail(f: CustomField): string {
  if (f.options.length > 0) return `${f.options.length}个选项`;
  if (f.datePrecision) return codeLabel(datePrecisionLabels, f.datePrecision);
  if (f.dictionary) return codeLabel(fieldDictionaryLabels, f.dictionary);
  return '';
}

export function FieldCataloguePage(props: Props) {
  const { title, description, recordNoun, countOf, emptyHint, canManage, fields, actions, renderDrawer, preloadDrawer } = props;
  const [editing, setEditing] = useState<{ field?: CustomField } | null>(null);
  const rows = fields ?? [];

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((f) => f.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    actions.reorder(ids);
  };

  const toggle = (field: CustomField, enabled: boolean) =>
    actions
      .setEnabled(field.id, enabled)
      .then(() => notifySuccess(enabled ? `已启用「${field.name}」` : `已停用「${field.name}」，${recordNoun}上已填的内容会保留`))
      .catch(() => undefined);

  const confirmDelete = async (field: CustomField) => {
    const count = await actions.usage(field.id);
    confirmDialog({
      title: `删除字段「${field.name}」？`,
      content:
        count > 0
          ? `已有 ${countOf(count)}填写了该字段，删除后这些内容将一并清除，且无法恢复。如只是暂时不用，建议改为停用：停用后${recordNoun}上的内容会保留。`
          : `还没有${recordNoun}填写该字段，删除后不可恢复。`,
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: () =>
        actions
          .remove(field.id)
          .then((cleared) => notifySuccess(cleared > 0 ? `字段已删除，已从 ${countOf(cleared)}中清除` : '字段已删除'))
          .catch(() => undefined),
    });
  };

  const columns: Column<CustomField>[] = [
    {
      key: 'name',
      title: '字段名称',
      render: (f) => (
        <div>
          <span className={f.enabled ? 'bole-field-catalogue-name' : 'bole-field-catalogue-name bole-field-catalogue-muted'}>{f.name}</span>
          {f.required && <Tag color="gold">必填</Tag>}
          {!f.enabled && <Tag>已停用</Tag>}
          {f.help && <div className="bole-field-catalogue-muted bole-field-catalogue-help">{f.help}</div>}
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
          {typeDetail(f) && <span className="bole-field-catalogue-muted"> · {typeDetail(f)}</span>}
        </span>
      ),
    },
    { key: 'enabled', title: '启用', width: 80, render: (f) => <Switch size="small" checked={f.enabled} disabled={!canManage} aria-label={`启用「${f.name}」`} onChange={(on) => void toggle(f, on)} /> },
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
            <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={`上移「${f.name}」`} disabled={i === 0 || actions.reordering} onClick={() => move(i, -1)} />
            <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={`下移「${f.name}」`} disabled={i === rows.length - 1 || actions.reordering} onClick={() => move(i, 1)} />
            <Button type="link" size="small" onClick={() => setEditing({ field: f })} onPointerEnter={preloadDrawer}>
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
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} onPointerEnter={preloadDrawer}>
      新增字段
    </Button>
  );

  return (
    <section aria-label={title}>
      <PageHeader title={title} description={description} extra={add} />
      {props.before}
      <div className="bole-field-catalogue">
        <Panel title="自定义字段">
          {props.failed && !fields ? (
            <Empty description={`${title}加载失败`}>
              <Button onClick={props.onRetry}>重试</Button>
            </Empty>
          ) : (
            <SimpleTable<CustomField> caption="自定义字段" columns={columns} rows={fields} rowKey={(f) => f.id} loading={props.loading} empty={<Empty description={`还没有自定义字段，${emptyHint}`}>{add}</Empty>} />
          )}
          {rows.length > 0 && (
            <div className="bole-field-catalogue-muted bole-field-catalogue-foot">
              共 {rows.length} 个字段，{rows.filter((f) => f.enabled).length} 个启用中。排在前面的字段在{recordNoun}中靠前显示。
            </div>
          )}
        </Panel>
        <Panel title="系统字段" className="bole-field-catalogue-system" role="complementary" aria-label="系统字段">
          <p className="bole-field-catalogue-muted">{props.systemNote ?? `${props.every}都有的内容，由系统统一维护，不能修改或删除。`}</p>
          {props.systemSections.map((section) => (
            <section key={section.title} aria-label={section.title}>
              <h3>{section.title}</h3>
              <ul>
                {section.fields.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </section>
          ))}
          <section aria-label="其他信息">
            <h3>其他信息</h3>
            <p className="bole-field-catalogue-muted">左侧的自定义字段，按排序显示在这里。</p>
          </section>
        </Panel>
      </div>
      {editing && renderDrawer(editing.field, () => setEditing(null))}
    </section>
  );
}
