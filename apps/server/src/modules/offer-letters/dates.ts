const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Today's calendar day in China, 'YYYY-MM-DD': the date a letter made now carries. */
export function chinaToday(now = new Date()): string {
  return new Date(now.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}
