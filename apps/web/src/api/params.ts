// Query strings and form bodies: empty values are dropped and arrays joined by commas (spec section 5).

export type ParamValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Params = Record<string, ParamValue>;

/** True for the values spec section 5 calls empty: undefined, '', null, NaN, -9999 and []. */
export function isEmptyValue(value: ParamValue): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value === 'number') return Number.isNaN(value) || value === -9999;
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function toSearchParams(params: Params | undefined): URLSearchParams {
  const search = new URLSearchParams();
  if (!params) return search;
  for (const [key, value] of Object.entries(params)) {
    if (isEmptyValue(value)) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search;
}

/** Appends params to a url that may already hold a query string. */
export function withQuery(url: string, params: Params | undefined): string {
  const query = toSearchParams(params).toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
