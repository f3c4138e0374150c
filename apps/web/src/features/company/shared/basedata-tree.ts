// Two-level reference lists (locations, industries) arrive flat with `parentCode`; the
// cascaders need them as a tree and a saved leaf code needs its path back.
import type { BasedataItem } from '../../../api/basedata';

export type CascaderOption = { value: string; label: string; children?: CascaderOption[] };

/** The tree of a flat list; items whose parent is unknown become roots. */
export function toCascaderOptions(items: readonly BasedataItem[]): CascaderOption[] {
  const nodes = new Map<string, CascaderOption>();
  for (const item of items) nodes.set(String(item.code), { value: String(item.code), label: item.name });
  const roots: CascaderOption[] = [];
  for (const item of items) {
    const node = nodes.get(String(item.code))!;
    const parent = typeof item.parentCode === 'string' ? nodes.get(item.parentCode) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** The codes from the root down to `code`; [] when unknown. */
export function pathOfCode(items: readonly BasedataItem[], code: string | null | undefined): string[] {
  if (!code) return [];
  const byCode = new Map(items.map((item) => [String(item.code), item]));
  const path: string[] = [];
  let current = byCode.get(code);
  while (current && path.length < 5) {
    path.unshift(String(current.code));
    current = typeof current.parentCode === 'string' ? byCode.get(current.parentCode) : undefined;
  }
  return path;
}
