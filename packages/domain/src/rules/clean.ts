// Empty-value cleaning of query and form objects before they are sent (spec section 5).

/** The "no value" placeholder some selects carry; cleaning drops it. */
export const EMPTY_SENTINEL = -9999;

/** Whether cleaning drops a value: undefined, null, '', NaN, -9999 or an empty array. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    value === EMPTY_SENTINEL ||
    (typeof value === 'number' && Number.isNaN(value)) ||
    (Array.isArray(value) && value.length === 0)
  );
}

type CleanedValue<V> = V extends readonly unknown[] ? string : V;

/** The result of `cleanEmpty`: every key optional, arrays turned into strings. */
export type Cleaned<T> = { [K in keyof T]?: CleanedValue<Exclude<T[K], undefined | null>> };

/**
 * A shallow copy without empty values (see `isEmptyValue`); a non-empty array becomes its
 * items joined by commas ([1, 2] -> '1,2'). Other values, nested objects included, are
 * kept as they are; a string of spaces, 0 and false are not empty.
 */
export function cleanEmpty<T extends object>(obj: T): Cleaned<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) {
    if (isEmptyValue(value)) continue;
    out[key] = Array.isArray(value) ? value.join(',') : value;
  }
  return out as Cleaned<T>;
}
