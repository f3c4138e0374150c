// Comments (备注) on a resume with @mentions of colleagues, and the mentions inbox.
import { z } from 'zod';
import { pageQuerySchema } from './common';

/** A comment holds 1 to COMMENT_MAX characters and mentions at most COMMENT_MENTIONS_MAX colleagues. */
export const COMMENT_MAX = 1000;
export const COMMENT_MENTIONS_MAX = 20;

// Bodies arrive as JSON or form-encoded: a list as repeated keys or one comma-joined value.
const formList = (v: unknown) => (typeof v === 'string' ? v.split(',').filter((x) => x.trim() !== '') : v);
const formFlag = (v: unknown) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v);
const ids = (label: string, max: number) =>
  z.preprocess(
    formList,
    z
      .array(z.coerce.number({ error: `${label}格式不正确` }).int(`${label}格式不正确`).positive(`${label}格式不正确`), { error: `${label}格式不正确` })
      .max(max, `${label}最多${max}个`),
  );

/** POST /api/resumes/:id/comments and PATCH …/comments/:commentId: the text and the mentioned accounts. */
export const resumeCommentBodySchema = z.object({
  content: z.string({ error: '请输入备注内容' }).trim().min(1, '请输入备注内容').max(COMMENT_MAX, `备注最多${COMMENT_MAX}个字符`),
  // Active accounts of the company, picked after typing @; unknown ids answer 404.
  mentionIds: ids('提到的同事', COMMENT_MENTIONS_MAX).default([]),
});
export type ResumeCommentBody = z.infer<typeof resumeCommentBodySchema>;

export const commentParamsSchema = z.object({ id: z.coerce.number().int().positive(), commentId: z.coerce.number().int().positive() });

const mentionedSchema = z.object({ id: z.number(), userName: z.string() });
export type MentionedAccount = z.infer<typeof mentionedSchema>;

/** One comment as the detail page lists it; the flags say what the caller may do with it. */
export const resumeCommentSchema = z.object({
  id: z.number(),
  resumeId: z.number(),
  authorId: z.number().nullable(),
  authorName: z.string(),
  content: z.string(),
  mentions: z.array(mentionedSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  edited: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  // The caller is mentioned, and has not read it yet.
  mentionsMe: z.boolean(),
  unread: z.boolean(),
});
export type ResumeComment = z.infer<typeof resumeCommentSchema>;

/** GET /api/resume-comments/mentions: comments that mention me, newest first. */
export const mentionQuerySchema = pageQuerySchema.extend({ unread: z.preprocess(formFlag, z.boolean({ error: '须为true或false' }).optional()) });
export type MentionQuery = z.infer<typeof mentionQuerySchema>;

export const resumeMentionSchema = z.object({
  commentId: z.number(),
  resumeId: z.number(),
  resumeName: z.string(),
  authorName: z.string(),
  content: z.string(),
  mentions: z.array(mentionedSchema),
  createdAt: z.string(),
  read: z.boolean(),
});
export type ResumeMention = z.infer<typeof resumeMentionSchema>;
export const mentionPageSchema = z.object({ list: z.array(resumeMentionSchema), total: z.number(), unreadTotal: z.number(), page: z.number(), pageSize: z.number() });
export type MentionPage = z.infer<typeof mentionPageSchema>;

/** POST /api/resume-comments/mentions/read: the given comments, or with `all` every mention of mine. */
export const mentionReadSchema = z
  .object({ commentIds: ids('备注', 200).optional(), all: z.preprocess(formFlag, z.boolean({ error: '须为true或false' }).optional()) })
  .refine((v) => v.all === true || (v.commentIds?.length ?? 0) > 0, { message: '请选择要标记为已读的备注', path: ['commentIds'] });
export type MentionRead = z.infer<typeof mentionReadSchema>;
export const mentionReadResultSchema = z.object({ updated: z.number() });
