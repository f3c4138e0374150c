// The permissions of a role as checkboxes: 社招 / 校招 tabs, each with the catalogue's groups.
import { Tabs } from 'antd';
import type { PermissionCatalog } from '@bole/domain';
import { useMemo } from 'react';
import { Empty } from '../../../components/plain/Empty';
import { SecondaryText } from '../../../components/text/Text';
import { PermissionGroupBlock } from './PermissionGroupBlock';
import './roles.css';
import { countChecked, toggleCode, toggleGroup, type Grants, type SysKey } from './permission-logic';
import { useGrantors } from './use-grantors';

type Props = {
  catalog: PermissionCatalog;
  value: Grants;
  onChange: (next: Grants) => void;
  roleType: number;
  readOnly?: boolean;
  sys: SysKey;
  onSysChange: (sys: SysKey) => void;
};

const SYS_TITLES: Record<SysKey, string> = { social: '社招权限', campus: '校招权限' };

/** A count in antd Badge's look (showZero, overflow at 999), without antd's Badge. */
function CountBadge({ count, color }: { count: number; color: string }) {
  return (
    <span className={count > 9 ? 'bole-count-badge is-wide' : 'bole-count-badge'} style={{ background: color }}>
      {count > 999 ? '999+' : count}
    </span>
  );
}

export function PermissionBoard({ catalog, value, onChange, roleType, readOnly = false, sys, onSysChange }: Props) {
  const selected = useMemo(() => ({ social: new Set(value.social), campus: new Set(value.campus) }), [value]);
  const grantors = useGrantors();

  const panel = (key: SysKey) =>
    catalog[key].length === 0 ? (
      <Empty description="暂无可配置的权限" />
    ) : (
      <>
        <SecondaryText style={{ display: 'block', fontSize: 12, marginBottom: 12 }}>标有「暂未开放」的权限，对应的功能尚未开放；现在勾选，功能开放后即生效。</SecondaryText>
        {catalog[key].map((group) => (
          <PermissionGroupBlock
            key={group.key}
            group={group}
            sys={key}
            selected={selected[key]}
            roleType={roleType}
            grantor={grantors[key]}
            readOnly={readOnly}
            onToggleGroup={(checked) => onChange({ ...value, [key]: toggleGroup(value[key], group, checked, roleType, grantors[key]) })}
            onToggleCode={(code, checked) => onChange({ ...value, [key]: toggleCode(value[key], code, checked) })}
          />
        ))}
      </>
    );

  return (
    <Tabs
      activeKey={sys}
      onChange={(key) => onSysChange(key as SysKey)}
      items={(['social', 'campus'] as const).map((key) => ({
        key,
        label: (
          <span style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            {SYS_TITLES[key]}
            <CountBadge count={countChecked(catalog[key], value[key])} color={key === sys ? '#1d5eff' : '#c4c9d4'} />
          </span>
        ),
        children: panel(key),
      }))}
    />
  );
}
