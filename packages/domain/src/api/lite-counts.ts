import { z } from 'zod';

/** One entry of the lite menu with the work waiting there for the caller (a resume to screen, an approval to decide …). */
export const liteCountSchema = z.object({ key: z.string(), count: z.number().int().min(0) });
export type LiteCount = z.infer<typeof liteCountSchema>;

/** GET /api/common/lite/counts: the waiting work per lite menu entry (route key), in menu order, only entries the caller sees. */
export const liteCountsSchema = z.array(liteCountSchema);
export type LiteCounts = z.infer<typeof liteCountsSchema>;
