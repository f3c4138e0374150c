import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../codes/paging';

/** The envelope every API body uses: status 200 with data, or a code string with a message. */
export type Envelope<T> = { status: 200; data: T; message?: string } | { status: string; message: string; data?: unknown };

export const idSchema = z.coerce.number().int().positive();
export const idParamsSchema = z.object({ id: idSchema });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export type Page<T> = { list: T[]; total: number; page: number; pageSize: number };

/** A list response schema of the given row schema. */
export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({ list: z.array(row), total: z.number(), page: z.number(), pageSize: z.number() });
}

/** Trimmed optional text: empty input becomes undefined. */
export const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(max, `最多${max}个字符`).optional());

/** Trimmed required text with a Chinese message naming the field. */
export const requiredText = (label: string, max: number) =>
  z.string({ error: `请输入${label}` }).trim().min(1, `请输入${label}`).max(max, `${label}最多${max}个字符`);

/** A boolean as a form-encoded post sends it ('true', '1', 'on' / 'false', '0'); anything else is left for the schema to refuse. */
export const formBoolean = (v: unknown) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' ? false : v);
