// 招聘概览's comparison of a number with the period before.

export type Change = { direction: 'up' | 'down' | 'flat'; text: string };

/** The change from `previous` to `value`: its direction and its size (25%, 3 from nothing, 持平); null when either is unknown. */
export function changeOf(value: number | null, previous: number | null): Change | null {
  if (value === null || previous === null) return null;
  if (value === previous) return { direction: 'flat', text: '持平' };
  const direction = value > previous ? 'up' : 'down';
  // From 0 a percentage means nothing: the difference itself is shown.
  if (previous === 0) return { direction, text: String(value) };
  return { direction, text: `${Number(((Math.abs(value - previous) / previous) * 100).toFixed(1))}%` };
}
