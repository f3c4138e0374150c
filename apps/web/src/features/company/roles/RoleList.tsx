// The left column of 角色权限: system roles, then custom roles, each with its account count. A plain
// list of buttons in the look of antd's inline Menu with item groups (roles.css).
import type { RoleRow } from '@bole/domain';
import './roles.css';

type Props = { roles: readonly RoleRow[]; selectedId?: number; onSelect: (id: number) => void };

function Group({ title, roles, selectedId, onSelect }: { title: string; roles: readonly RoleRow[]; selectedId?: number; onSelect: (id: number) => void }) {
  return (
    <li className="bole-role-group">
      <div className="bole-role-group-title">{title}</div>
      <ul aria-label={title}>
        {roles.length > 0 ? (
          roles.map((role) => (
            <li key={role.id}>
              <button
                type="button"
                className={role.id === selectedId ? 'bole-role-item is-selected' : 'bole-role-item'}
                aria-current={role.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(role.id)}
              >
                <span className="bole-role-name">{role.name}</span>
                <span className="bole-role-count">{role.accountCount}人</span>
              </button>
            </li>
          ))
        ) : (
          <li className="bole-role-item is-disabled">暂无自定义角色</li>
        )}
      </ul>
    </li>
  );
}

export function RoleList({ roles, selectedId, onSelect }: Props) {
  const system = roles.filter((r) => r.kind === 'system');
  const custom = roles.filter((r) => r.kind === 'custom');
  return (
    <nav aria-label="角色列表">
      <ul className="bole-role-list">
        <Group title={`系统角色（${system.length}）`} roles={system} selectedId={selectedId} onSelect={onSelect} />
        <Group title={`自定义角色（${custom.length}）`} roles={custom} selectedId={selectedId} onSelect={onSelect} />
      </ul>
    </nav>
  );
}
