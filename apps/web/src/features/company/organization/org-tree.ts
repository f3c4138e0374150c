// Walking the department tree: lookups, paths, subtrees and the search of the tree panel.
import type { OrgNode } from '@bole/domain';

export function findOrg(nodes: readonly OrgNode[], id: number | undefined): OrgNode | undefined {
  if (id === undefined) return undefined;
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findOrg(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The departments from the root down to `id` (inclusive); [] when unknown. */
export function orgPath(nodes: readonly OrgNode[], id: number): OrgNode[] {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = orgPath(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** The ids of a department and everything under it. */
export function subtreeIds(node: OrgNode): Set<number> {
  const ids = new Set<number>([node.id]);
  const walk = (n: OrgNode) => n.children.forEach((c) => (ids.add(c.id), walk(c)));
  walk(node);
  return ids;
}

/** Members of a department and all its sub-departments. */
export function totalMembers(node: OrgNode): number {
  return node.children.reduce((sum, c) => sum + totalMembers(c), node.memberCount);
}

/** The departments whose name contains the keyword, and the ancestors to expand so they show. */
export function searchOrgs(nodes: readonly OrgNode[], keyword: string): { matches: Set<number>; expand: Set<number> } {
  const matches = new Set<number>();
  const expand = new Set<number>();
  const text = keyword.trim();
  if (!text) return { matches, expand };
  const walk = (list: readonly OrgNode[], ancestors: number[]) => {
    for (const node of list) {
      if (node.name.includes(text)) {
        matches.add(node.id);
        ancestors.forEach((a) => expand.add(a));
      }
      walk(node.children, [...ancestors, node.id]);
    }
  };
  walk(nodes, []);
  return { matches, expand };
}

/** Every department id, for "expand all". */
export function allOrgIds(nodes: readonly OrgNode[]): number[] {
  return nodes.flatMap((n) => [n.id, ...allOrgIds(n.children)]);
}
