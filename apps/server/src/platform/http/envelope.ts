import { z } from 'zod';

/** The success body: `{ status: 200, data }`. */
export function ok<T>(data: T): { status: 200; data: T } {
  return { status: 200, data };
}

/** Response schema of a success body carrying `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(200), data, message: z.string().optional() });
}

export const emptyEnvelope = z.object({ status: z.literal(200), data: z.null().optional(), message: z.string().optional() });
