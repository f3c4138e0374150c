// 排序: 更新时间 or 相关度 (relevance needs a keyword).
import type { ResumeSort } from '@bole/domain';

type Props = { value: ResumeSort; keyword?: string; onChange: (sort: ResumeSort) => void };

const OPTIONS: { value: ResumeSort; label: string }[] = [
  { value: 'updated', label: '更新时间' },
  { value: 'relevance', label: '相关度' },
];

export function SortSwitch({ value, keyword, onChange }: Props) {
  return (
    <div className="bole-sort" role="radiogroup" aria-label="排序">
      <span className="bole-muted">排序：</span>
      {OPTIONS.map((o) => {
        const disabled = o.value === 'relevance' && !keyword;
        return (
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={value === o.value}
            disabled={disabled}
            title={disabled ? '输入关键词后可按相关度排序' : undefined}
            className="bole-sort-option"
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}
