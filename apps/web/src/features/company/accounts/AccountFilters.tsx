// The search row above the account table: keyword, role, department and state.
import { Button, Select } from 'antd';
import { accountStatusLabels, codeOptions, type RoleRow } from '@bole/domain';
import { useMemo } from 'react';
import { SearchInput } from '../../../components/plain/SearchInput';
import type { AccountListParams } from '../api/get-accounts';
import { useOrgOptions } from '../../../api/org-options';
import { roleSelectOptions } from '../shared/role-options';

type Props = { value: AccountListParams; roles: readonly RoleRow[]; onChange: (next: AccountListParams) => void };

const STATUS_OPTIONS = codeOptions(accountStatusLabels);

export function AccountFilters({ value, roles, onChange }: Props) {
  const { flatOptions } = useOrgOptions();
  const roleOptions = useMemo(() => roleSelectOptions(roles, true), [roles]);
  // Any filter change starts again at page 1.
  const set = (patch: AccountListParams) => onChange({ ...value, ...patch, page: 1 });
  const filtered = Boolean(value.keyword || value.roleId || value.orgId || value.status);

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 16 }}>
      <SearchInput
        key={value.keyword === undefined ? 'empty' : 'kept'}
        label="搜索账号"
        placeholder="搜索姓名、邮箱或手机号"
        defaultValue={value.keyword}
        onSearch={(keyword) => set({ keyword: keyword.trim() || undefined })}
        style={{ width: 260 }}
      />
      <Select
        placeholder="全部角色"
        allowClear
        options={roleOptions}
        value={value.roleId}
        onChange={(roleId?: number) => set({ roleId })}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 160 }}
        aria-label="角色"
      />
      {/* The departments in tree order, indented by depth; searchable by name. */}
      <Select
        placeholder="全部部门"
        allowClear
        options={flatOptions}
        value={value.orgId}
        onChange={(orgId?: number) => set({ orgId })}
        optionRender={(option) => <span style={{ paddingLeft: (option.data.depth ?? 0) * 16 }}>{option.label}</span>}
        showSearch={{ optionFilterProp: 'label' }}
        popupMatchSelectWidth={false}
        style={{ width: 180 }}
        aria-label="部门"
      />
      <Select placeholder="全部状态" allowClear options={STATUS_OPTIONS} value={value.status} onChange={(status?: number) => set({ status })} style={{ width: 130 }} aria-label="状态" />
      {filtered && (
        <Button type="link" onClick={() => onChange({ page: 1, pageSize: value.pageSize })}>
          清空筛选
        </Button>
      )}
    </div>
  );
}
