// Roles as Select options, grouped 系统角色 / 自定义角色 like the role settings page.
import { SystemRoleCode, type RoleRow } from '@bole/domain';

type Option = { value: number; label: string; disabled?: boolean };
export type RoleOptionGroup = { label: string; title: string; options: Option[] };

/**
 * Grouped options; the super administrator role belongs to one account only, so it is left
 * out unless `keepSuperAdmin` (editing that account, shown disabled).
 */
export function roleSelectOptions(roles: readonly RoleRow[], keepSuperAdmin = false): RoleOptionGroup[] {
  const usable = roles.filter((r) => keepSuperAdmin || r.systemCode !== SystemRoleCode.SuperAdmin);
  const toOption = (r: RoleRow): Option => ({ value: r.id, label: r.name });
  return [
    { label: '系统角色', title: '系统角色', options: usable.filter((r) => r.kind === 'system').map(toOption) },
    { label: '自定义角色', title: '自定义角色', options: usable.filter((r) => r.kind === 'custom').map(toOption) },
  ].filter((g) => g.options.length > 0);
}
