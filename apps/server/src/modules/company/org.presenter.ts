import type { OrgNode, OrgOption, OrgRow } from '@bole/domain';
import type { OrgListed, OrgRecord } from './org.repository';

/**
 * The department tree from the flat list (already in display order). A department whose
 * parent is missing is shown as a root rather than lost.
 */
export function orgTree(rows: readonly OrgListed[]): OrgNode[] {
  const nodes = new Map<number, OrgNode>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: OrgNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The tree as pickers need it: ids, names and children. */
export function orgOptions(tree: readonly OrgNode[]): OrgOption[] {
  return tree.map((n) => ({ id: n.id, name: n.name, children: orgOptions(n.children) }));
}

/** Departments in tree order with their depth (0 for the root). */
export function flattenTree(tree: readonly OrgNode[], depth = 0): { node: OrgNode; depth: number }[] {
  return tree.flatMap((node) => [{ node, depth }, ...flattenTree(node.children, depth + 1)]);
}

export function presentOrg(o: OrgRecord): OrgRow {
  return { id: o.id, name: o.name, parentId: o.parentId, sort: o.sort, leaderId: o.leaderId };
}
