// GET /api/company/orgs/options: the department tree for pickers, as antd TreeSelect data or an indented list
// (company settings, jobs).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrgOption } from '@bole/domain';
import { useMemo } from 'react';
import { http } from './http';

export function getOrgOptions(): Promise<OrgOption[]> {
  return http.get<OrgOption[]>('/api/company/orgs/options');
}

// Under the company area's ['company', 'orgs'], so that its department edits refresh the pickers.
export const orgOptionsQuery = () => queryOptions({ queryKey: ['company', 'orgs', 'options'], queryFn: getOrgOptions, staleTime: 60_000 });

export type OrgTreeData = { value: number; title: string; disabled?: boolean; children: OrgTreeData[] };

/** TreeSelect data; `disabledIds` (and their subtrees) cannot be picked. */
export function toTreeData(nodes: readonly OrgOption[], disabledIds?: ReadonlySet<number>, parentDisabled = false): OrgTreeData[] {
  return nodes.map((n) => {
    const disabled = parentDisabled || (disabledIds?.has(n.id) ?? false);
    return { value: n.id, title: n.name, ...(disabled ? { disabled } : {}), children: toTreeData(n.children, disabledIds, disabled) };
  });
}

export type OrgFlatOption = { value: number; label: string; depth: number };

/** The tree as one list in tree order, each department with its depth (for an indented list). */
export function toFlatOptions(nodes: readonly OrgOption[], depth = 0): OrgFlatOption[] {
  return nodes.flatMap((n) => [{ value: n.id, label: n.name, depth }, ...toFlatOptions(n.children, depth + 1)]);
}

export function useOrgOptions() {
  const query = useQuery(orgOptionsQuery());
  const treeData = useMemo(() => toTreeData(query.data ?? []), [query.data]);
  const flatOptions = useMemo(() => toFlatOptions(query.data ?? []), [query.data]);
  return { ...query, treeData, flatOptions };
}
