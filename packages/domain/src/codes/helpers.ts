/** A code value: numeric where the spec numbers it, a string key where it does not. */
export type Code = number | string;

/** An antd Select option. */
export type CodeOption<K extends Code> = { value: K; label: string };

/** An antd table column filter. */
export type CodeFilter<K extends Code> = { value: K; text: string };

const NUMERIC_KEY = /^-?\d+$/;

/**
 * The codes of a label table: the given display order, else numeric codes ascending
 * (so -1 "不限" comes first) and string codes in declaration order.
 */
export function codeValues<K extends Code>(labels: Readonly<Record<K, string>>, order?: readonly K[]): K[] {
  if (order) return [...order];
  const keys = Object.keys(labels);
  // Object.keys returns numeric keys as strings, and puts negative ones last.
  if (keys.every((k) => NUMERIC_KEY.test(k))) return keys.map(Number).sort((a, b) => a - b) as K[];
  return keys as K[];
}

/** Select options `{ value, label }[]` of a label table, in display order. */
export function codeOptions<K extends Code>(labels: Readonly<Record<K, string>>, order?: readonly K[]): CodeOption<K>[] {
  return codeValues(labels, order).map((value) => ({ value, label: labels[value] }));
}

/** Table filters `{ value, text }[]` of a label table, in display order. */
export function codeFilters<K extends Code>(labels: Readonly<Record<K, string>>, order?: readonly K[]): CodeFilter<K>[] {
  return codeValues(labels, order).map((value) => ({ value, text: labels[value] }));
}

/** Whether a value is one of the codes of a label table. */
export function isCode<K extends Code>(labels: Readonly<Record<K, string>>, value: unknown): value is K {
  if (typeof value !== 'number' && typeof value !== 'string') return false;
  if (!Object.prototype.hasOwnProperty.call(labels, value)) return false;
  // A numeric table takes numbers only: '1' from a query string is not the code 1.
  return (typeof value === 'number') === NUMERIC_KEY.test(String(value));
}

/** The label of a code, or the fallback for an unknown or empty value. */
export function codeLabel<K extends Code>(labels: Readonly<Record<K, string>>, value: Code | null | undefined, fallback = '-'): string {
  return isCode(labels, value) ? labels[value] : fallback;
}
