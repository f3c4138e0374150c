// What the flow designer picks from: GET /api/approval-flows/options (roles, job levels), the active accounts
// (GET /api/company/accounts/options) and the department tree (GET /api/company/orgs/options).
import { useQuery } from '@tanstack/react-query';
import type { AccountOption, ApprovalFlowOptions, OrgOption } from '@bole/domain';
import { useMemo } from 'react';
import { http } from '../../../api/http';
import { approvalKeys } from './keys';

export type OrgTreeData = { value: number; title: string; children: OrgTreeData[] };

const toTree = (nodes: readonly OrgOption[]): OrgTreeData[] => nodes.map((n) => ({ value: n.id, title: n.name, children: toTree(n.children) }));
const flatten = (nodes: readonly OrgOption[]): OrgOption[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

/** Names by id for the card summaries, and the option lists of the pickers. */
export type Pickers = {
  ready: boolean;
  accounts: Map<number, string>;
  roles: Map<number, { name: string; memberCount: number }>;
  orgs: Map<number, string>;
  orgTree: OrgTreeData[];
  /** Job levels (职级) in the company's order. */
  ranks: Map<number, string>;
};

export function usePickers(): Pickers {
  const staleTime = 60_000;
  const accounts = useQuery({ queryKey: approvalKeys.accounts, queryFn: () => http.get<AccountOption[]>('/api/company/accounts/options'), staleTime });
  const options = useQuery({ queryKey: approvalKeys.flowOptions, queryFn: () => http.get<ApprovalFlowOptions>('/api/approval-flows/options'), staleTime });
  const orgs = useQuery({ queryKey: approvalKeys.orgs, queryFn: () => http.get<OrgOption[]>('/api/company/orgs/options'), staleTime });
  return useMemo(
    () => ({
      ready: accounts.isSuccess && options.isSuccess && orgs.isSuccess,
      accounts: new Map((accounts.data ?? []).map((a) => [a.id, a.userName])),
      roles: new Map((options.data?.roles ?? []).map((r) => [r.id, { name: r.name, memberCount: r.memberCount }])),
      orgs: new Map(flatten(orgs.data ?? []).map((o) => [o.id, o.name])),
      orgTree: toTree(orgs.data ?? []),
      ranks: new Map((options.data?.ranks ?? []).map((r) => [r.id, r.name])),
    }),
    [accounts.isSuccess, accounts.data, options.isSuccess, options.data, orgs.isSuccess, orgs.data],
  );
}
