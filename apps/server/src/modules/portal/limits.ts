/** Per-IP limits of the public portal (pages and JSON alike): reading, and sending applications. */
export const PORTAL_READ_LIMIT = { max: 120, timeWindow: '1 minute' } as const;
export const PORTAL_APPLY_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
