// /user/seting/automation 自动化: rules that act when something happens to a candidate (pushed to
// the hiring department, notified by e-mail, ...): send a template, move to a stage, add a tag.
// Triggers whose feature is not built yet are saved and shown with a note.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Switch, Tag } from 'antd';
import { AUTOMATION_PENDING_NOTE, automationTriggerLabels, Perm, type AutomationRule, type AutomationTrigger } from '@bole/domain';
import { lazy, Suspense, useState } from 'react';
import { isApiError } from '../../api/errors';
import { usePermission } from '../../api/permission';
import { PageHeader } from '../../components/page/PageHeader';
import { Panel } from '../../components/panel/Panel';
import { Empty } from '../../components/plain/Empty';
import { SimpleTable, type Column } from '../../components/table/SimpleTable';
import { confirmDialog } from '../../lib/dialogs';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDeleteRule } from './api/delete-rule';
import { useAutomationRules } from './api/get-rules';
import { useToggleRule } from './api/toggle-rule';
import './automation.css';

const RuleDrawer = lazy(() => import('./RuleDrawer'));
const RunsModal = lazy(() => import('./RunsModal'));

export function AutomationPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.Automation);
  const { data, isFetching, isError, refetch } = useAutomationRules();
  const toggle = useToggleRule();
  const remove = useDeleteRule();
  const [editing, setEditing] = useState<{ rule?: AutomationRule } | null>(null);
  const [runsOf, setRunsOf] = useState<{ rule?: AutomationRule } | null>(null);

  const confirmDelete = (rule: AutomationRule) =>
    confirmDialog({
      title: `删除自动化规则「${rule.name}」？`,
      content: '规则的执行记录一并删除；已发送的消息和已执行的动作不受影响。',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(rule.id)
          .then(() => notifySuccess('自动化规则已删除'))
          .catch((e: unknown) => !isApiError(e) && notifyError('删除失败，请稍后重试')),
    });

  const columns: Column<AutomationRule>[] = [
    { key: 'name', title: '规则名称', width: 180, render: (r) => <strong>{r.name}</strong> },
    {
      key: 'trigger',
      title: '触发条件',
      width: 200,
      render: (r) => (
        <span className="bole-automation-stack">
          {automationTriggerLabels[r.trigger as AutomationTrigger] ?? r.trigger}
          {!r.live && <span className="bole-automation-muted">{AUTOMATION_PENDING_NOTE}</span>}
        </span>
      ),
    },
    { key: 'conditions', title: '适用候选人', render: (r) => r.conditionsText },
    {
      key: 'actions',
      title: '执行动作',
      render: (r) => (
        <span className="bole-automation-stack">
          {r.actionsText.map((t, i) => (
            <span key={i}>{t}</span>
          ))}
        </span>
      ),
    },
    {
      key: 'enabled',
      title: '启用',
      width: 70,
      render: (r) => (
        <Switch
          size="small"
          checked={r.enabled}
          disabled={!canManage}
          loading={toggle.isPending && toggle.variables?.id === r.id}
          aria-label={`${r.enabled ? '停用' : '启用'}${r.name}`}
          onChange={(on) => toggle.mutate({ id: r.id, enabled: on }, { onSuccess: () => notifySuccess(on ? `已启用「${r.name}」` : `已停用「${r.name}」`) })}
        />
      ),
    },
    {
      key: 'ops',
      title: '操作',
      width: 200,
      render: (r) => (
        <span className="bole-automation-ops">
          <Button type="link" size="small" onClick={() => setRunsOf({ rule: r })}>
            执行记录{r.runCount > 0 ? <Tag className="bole-automation-count">{r.runCount}</Tag> : null}
          </Button>
          {canManage && (
            <>
              <Button type="link" size="small" onClick={() => setEditing({ rule: r })}>
                编辑
              </Button>
              <Button type="link" size="small" danger onClick={() => confirmDelete(r)}>
                删除
              </Button>
            </>
          )}
        </span>
      ),
    },
  ];

  const add = canManage && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} onPointerEnter={() => void import('./RuleDrawer')}>
      新建规则
    </Button>
  );

  return (
    <section aria-label={title} className="bole-automation">
      <PageHeader
        title={title}
        description="当候选人被推荐给用人部门、收到邮件通知等操作发生时，对符合条件的候选人自动发送消息、移动阶段或添加标签。每次执行都记录在执行记录中；动作失败不会影响触发它的操作。"
        extra={
          <span className="bole-automation-ops">
            <Button onClick={() => setRunsOf({})}>全部执行记录</Button>
            {add}
          </span>
        }
      />
      <Panel>
        {isError && !data ? (
          <Empty description="自动化规则加载失败">
            <Button onClick={() => void refetch()}>重试</Button>
          </Empty>
        ) : (
          <SimpleTable caption="自动化规则" columns={columns} rows={data} rowKey={(r) => r.id} loading={isFetching} minWidth={1000} size="middle" empty={<Empty description="还没有自动化规则">{add}</Empty>} />
        )}
      </Panel>
      <Suspense fallback={null}>
        {editing && <RuleDrawer rule={editing.rule} onClose={() => setEditing(null)} />}
        {runsOf && <RunsModal rule={runsOf.rule} onClose={() => setRunsOf(null)} />}
      </Suspense>
    </section>
  );
}
