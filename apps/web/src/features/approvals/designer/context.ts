// What every card of the designer needs: names for its text, the problems found on it, and the
// edits it can start. One context instead of threading them through nested chains.
import type { ApprovalKind, FlowBranch, FlowNode } from '@bole/domain';
import { createContext, useContext } from 'react';
import type { Pickers } from '../api/get-pickers';
import type { NewNodeType } from './flow-edit';

export type Designer = {
  kind: ApprovalKind;
  pickers: Pickers;
  /** Problems by node or branch id, from `validateFlow`. */
  problems: Map<string, string[]>;
  insert: (chainId: string, index: number, type: NewNodeType) => void;
  openNode: (node: Exclude<FlowNode, { type: 'condition' }>) => void;
  removeNode: (nodeId: string) => void;
  openBranch: (conditionId: string, branch: FlowBranch, priority: number) => void;
  addBranch: (conditionId: string) => void;
  removeBranch: (conditionId: string, branchId: string) => void;
  moveBranch: (conditionId: string, branchId: string, by: -1 | 1) => void;
};

export const DesignerContext = createContext<Designer | null>(null);

export function useDesigner(): Designer {
  const designer = useContext(DesignerContext);
  if (!designer) throw new Error('useDesigner outside the flow designer');
  return designer;
}
