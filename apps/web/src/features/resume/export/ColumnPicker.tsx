// The columns of an Excel export: the chosen ones in their order (moved up and down, removed)
// beside every column by group to tick on or off. An antd form control (value / onChange).
import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
import { CONTACT_COLUMNS, EXPORT_COLUMNS, exportColumnGroupLabels, SALARY_COLUMNS, type ExportColumn, type ExportColumnGroup } from '@bole/domain';
import { move } from './order';

type Props = { value?: ExportColumn[]; onChange?: (next: ExportColumn[]) => void; disabled?: boolean };

const GROUPS = Object.keys(exportColumnGroupLabels) as ExportColumnGroup[];
const COLUMNS = Object.keys(EXPORT_COLUMNS) as ExportColumn[];

function hintOf(column: ExportColumn): string | null {
  if (CONTACT_COLUMNS.includes(column)) return '无查看联系方式权限时打码';
  if (SALARY_COLUMNS.includes(column)) return '无查看薪资权限时显示***';
  return null;
}

export function ColumnPicker({ value = [], onChange, disabled }: Props) {
  const set = (next: ExportColumn[]) => onChange?.(next);
  const toggle = (column: ExportColumn, on: boolean) => set(on ? [...value, column] : value.filter((c) => c !== column));

  return (
    <div className="bole-export-columns">
      <div className="bole-export-chosen" role="list" aria-label="已选的列（按导出顺序）">
        <div className="bole-export-subtitle">
          已选 <strong>{value.length}</strong> 列，按此顺序导出
        </div>
        {value.length === 0 && <div className="bole-muted bole-export-empty">请至少选择一列</div>}
        {value.map((column, i) => {
          const label = EXPORT_COLUMNS[column].label;
          const hint = hintOf(column);
          return (
            <div key={column} role="listitem" className="bole-export-item">
              <span className="bole-export-index">{i + 1}</span>
              <span className="bole-export-label">
                {label}
                {hint && <span className="bole-export-hint">{hint}</span>}
              </span>
              <span className="bole-export-actions">
                <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={`上移${label}`} disabled={disabled || i === 0} onClick={() => set(move(value, i, -1))} />
                <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={`下移${label}`} disabled={disabled || i === value.length - 1} onClick={() => set(move(value, i, 1))} />
                <Button type="text" size="small" icon={<CloseOutlined />} aria-label={`移除${label}`} disabled={disabled} onClick={() => toggle(column, false)} />
              </span>
            </div>
          );
        })}
      </div>
      <div className="bole-export-groups">
        {GROUPS.map((group) => (
          <fieldset key={group} className="bole-export-group">
            <legend>{exportColumnGroupLabels[group]}</legend>
            {COLUMNS.filter((c) => EXPORT_COLUMNS[c].group === group).map((column) => (
              <Checkbox key={column} checked={value.includes(column)} disabled={disabled} onChange={(e) => toggle(column, e.target.checked)}>
                {EXPORT_COLUMNS[column].label}
              </Checkbox>
            ))}
          </fieldset>
        ))}
      </div>
    </div>
  );
}
