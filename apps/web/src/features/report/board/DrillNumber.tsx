// A board's number that opens the candidates behind it; 0 and numbers without a list stay text.
type Props = { value: number | null; label: string; onOpen?: () => void; className?: string };

export function DrillNumber({ value, label, onOpen, className }: Props) {
  if (value === null) return <span className={className}>-</span>;
  if (value === 0 || !onOpen) return <span className={className}>{value}</span>;
  return (
    <button type="button" className={className ? `bole-report-number ${className}` : 'bole-report-number'} aria-label={`${label} ${value}，查看候选人`} onClick={onOpen}>
      {value}
    </button>
  );
}
