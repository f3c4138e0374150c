// The sections of the PDF/Word resume: ticked ones in their order (moved up and down), then
// the ones left out. An antd form control (value / onChange).
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
import { RESUME_SECTION_KEYS, resumeSectionLabels, type ResumeSection } from '@bole/domain';
import { move } from './order';

type Props = { value?: ResumeSection[]; onChange?: (next: ResumeSection[]) => void; disabled?: boolean };

export function SectionPicker({ value = [], onChange, disabled }: Props) {
  const rest = RESUME_SECTION_KEYS.filter((s) => !value.includes(s));
  const set = (next: ResumeSection[]) => onChange?.(next);
  return (
    <div className="bole-export-sections" role="list" aria-label="简历模块（按显示顺序）">
      {[...value, ...rest].map((section, i) => {
        const on = i < value.length;
        const label = resumeSectionLabels[section];
        return (
          <div key={section} role="listitem" className={`bole-export-item${on ? '' : ' bole-export-item-off'}`}>
            <Checkbox checked={on} disabled={disabled} onChange={(e) => set(e.target.checked ? [...value, section] : value.filter((s) => s !== section))}>
              {label}
            </Checkbox>
            {on && (
              <span className="bole-export-actions">
                <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={`上移${label}`} disabled={disabled || i === 0} onClick={() => set(move(value, i, -1))} />
                <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={`下移${label}`} disabled={disabled || i === value.length - 1} onClick={() => set(move(value, i, 1))} />
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
