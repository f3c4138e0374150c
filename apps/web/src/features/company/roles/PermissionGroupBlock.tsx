// One group of the permission board: its title with a check-all box, then its codes.
import { Checkbox, Tooltip } from 'antd';
import { isPermissionBuilt, SUPER_ADMIN_ONLY_CODES, type Grantor, type PermissionGroupView } from '@bole/domain';
import { Tag } from '../../../components/plain/Tag';
import { SecondaryText } from '../../../components/text/Text';
import { groupCheckState, isChangeable, isGrantable, type PermissionItem, type SysKey } from './permission-logic';

type Props = {
  group: PermissionGroupView;
  sys: SysKey;
  selected: ReadonlySet<number>;
  roleType: number;
  /** What the user may grant in this mode; codes beyond it show disabled. */
  grantor?: Grantor;
  readOnly: boolean;
  onToggleGroup: (checked: boolean) => void;
  onToggleCode: (code: number, checked: boolean) => void;
};

const ONLY_TAG: Record<SysKey, { sys: string; text: string }> = {
  social: { sys: 'social', text: '社招专属' },
  campus: { sys: 'campus', text: '校招专属' },
};

/** Why a box is disabled, for its tooltip; null when the user may change it. */
function lockedReason(item: PermissionItem, roleType: number, grantor: Grantor | undefined): string | null {
  if (!isGrantable(item, roleType)) return '仅「管理员」类型的角色可以拥有该权限';
  if (isChangeable(item, roleType, grantor)) return null;
  return SUPER_ADMIN_ONLY_CODES.includes(item.code) ? '仅超级管理员可以授予或取消该权限' : '您没有该权限，不能授予或取消';
}

export function PermissionGroupBlock({ group, sys, selected, roleType, grantor, readOnly, onToggleGroup, onToggleCode }: Props) {
  const state = groupCheckState(group, selected, roleType, grantor);
  return (
    <div role="group" aria-label={group.title} style={{ border: '1px solid #edf0f5', borderRadius: 8, marginBottom: 12 }}>
      <div
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '10px 16px', background: '#f8f9fc', borderBottom: '1px solid #edf0f5', borderRadius: '8px 8px 0 0' }}
      >
        <Checkbox
          checked={state.checked}
          indeterminate={state.indeterminate}
          disabled={readOnly || state.total === 0}
          onChange={(e) => onToggleGroup(e.target.checked)}
          aria-label={`${group.title}全选`}
        >
          <strong className="bole-text bole-text-strong">{group.title}</strong>
        </Checkbox>
        <SecondaryText style={{ fontSize: 12 }}>{state.total === 0 ? '仅「管理员」类型的角色可配置' : `已选 ${state.selected}/${state.total}`}</SecondaryText>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '10px 0', padding: '12px 16px' }}>
        {group.items.map((item) => {
          const locked = lockedReason(item, roleType, grantor);
          const checkbox = (
            <Checkbox
              checked={selected.has(item.code)}
              disabled={readOnly || locked !== null}
              onChange={(e) => onToggleCode(item.code, e.target.checked)}
            >
              {item.name}
              {item.managerOnly && (
                <Tag color="purple" style={{ marginInlineStart: 6, fontSize: 11, lineHeight: '18px', paddingInline: 4 }}>
                  仅管理员
                </Tag>
              )}
              {item.sys === ONLY_TAG[sys].sys && (
                <Tag color="cyan" style={{ marginInlineStart: 6, fontSize: 11, lineHeight: '18px', paddingInline: 4 }}>
                  {ONLY_TAG[sys].text}
                </Tag>
              )}
              {!isPermissionBuilt(item.code) && (
                <Tag style={{ marginInlineStart: 6, fontSize: 11, lineHeight: '18px', paddingInline: 4, color: 'rgba(31, 38, 51, 0.45)' }}>暂未开放</Tag>
              )}
            </Checkbox>
          );
          return (
            <div key={item.code} style={{ width: '25%', minWidth: 200, paddingRight: 12 }}>
              {locked === null ? checkbox : <Tooltip title={locked}>{checkbox}</Tooltip>}
            </div>
          );
        })}
      </div>
    </div>
  );
}
