// /user/manage/jobaudit 职位审批, /user/manage/recruitaudit 招聘需求审批 and /user/manage/offeraudit Offer审批: the kind's approval flow
// drawn as a chain of cards, edited in place and saved as a new version.
import { Alert, Button, Space } from 'antd';
import { validateFlow, type ApprovalKind, type FlowBranch, type FlowNode } from '@bole/domain';
import { useMemo, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { confirmDialog } from '../../../lib/dialogs';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { formatDateTime } from '../../../lib/time';
import { useFlow } from '../api/get-flow';
import { usePickers } from '../api/get-pickers';
import { useDeleteFlow, useSaveFlow } from '../api/save-flow';
import { DesignerContext, type Designer } from './context';
import { FlowCard } from './FlowCard';
import { FlowChain } from './FlowChain';
import * as edit from './flow-edit';
import './designer.css';

const NodeDrawer = lazyNamed(() => import('./NodeDrawer'), 'NodeDrawer');
const BranchDrawer = lazyNamed(() => import('./BranchDrawer'), 'BranchDrawer');

const COPY: Record<ApprovalKind, { description: string; start: string; off: string }> = {
  job: {
    description: '新建职位后按此流程审批，审批通过后职位才能发布。条件分支按职位的所属部门、薪资、招聘人数等选择审批人。',
    start: '新建或发布职位的成员',
    off: '尚未设置职位审批流程：新建的职位无需审批，可直接发布。',
  },
  demand: {
    description: '用人部门提交招聘需求后按此流程审批，审批通过后HR即可据此开设职位。条件分支按需求的部门、人数等选择审批人。',
    start: '提交招聘需求的成员',
    off: '尚未设置招聘需求审批流程：提交的招聘需求无需审批，直接通过。',
  },
  offer: {
    description: 'Offer提交审批后按此流程审批，审批通过后才能发送给候选人。条件分支按入职部门（含下级部门）、转正月薪（年薪按12个月、日薪按21.75天折算）和职级选择审批人。',
    start: '发起Offer审批的成员',
    off: '尚未设置Offer审批流程：Offer无需审批，可直接发送。',
  },
};

type EditTarget = { what: 'node'; node: Exclude<FlowNode, { type: 'condition' }> } | { what: 'branch'; conditionId: string; branch: FlowBranch; priority: number };
// `session` keys the drawer, so that each opening starts from the card's current settings.
type Editing = EditTarget & { session: number };

export function FlowSettingsPage({ title, kind }: { title: string; kind: ApprovalKind }) {
  const flow = useFlow(kind);
  const pickers = usePickers();
  const save = useSaveFlow(kind);
  const turnOff = useDeleteFlow(kind);
  const [draft, setDraft] = useState<FlowNode[] | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [tried, setTried] = useState(false);
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  const saved = flow.data?.nodes;
  const nodes = useMemo(() => draft ?? saved ?? [], [draft, saved]);
  const dirty = draft !== null;
  const copy = COPY[kind];

  const problems = useMemo(() => validateFlow(kind, { nodes }), [kind, nodes]);
  const byId = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const p of problems) map.set(p.nodeId, [...(map.get(p.nodeId) ?? []), p.message]);
    return map;
  }, [problems]);

  const change = (next: FlowNode[]) => {
    setDraft(next);
    setServerProblems([]);
  };
  const open = (target: EditTarget) => setEditing({ ...target, session: Date.now() });

  const designer: Designer = {
    kind,
    pickers,
    problems: byId,
    insert: (chainId, index, type) => {
      const node = edit.newNode(type);
      change(edit.insertNode(nodes, chainId, index, node));
      if (node.type !== 'condition') open({ what: 'node', node });
    },
    openNode: (node) => open({ what: 'node', node }),
    removeNode: (id) => change(edit.removeNode(nodes, id)),
    openBranch: (conditionId, branch, priority) => open({ what: 'branch', conditionId, branch, priority }),
    addBranch: (conditionId) => change(edit.addBranch(nodes, conditionId)),
    removeBranch: (conditionId, branchId) => change(edit.removeBranch(nodes, conditionId, branchId)),
    moveBranch: (conditionId, branchId, by) => change(edit.moveBranch(nodes, conditionId, branchId, by)),
  };

  const onSave = () => {
    setTried(true);
    if (problems.length > 0) return;
    save.mutate(
      { nodes },
      {
        onSuccess: (view) => {
          setDraft(null);
          setTried(false);
          notifySuccess(`已保存，当前为第${view.version}版流程`);
        },
        onError: (error) => {
          const listed = isApiError(error) ? (error.data as { problems?: { message: string }[] } | undefined)?.problems : undefined;
          if (listed) setServerProblems(listed.map((p) => p.message));
          else notifyError(isApiError(error) ? error.message : '保存失败，请稍后重试');
        },
      },
    );
  };

  const discard = () => {
    setDraft(null);
    setTried(false);
    setServerProblems([]);
  };

  const onTurnOff = () =>
    confirmDialog({
      title: `关闭${title}？`,
      content: '关闭后新提交的无需审批、直接通过；正在审批中的仍按原流程继续。之后可以重新设置流程。',
      okText: '关闭审批',
      okButtonProps: { danger: true },
      onOk: () => turnOff.mutateAsync().then(() => {
        setDraft(null);
        notifySuccess(`已关闭${title}`);
      }),
    });

  const shownProblems = [...(tried ? problems.map((p) => p.message) : []), ...serverProblems];
  const view = flow.data;

  return (
    <section aria-label={title}>
      <PageHeader title={title} description={copy.description} />
      <Panel>
        {flow.isError && !view ? (
          <Alert type="error" showIcon title="审批流程加载失败" action={<Button onClick={() => void flow.refetch()}>重新加载</Button>} />
        ) : (
          <>
            <div className="bole-flow-toolbar">
              <span className="bole-flow-version">
                {view?.configured
                  ? `当前为第${view.version}版流程，${view.updatedByName ?? '管理员'}于${formatDateTime(view.updatedAt)}保存。修改后保存为新版本，审批中的事项仍按原流程进行。`
                  : view
                    ? copy.off
                    : '加载中…'}
              </span>
              <Space>
                {view?.configured && (
                  <Button danger onClick={onTurnOff} loading={turnOff.isPending}>
                    关闭审批
                  </Button>
                )}
                {dirty && <Button onClick={discard}>放弃修改</Button>}
                <Button type="primary" disabled={!dirty} loading={save.isPending} onClick={onSave}>
                  保存
                </Button>
              </Space>
            </div>
            {shownProblems.length > 0 && (
              <Alert
                className="bole-flow-problems"
                type="error"
                showIcon
                title={`流程还有${shownProblems.length}处需要完善，完善后才能保存`}
                description={
                  <ul>
                    {shownProblems.map((m, i) => (
                      <li key={i}>{m}</li>
                    ))}
                  </ul>
                }
              />
            )}
            <DesignerContext value={designer}>
              <div className="bole-flow-canvas" aria-label="审批流程">
                <div className="bole-flow-chain">
                  <FlowCard tone="start" title="发起人" text={copy.start} label={`发起人：${copy.start}`} />
                  <FlowChain chainId={edit.ROOT} nodes={nodes} depth={0} />
                  <div className="bole-flow-end">
                    <span className="bole-flow-end-dot" />
                    流程结束
                  </div>
                </div>
              </div>
            </DesignerContext>
          </>
        )}
      </Panel>
      <MountOnOpen open={editing?.what === 'node'}>
        {editing?.what === 'node' && (
          <NodeDrawer
            key={editing.session}
            open
            node={editing.node}
            pickers={pickers}
            onClose={() => setEditing(null)}
            onSave={(node) => {
              change(edit.replaceNode(nodes, node));
              setEditing(null);
            }}
          />
        )}
      </MountOnOpen>
      <MountOnOpen open={editing?.what === 'branch'}>
        {editing?.what === 'branch' && (
          <BranchDrawer
            key={editing.session}
            open
            kind={kind}
            branch={editing.branch}
            priority={editing.priority}
            pickers={pickers}
            ranks={[...pickers.ranks].map(([value, label]) => ({ value, label }))}
            onClose={() => setEditing(null)}
            onSave={(branch) => {
              change(edit.replaceBranch(nodes, editing.conditionId, branch));
              setEditing(null);
            }}
          />
        )}
      </MountOnOpen>
    </section>
  );
}
