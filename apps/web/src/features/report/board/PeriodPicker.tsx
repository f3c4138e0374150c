// 统计期间: 今天, 本周 (from Monday), 本月, 本季度 (each up to today) or 自定义, in China days.
// A custom range is written to the address only once the server would count it.
import { useState } from 'react';
import { Segmented } from '../../../components/plain/Segmented';
import { PERIOD_PRESETS, periodError, presetOf, presetPeriod, type Period, type PeriodPreset } from './period';

type Choice = PeriodPreset | 'custom';
const OPTIONS: { value: Choice; label: string }[] = [...PERIOD_PRESETS.map((p) => ({ value: p.key as Choice, label: p.label })), { value: 'custom', label: '自定义' }];

type Props = { period: Period; today: string; onChange: (period: Period) => void };

export function PeriodPicker({ period, today, onChange }: Props) {
  const preset = presetOf(period, today);
  const [custom, setCustom] = useState(preset === null);
  const [draft, setDraft] = useState<Period>(period);
  const choice: Choice = custom ? 'custom' : (preset ?? 'custom');
  const error = periodError(draft);

  const choose = (next: Choice) => {
    if (next === 'custom') {
      setCustom(true);
      setDraft(period);
      return;
    }
    setCustom(false);
    onChange(presetPeriod(next, today));
  };
  const edit = (patch: Partial<Period>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (periodError(next) === null) onChange(next);
  };

  return (
    <div className="bole-report-period" role="group" aria-label="统计期间">
      <Segmented options={OPTIONS} value={choice} onChange={choose} aria-label="统计期间" />
      {choice === 'custom' ? (
        <span className="bole-report-dates">
          <input type="date" className="bole-report-select" aria-label="开始日期" value={draft.from} max={draft.to || undefined} onChange={(e) => edit({ from: e.target.value })} />
          <span aria-hidden="true">至</span>
          <input type="date" className="bole-report-select" aria-label="结束日期" value={draft.to} min={draft.from || undefined} onChange={(e) => edit({ to: e.target.value })} />
          {error && (
            <span className="bole-report-error" role="alert">
              {error}
            </span>
          )}
        </span>
      ) : (
        <span className="bole-report-muted" aria-live="polite">
          {period.from === period.to ? period.from : `${period.from} 至 ${period.to}`}
        </span>
      )}
    </div>
  );
}
