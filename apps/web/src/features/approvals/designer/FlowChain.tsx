// A chain of nodes, each followed by its + connector; condition nodes draw their branches side
// by side, each branch a chain of its own.
import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { approvalModeLabels, type ConditionNode, type FlowNode } from '@bole/domain';
import { AddNode } from './AddNode';
import { useDesigner } from './context';
import { FlowCard } from './FlowCard';
import { branchText, nodeText } from './summary';

function NodeCard({ node }: { node: Exclude<FlowNode, { type: 'condition' }> }) {
  const { pickers, problems, openNode, removeNode } = useDesigner();
  const text = nodeText(node, pickers);
  const empty = node.assignee.type !== 'deptHead' && (node.assignee.type === 'user' ? node.assignee.accountIds : node.assignee.roleIds).length === 0;
  const typeLabel = node.type === 'approver' ? '审批人' : '抄送人';
  return (
    <FlowCard
      tone={node.type === 'approver' ? 'approver' : 'cc'}
      title={node.name}
      text={text}
      placeholder={empty}
      problems={problems.get(node.id)}
      label={`${typeLabel}节点「${node.name}」：${text}${node.type === 'approver' ? `，${approvalModeLabels[node.mode]}` : ''}`}
      onOpen={() => openNode(node)}
      tools={
        <button type="button" className="bole-flow-card-tool" aria-label={`删除「${node.name}」`} onClick={() => removeNode(node.id)}>
          <CloseOutlined />
        </button>
      }
    />
  );
}

function ConditionBlock({ node, chainId, index, depth }: { node: ConditionNode; chainId: string; index: number; depth: number }) {
  const { kind, pickers, problems, openBranch, addBranch, removeBranch, moveBranch } = useDesigner();
  const own = problems.get(node.id) ?? [];
  const last = node.branches.length - 1;
  return (
    <div className="bole-flow-cond" role="group" aria-label={`条件节点「${node.name}」`}>
      <div className="bole-flow-branches">
        <button type="button" className="bole-flow-cond-add" onClick={() => addBranch(node.id)}>
          添加条件
        </button>
        {node.branches.map((branch, i) => {
          const text = branchText(kind, branch, pickers);
          return (
            <div className="bole-flow-branch" key={branch.id}>
              {i === 0 && <span className="bole-flow-cover top left" />}
              {i === 0 && <span className="bole-flow-cover bottom left" />}
              {i === last && <span className="bole-flow-cover top right" />}
              {i === last && <span className="bole-flow-cover bottom right" />}
              <FlowCard
                tone="branch"
                isDefault={branch.isDefault}
                title={branch.name}
                extra={<span className="bole-flow-card-priority">{branch.isDefault ? '默认' : `优先级${i + 1}`}</span>}
                text={text}
                placeholder={!branch.isDefault && branch.conditions.length === 0}
                problems={[...(i === 0 ? own : []), ...(problems.get(branch.id) ?? [])]}
                label={`分支「${branch.name}」：${text}`}
                onOpen={branch.isDefault ? undefined : () => openBranch(node.id, branch, i + 1)}
                tools={
                  <>
                    {!branch.isDefault && i > 0 && (
                      <button type="button" className="bole-flow-card-tool" aria-label={`提高「${branch.name}」的优先级`} onClick={() => moveBranch(node.id, branch.id, -1)}>
                        <LeftOutlined />
                      </button>
                    )}
                    {!branch.isDefault && !node.branches[i + 1]?.isDefault && i < last && (
                      <button type="button" className="bole-flow-card-tool" aria-label={`降低「${branch.name}」的优先级`} onClick={() => moveBranch(node.id, branch.id, 1)}>
                        <RightOutlined />
                      </button>
                    )}
                    {!branch.isDefault && (
                      <button type="button" className="bole-flow-card-tool" aria-label={`删除分支「${branch.name}」`} onClick={() => removeBranch(node.id, branch.id)}>
                        <CloseOutlined />
                      </button>
                    )}
                  </>
                }
              />
              <FlowChain chainId={branch.id} nodes={branch.nodes} depth={depth + 1} />
              <div className="bole-flow-branch-fill" />
            </div>
          );
        })}
      </div>
      <AddNode chainId={chainId} index={index + 1} depth={depth} />
    </div>
  );
}

/** The nodes of one chain; the + before the first node sits under the card above the chain. */
export function FlowChain({ chainId, nodes, depth }: { chainId: string; nodes: readonly FlowNode[]; depth: number }) {
  return (
    <div className="bole-flow-chain">
      <AddNode chainId={chainId} index={0} depth={depth} />
      {nodes.map((node, index) =>
        node.type === 'condition' ? (
          <ConditionBlock key={node.id} node={node} chainId={chainId} index={index} depth={depth} />
        ) : (
          <div className="bole-flow-chain" key={node.id}>
            <NodeCard node={node} />
            <AddNode chainId={chainId} index={index + 1} depth={depth} />
          </div>
        ),
      )}
    </div>
  );
}
