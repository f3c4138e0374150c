// The reasons of one type: in order, each renamed in place, enabled or disabled, moved up or
// down and deleted; a new one is typed in below the list.
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Switch, Tag } from 'antd';
import { ARCHIVE_REASON_NAME_MAX, archiveReasonCreateSchema, reasonTypeLabels, type ArchiveReason, type ReasonType } from '@bole/domain';
import { useState } from 'react';
import { isApiError } from '../../../api/errors';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { confirmDialog } from '../../../lib/dialogs';
import { notifySuccess } from '../../../lib/notify';
import { useCreateArchiveReason } from '../api/create-archive-reason';
import { useDeleteArchiveReason } from '../api/delete-archive-reason';
import { useReorderArchiveReasons } from '../api/reorder-archive-reasons';
import { useUpdateArchiveReason } from '../api/update-archive-reason';
import { EmptyState } from '../shared/EmptyState';
import { ReasonNameInput } from './ReasonNameInput';

type Props = { type: ReasonType; hint: string; reasons: ArchiveReason[]; loading: boolean; ready: boolean; canManage: boolean };

const nameProblem = (name: string) => archiveReasonCreateSchema.shape.name.safeParse(name).error?.issues[0]?.message ?? null;
const messageOf = (error: unknown) => (isApiError(error) ? error.message : '保存失败，请稍后重试');

export function ReasonList({ type, hint, reasons, loading, ready, canManage }: Props) {
  const create = useCreateArchiveReason();
  const update = useUpdateArchiveReason();
  const remove = useDeleteArchiveReason();
  const reorder = useReorderArchiveReasons();
  const [editing, setEditing] = useState<number | null>(null);
  const label = reasonTypeLabels[type];

  const rename = async (reason: ArchiveReason, name: string): Promise<string | null> => {
    if (name === reason.name) return null;
    try {
      await update.mutateAsync({ id: reason.id, body: { name } });
      notifySuccess('已重命名');
      return null;
    } catch (error) {
      return messageOf(error);
    }
  };

  const add = async (name: string): Promise<string | null> => {
    try {
      await create.mutateAsync({ type, name });
      notifySuccess(`已添加${label}`);
      return null;
    } catch (error) {
      return messageOf(error);
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = reasons.map((r) => r.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate({ type, ids });
  };

  const toggle = (reason: ArchiveReason, enabled: boolean) =>
    update.mutate({ id: reason.id, body: { enabled }, silent: false }, { onSuccess: () => notifySuccess(enabled ? `已启用「${reason.name}」` : `已停用「${reason.name}」`) });

  const confirmDelete = (reason: ArchiveReason) =>
    confirmDialog({
      title: `删除「${reason.name}」？`,
      content: '删除后选择列表中不再有该原因，已记录在候选人上的原因不受影响。如只是暂时不用，可以改为停用。',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(reason.id).then(() => notifySuccess('已删除')).catch(() => undefined),
    });

  const columns: Column<ArchiveReason>[] = [
    { key: 'index', title: '序号', width: 64, render: (r) => reasons.indexOf(r) + 1 },
    {
      key: 'name',
      title: '原因名称',
      render: (r) =>
        editing === r.id ? (
          <ReasonNameInput
            initial={r.name}
            label={`重命名「${r.name}」`}
            submitText="保存"
            check={nameProblem}
            onSubmit={async (name) => {
              const problem = await rename(r, name);
              if (!problem) setEditing(null);
              return problem;
            }}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <span className={r.enabled ? undefined : 'bole-muted'}>
            {r.name}
            {!r.enabled && <Tag className="bole-reasons-off">已停用</Tag>}
          </span>
        ),
    },
    {
      key: 'enabled',
      title: '启用',
      width: 90,
      render: (r) => <Switch size="small" checked={r.enabled} disabled={!canManage} aria-label={`启用「${r.name}」`} onChange={(on) => toggle(r, on)} />,
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      title: '操作',
      width: 220,
      render: (r) => {
        const i = reasons.indexOf(r);
        return (
          <span className="bole-row-actions">
            <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={`上移「${r.name}」`} disabled={i === 0 || reorder.isPending} onClick={() => move(i, -1)} />
            <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={`下移「${r.name}」`} disabled={i === reasons.length - 1 || reorder.isPending} onClick={() => move(i, 1)} />
            <Button type="link" size="small" onClick={() => setEditing(r.id)}>
              重命名
            </Button>
            <Button type="link" size="small" danger onClick={() => confirmDelete(r)}>
              删除
            </Button>
          </span>
        );
      },
    });
  }

  const disabled = reasons.filter((r) => !r.enabled).length;
  return (
    <div aria-label={label} role="region">
      <p className="bole-muted bole-reasons-hint">{hint}，排在前面的原因在选择列表中靠前显示。</p>
      <SimpleTable
        caption={label}
        columns={columns}
        rows={ready ? reasons : undefined}
        rowKey={(r) => r.id}
        loading={loading}
        empty={<EmptyState kind="folder" title={`还没有${label}`} description={canManage ? '在下方输入原因名称添加' : '请联系管理员添加'} />}
      />
      {ready && (
        <div className="bole-reasons-foot">
          {canManage && (
            <ReasonNameInput
              key={reasons.length}
              initial=""
              label={`新增${label}`}
              placeholder={`输入新的${label}，最多${ARCHIVE_REASON_NAME_MAX}个字符`}
              submitText="添加"
              check={nameProblem}
              onSubmit={add}
            />
          )}
          <span className="bole-muted bole-reasons-total">
            共 {reasons.length} 个{disabled > 0 ? `，已停用 ${disabled} 个` : ''}
          </span>
        </div>
      )}
    </div>
  );
}
