// Queries of resume comments and their mentions; every one scoped to the caller's company.
import { and, asc, count, desc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { accounts } from '../company/tables';
import { resumeCommentMentions, resumeComments } from './comments.tables';

export type CommentRow = { id: number; resumeId: number; authorId: number; authorName: string; content: string; createdAt: Date; updatedAt: Date };
export type MentionRef = { commentId: number; id: number; userName: string; readAt: Date | null };

const commentColumns = {
  id: resumeComments.id,
  resumeId: resumeComments.resumeId,
  authorId: resumeComments.authorId,
  authorName: accounts.userName,
  content: resumeComments.content,
  createdAt: resumeComments.createdAt,
  updatedAt: resumeComments.updatedAt,
};

/** A page of one resume's comments, newest first, with the total. */
export async function pageOfResume(db: DbOrTx, companyId: number, resumeId: number, page: number, pageSize: number): Promise<{ rows: CommentRow[]; total: number }> {
  const where = inCompany(resumeComments, companyId, eq(resumeComments.resumeId, resumeId));
  const [rows, [total]] = await Promise.all([
    db
      .select(commentColumns)
      .from(resumeComments)
      .innerJoin(accounts, eq(accounts.id, resumeComments.authorId))
      .where(where)
      .orderBy(desc(resumeComments.createdAt), desc(resumeComments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(resumeComments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One comment of a resume of the company. */
export async function findComment(db: DbOrTx, companyId: number, resumeId: number, commentId: number, forUpdate = false): Promise<CommentRow | undefined> {
  const query = db
    .select(commentColumns)
    .from(resumeComments)
    .innerJoin(accounts, eq(accounts.id, resumeComments.authorId))
    .where(inCompany(resumeComments, companyId, eq(resumeComments.resumeId, resumeId), eq(resumeComments.id, commentId)));
  const [row] = forUpdate ? await query.for('update', { of: resumeComments }) : await query;
  return row;
}

/** The accounts each of the given comments mentions, by comment id. */
export async function mentionsOf(db: DbOrTx, companyId: number, commentIds: readonly number[]): Promise<Map<number, MentionRef[]>> {
  const byComment = new Map<number, MentionRef[]>();
  if (commentIds.length === 0) return byComment;
  const rows = await db
    .select({ commentId: resumeCommentMentions.commentId, id: accounts.id, userName: accounts.userName, readAt: resumeCommentMentions.readAt })
    .from(resumeCommentMentions)
    .innerJoin(accounts, eq(accounts.id, resumeCommentMentions.accountId))
    .where(inCompany(resumeCommentMentions, companyId, inArray(resumeCommentMentions.commentId, [...commentIds])))
    .orderBy(asc(resumeCommentMentions.createdAt), asc(accounts.id));
  for (const row of rows) byComment.set(row.commentId, [...(byComment.get(row.commentId) ?? []), row]);
  return byComment;
}

/** Names of the given accounts when every one is an active account of the company; undefined otherwise. */
export async function activeAccountsAmong(db: DbOrTx, companyId: number, ids: readonly number[]): Promise<Map<number, string> | undefined> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, userName: accounts.userName })
    .from(accounts)
    .where(inCompany(accounts, companyId, eq(accounts.status, 1), inArray(accounts.id, [...ids])));
  return rows.length === ids.length ? new Map(rows.map((r) => [r.id, r.userName])) : undefined;
}

export async function insertComment(db: DbOrTx, companyId: number, resumeId: number, authorId: number, content: string): Promise<number> {
  const [row] = await db.insert(resumeComments).values({ companyId, resumeId, authorId, content }).returning({ id: resumeComments.id });
  return row!.id;
}

export async function updateContent(db: DbOrTx, companyId: number, commentId: number, content: string): Promise<void> {
  await db.update(resumeComments).set({ content }).where(inCompany(resumeComments, companyId, eq(resumeComments.id, commentId)));
}

export async function deleteComment(db: DbOrTx, companyId: number, commentId: number): Promise<void> {
  // Its mentions go with it (cascade).
  await db.delete(resumeComments).where(inCompany(resumeComments, companyId, eq(resumeComments.id, commentId)));
}

/**
 * Makes the comment mention exactly `accountIds`: kept mentions keep their read state, new
 * ones start unread except the author's own, which he has obviously read.
 */
export async function setMentions(db: DbOrTx, companyId: number, commentId: number, accountIds: readonly number[], authorId: number): Promise<void> {
  const mine = inCompany(resumeCommentMentions, companyId, eq(resumeCommentMentions.commentId, commentId));
  await db.delete(resumeCommentMentions).where(accountIds.length ? and(mine, notInArray(resumeCommentMentions.accountId, [...accountIds])) : mine);
  if (accountIds.length === 0) return;
  const now = new Date();
  await db
    .insert(resumeCommentMentions)
    .values(accountIds.map((accountId) => ({ companyId, commentId, accountId, readAt: accountId === authorId ? now : null })))
    .onConflictDoNothing();
}

/** Marks the caller's mentions in the given comments (all of them without ids) read; answers how many changed. */
export async function markRead(db: DbOrTx, companyId: number, accountId: number, commentIds?: readonly number[]): Promise<number> {
  const rows = await db
    .update(resumeCommentMentions)
    .set({ readAt: new Date() })
    .where(
      inCompany(
        resumeCommentMentions,
        companyId,
        eq(resumeCommentMentions.accountId, accountId),
        isNull(resumeCommentMentions.readAt),
        commentIds ? inArray(resumeCommentMentions.commentId, [...commentIds]) : undefined,
      ),
    )
    .returning({ commentId: resumeCommentMentions.commentId });
  return rows.length;
}
