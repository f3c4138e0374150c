// 标准字段 of Offer字段: the offer form's own fields by group, each with 启用 and 必填 where the
// company may choose; the ones every offer and its letter need show as fixed. A switch saves at
// once and the page shows what the server keeps in force (抄送 and 附件 go with the offer e-mail).
import { Switch } from 'antd';
import { offerFieldGroupLabels, type OfferFieldGroup, type OfferStandardFieldView } from '@bole/domain';
import { Link } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { Panel } from '../../../components/panel/Panel';
import { Tag } from '../../../components/plain/Tag';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { formatDateTime } from '../../../lib/time';

type Props = {
  fields: OfferStandardFieldView[] | undefined;
  loading: boolean;
  canManage: boolean;
  saving: boolean;
  updatedAt: string | null;
  updatedByName: string | null;
  onSave: (field: OfferStandardFieldView, next: { enabled: boolean; required: boolean }) => Promise<unknown>;
};

const GROUPS: OfferFieldGroup[] = ['offer', 'email'];

export function StandardFieldsPanel({ fields, loading, canManage, saving, updatedAt, updatedByName, onSave }: Props) {
  const rows = fields ?? [];
  const parentOf = (f: OfferStandardFieldView) => (f.dependsOn ? rows.find((p) => p.key === f.dependsOn) : undefined);

  const change = (f: OfferStandardFieldView, next: { enabled: boolean; required: boolean }, done: string) =>
    onSave(f, next)
      .then(() => notifySuccess(done))
      .catch(() => undefined);

  const columns: Column<OfferStandardFieldView>[] = [
    {
      key: 'label',
      title: '字段名称',
      render: (f) => (
        <div>
          <span className={f.enabled ? 'bole-field-catalogue-name' : 'bole-field-catalogue-name bole-field-catalogue-muted'}>{f.label}</span>
          {f.locked && <Tag color="blue">固定</Tag>}
          {!f.locked && f.required && <Tag color="gold">必填</Tag>}
          {!f.enabled && <Tag>已停用</Tag>}
          <div className="bole-field-catalogue-muted bole-field-catalogue-help">{f.hint}</div>
        </div>
      ),
    },
    {
      key: 'enabled',
      title: '启用',
      width: 120,
      render: (f) => {
        const parent = parentOf(f);
        const blocked = parent !== undefined && !parent.enabled;
        return (
          <span>
            <Switch
              size="small"
              checked={f.enabled}
              disabled={f.locked || blocked || !canManage || saving}
              aria-label={`启用「${f.label}」`}
              onChange={(on) => void change(f, { enabled: on, required: on && f.required }, on ? `已启用「${f.label}」` : `已停用「${f.label}」，Offer表单不再显示`)}
            />
            {blocked && <div className="bole-field-catalogue-muted bole-field-catalogue-help">需先启用「{parent.label}」</div>}
          </span>
        );
      },
    },
    {
      key: 'required',
      title: '必填',
      width: 100,
      render: (f) =>
        f.locked || f.canRequire ? (
          <Switch
            size="small"
            checked={f.required}
            disabled={f.locked || !f.enabled || !canManage || saving}
            aria-label={`「${f.label}」必填`}
            onChange={(on) => void change(f, { enabled: f.enabled, required: on }, on ? `「${f.label}」已设为必填` : `「${f.label}」已改为选填`)}
          />
        ) : (
          <span className="bole-field-catalogue-muted" aria-label={`「${f.label}」不区分必填`}>
            —
          </span>
        ),
    },
  ];

  return (
    <Panel
      title="标准字段"
      extra={updatedAt && <span className="bole-field-catalogue-muted">{`${updatedByName ?? '管理员'}于${formatDateTime(updatedAt)}修改`}</span>}
      className="bole-offer-standard"
    >
      <p className="bole-field-catalogue-muted bole-offer-standard-note">
        标为「固定」的字段是每份Offer和Offer函都需要的，始终启用且必填。哪些角色能查看哪些Offer字段，在
        <Link to="/user/manage/role">角色权限</Link>
        中按「Offer字段」权限设置（社招 100002-100009，校招 110002-110009）。
      </p>
      {GROUPS.map((group) => (
        <section key={group} aria-label={offerFieldGroupLabels[group]}>
          <h3 className="bole-offer-standard-group">{offerFieldGroupLabels[group]}</h3>
          <SimpleTable<OfferStandardFieldView>
            caption={offerFieldGroupLabels[group]}
            columns={columns}
            rows={fields?.filter((f) => f.group === group)}
            rowKey={(f) => f.key}
            loading={loading}
            empty={<span className="bole-field-catalogue-muted">加载中…</span>}
          />
        </section>
      ))}
    </Panel>
  );
}
