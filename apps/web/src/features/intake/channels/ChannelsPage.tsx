// /user/ditch/channel 渠道管理: where resumes come from. The job boards and 个人投递 are built in
// (names fixed, can be hidden); a company adds its own channels, renames them, hides them and
// deletes those no resume has. Hidden channels leave the pickers and filters, not the resumes.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Switch } from 'antd';
import { JOB_BOARD_CHANNELS, Perm, type ResumeChannel } from '@bole/domain';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { usePermission } from '../../../api/permission';
import { Empty } from '../../../components/plain/Empty';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { SimpleTable, type Column } from '../../../components/table/SimpleTable';
import { confirmDialog } from '../../../lib/dialogs';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { formatDateTime } from '../../../lib/time';
import { useChannels } from '../api/get-channels';
import { useDeleteChannel } from '../api/delete-channel';
import { useUpdateChannel } from '../api/update-channel';
import { isApiError } from '../../../api/errors';
import { ChannelCostsPanel } from './ChannelCostsPanel';
import './channels.css';

const ChannelModal = lazy(() => import('./ChannelModal'));

const countCell = (c: ResumeChannel) =>
  c.resumeCount > 0 ? <Link to={`/resume/list/company?channel=${c.code}`}>{c.resumeCount} 份</Link> : <span className="bole-channel-muted">0 份</span>;

export function ChannelsPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.Channels);
  const { data, isLoading, isError, refetch } = useChannels();
  const update = useUpdateChannel();
  const remove = useDeleteChannel();
  const [editing, setEditing] = useState<{ channel?: ResumeChannel } | null>(null);
  const builtIn = data?.filter((c) => c.builtIn);
  const custom = data?.filter((c) => !c.builtIn);

  const toggle = (c: ResumeChannel, enabled: boolean) =>
    update.mutate(
      { code: c.code, body: { enabled }, silent: false },
      { onSuccess: () => notifySuccess(enabled ? `已启用「${c.name}」` : `已停用「${c.name}」，不再出现在选择和筛选中`) },
    );

  const confirmDelete = (c: ResumeChannel) =>
    confirmDialog({
      title: `删除渠道「${c.name}」？`,
      content: '只有没有简历使用的渠道可以删除（回收站中的简历也算在内）；不再使用的渠道可以停用。',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(c.code)
          .then(() => notifySuccess('渠道已删除'))
          .catch((e: unknown) => !isApiError(e) && notifyError('删除失败，请稍后重试')),
    });

  const enabledCell = (c: ResumeChannel) => (
    <Switch
      size="small"
      checked={c.enabled}
      disabled={!canManage}
      loading={update.isPending && update.variables?.code === c.code}
      onChange={(on) => toggle(c, on)}
      aria-label={`${c.enabled ? '停用' : '启用'}${c.name}`}
    />
  );

  const builtInColumns: Column<ResumeChannel>[] = [
    { key: 'name', title: '渠道', render: (c) => c.name },
    { key: 'kind', title: '类型', width: 140, render: (c) => ((JOB_BOARD_CHANNELS as readonly number[]).includes(c.code) ? '招聘网站' : '候选人直接投递') },
    { key: 'count', title: '人才库简历', width: 140, align: 'right', render: countCell },
    { key: 'enabled', title: '启用', width: 100, render: enabledCell },
  ];
  const customColumns: Column<ResumeChannel>[] = [
    { key: 'name', title: '渠道', render: (c) => c.name },
    { key: 'created', title: '添加时间', width: 170, render: (c) => (c.createdAt ? formatDateTime(c.createdAt) : '-') },
    { key: 'count', title: '人才库简历', width: 140, align: 'right', render: countCell },
    { key: 'enabled', title: '启用', width: 100, render: enabledCell },
    {
      key: 'actions',
      title: '操作',
      width: 130,
      render: (c) =>
        canManage && (
          <span className="bole-channel-actions">
            <Button type="link" size="small" onClick={() => setEditing({ channel: c })}>
              重命名
            </Button>
            <Button type="link" size="small" danger onClick={() => confirmDelete(c)}>
              删除
            </Button>
          </span>
        ),
    },
  ];

  const add = canManage && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} onPointerEnter={() => void import('./ChannelModal')}>
      添加渠道
    </Button>
  );

  return (
    <section aria-label={title} className="bole-channels">
      <PageHeader
        title={title}
        description="简历的来源渠道：新建简历时可以选择，人才库可以按渠道筛选，简历助手按网址自动识别招聘网站渠道。停用的渠道不再出现在选择和筛选中，已有简历的渠道不受影响。"
        extra={add}
      />
      {isError && !data ? (
        <Panel>
          <Empty description="渠道加载失败">
            <Button onClick={() => void refetch()}>重试</Button>
          </Empty>
        </Panel>
      ) : (
        <>
          <Panel title="内置渠道" extra={<span className="bole-channel-muted">招聘网站与个人投递，名称固定，可以停用</span>}>
            <SimpleTable caption="内置渠道" columns={builtInColumns} rows={builtIn} rowKey={(c) => c.code} loading={isLoading} empty={null} />
          </Panel>
          <Panel title="自定义渠道" extra={<span className="bole-channel-muted">如校园宣讲会、招聘会、猎头推荐、员工转介绍</span>}>
            <SimpleTable
              caption="自定义渠道"
              columns={customColumns}
              rows={custom}
              rowKey={(c) => c.code}
              loading={isLoading}
              empty={<Empty description="还没有自定义渠道">{add}</Empty>}
            />
          </Panel>
          {canManage && <ChannelCostsPanel />}
        </>
      )}
      {editing && (
        <Suspense fallback={null}>
          <ChannelModal channel={editing.channel} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </section>
  );
}
