// Query keys of approvals: everything under ['approvals'], so a decision refreshes the boxes,
// the open approval and the /home to-do count together.
import type { ApprovalKind, ApprovalListQuery } from '@bole/domain';

export const approvalKeys = {
  all: ['approvals'] as const,
  flow: (kind: ApprovalKind) => ['approvals', 'flow', kind] as const,
  flowOptions: ['approvals', 'flow-options'] as const,
  accounts: ['approvals', 'account-options'] as const,
  orgs: ['approvals', 'org-options'] as const,
  lists: ['approvals', 'list'] as const,
  list: (q: ApprovalListQuery) => ['approvals', 'list', q] as const,
  detail: (id: number) => ['approvals', 'detail', id] as const,
};
