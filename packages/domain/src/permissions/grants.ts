// Who may hand out which permission codes: nobody gives (or takes away) a code he does not
// hold himself, and the codes only the super administrator holds by default (资产与套餐,
// 第三方对接) are his alone to give, whoever else may have been granted them.
import { SUPER_ADMIN_ONLY_CODES } from './defaults';

/** The one handing out codes: whether he is the super administrator, and what his role holds in one sys type. */
export type Grantor = { isSuperAdmin: boolean; held: ReadonlySet<number> };

/** True when the grantor may give this code to a role, or take it away from one. */
export function mayGrant(grantor: Grantor, code: number): boolean {
  return grantor.isSuperAdmin || (grantor.held.has(code) && !SUPER_ADMIN_ONLY_CODES.includes(code));
}

/** The codes among `codes` the grantor may not give, ascending and without repeats. */
export function codesBeyond(grantor: Grantor, codes: Iterable<number>): number[] {
  return [...new Set(codes)].filter((code) => !mayGrant(grantor, code)).sort((a, b) => a - b);
}
