// 消息中心: the in-app notices (站内信) a colleague receives, read from the outbox.
import { z } from 'zod';
import { pageQuerySchema } from './common';

// Query strings carry flags as text: 'true'/'1' and 'false'/'0'/'' (empty = all).
const formFlag = (v: unknown) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? undefined : v);

/** GET /api/notices: the caller's own notices, newest first; `unread=true` only the unread ones. */
export const noticeQuerySchema = pageQuerySchema.extend({ unread: z.preprocess(formFlag, z.boolean({ error: '须为true或false' }).optional()) });
export type NoticeQuery = z.infer<typeof noticeQuerySchema>;

/** One notice: `link` is the page it opens in the app, `readAt` null while unread. */
export const noticeSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  templateType: z.number().nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** GET /api/notices/unread-count. */
export const noticeCountSchema = z.object({ count: z.number() });
export type NoticeCount = z.infer<typeof noticeCountSchema>;

/** POST /api/notices/read-all: how many were unread. */
export const noticeReadAllSchema = z.object({ updated: z.number() });
export type NoticeReadAll = z.infer<typeof noticeReadAllSchema>;
