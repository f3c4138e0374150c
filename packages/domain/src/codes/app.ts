// Client and session timing (spec section 9).

/** Request timeout of every API call. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How often the browser polls the static version file; a new version reloads the page. */
export const VERSION_POLL_MS = 60_000;
/** Lifetime of the token cookie when the token arrives in the address. */
export const TOKEN_COOKIE_DAYS = 30;
