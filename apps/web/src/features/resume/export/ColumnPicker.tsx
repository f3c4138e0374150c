// The columns of an Excel export: the chosen ones in their order (moved up and down, removed)
// beside every column by group to tick on or off, the company's custom resume fields (简历字段)
// as the group 其他信息. An antd form control (value / onChange).
import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
import {
  CONTACT_COLUMNS,
  customColumnFieldKey,
  customExportColumn,
  EXPORT_COLUMNS,
  exportColumnGroupLabels,
  SALARY_COLUMNS,
  type ExcelColumn,
  type ExportColumn,
  type ExportColumnGroup,
  type ResumeField,
} from '@bole/domain';
import { useResumeFields } from '../api/get-resume-fields';
import { move } from './order';

type Props = { value?: ExcelColumn[]; onChange?: (next: ExcelColumn[]) => void; disabled?: boolean };
type Choice = { column: ExcelColumn; label: string };

const GROUPS = Object.keys(exportColumnGroupLabels) as ExportColumnGroup[];
const COLUMNS = Object.keys(EXPORT_COLUMNS) as ExportColumn[];

function columnLabel(column: ExcelColumn, fields: readonly ResumeField[]): { label: string; hint: string | null } {
  const key = customColumnFieldKey(column);
  if (key === undefined) {
    const fixed = column as ExportColumn;
    const hint = CONTACT_COLUMNS.includes(fixed) ? '无查看联系方式权限时打码' : SALARY_COLUMNS.includes(fixed) ? '无查看薪资权限时显示***' : null;
    return { label: EXPORT_COLUMNS[fixed].label, hint };
  }
  const field = fields.find((f) => f.key === key);
  if (!field) return { label: '简历字段', hint: '正在读取字段名称' };
  return { label: field.name, hint: field.enabled ? '简历字段' : '简历字段已停用，导出时跳过' };
}

function Group({ title, choices, value, disabled, toggle }: { title: string; choices: Choice[]; value: ExcelColumn[]; disabled?: boolean; toggle: (c: ExcelColumn, on: boolean) => void }) {
  return (
    <fieldset className="bole-export-group">
      <legend>{title}</legend>
      {choices.map(({ column, label }) => (
        <Checkbox key={column} checked={value.includes(column)} disabled={disabled} onChange={(e) => toggle(column, e.target.checked)}>
          {label}
        </Checkbox>
      ))}
    </fieldset>
  );
}

export function ColumnPicker({ value = [], onChange, disabled }: Props) {
  const { data: fields = [] } = useResumeFields();
  const set = (next: ExcelColumn[]) => onChange?.(next);
  const toggle = (column: ExcelColumn, on: boolean) => set(on ? [...value, column] : value.filter((c) => c !== column));
  const custom = fields.filter((f) => f.enabled).map((f) => ({ column: customExportColumn(f.key), label: f.name }));

  return (
    <div className="bole-export-columns">
      <div className="bole-export-chosen" role="list" aria-label="已选的列（按导出顺序）">
        <div className="bole-export-subtitle">
          已选 <strong>{value.length}</strong> 列，按此顺序导出
        </div>
        {value.length === 0 && <div className="bole-muted bole-export-empty">请至少选择一列</div>}
        {value.map((column, i) => {
          const { label, hint } = columnLabel(column, fields);
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
          <Group
            key={group}
            title={exportColumnGroupLabels[group]}
            choices={COLUMNS.filter((c) => EXPORT_COLUMNS[c].group === group).map((column) => ({ column, label: EXPORT_COLUMNS[column].label }))}
            value={value}
            disabled={disabled}
            toggle={toggle}
          />
        ))}
        {custom.length > 0 && <Group title="其他信息" choices={custom} value={value} disabled={disabled} toggle={toggle} />}
      </div>
    </div>
  );
}
