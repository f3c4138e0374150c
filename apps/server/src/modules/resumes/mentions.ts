// What a colleague learns when a comment mentions him: his mentions (newest first, unread
// flagged), marking them read, and the 提到我的 to-do of /home. Comments on resumes in the
// recycle bin drop out until the resume comes back.
import { SystemTemplateType, type MentionPage, type MentionQuery, type MentionRead } from '@bole/domain';
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { accounts } from '../company/tables';
import { readNoticesAbout } from '../messaging/notices';
import { resumeCommentMentions, resumeComments } from './comments.tables';
import * as comments from './comments.repository';
import type { Caller } from './scope';
import { resumes } from './tables';

type Me = Pick<Caller, 'companyId' | 'accountId'>;

const mine = (me: Me, ...more: (SQL | undefined)[]) => inCompany(resumeCommentMentions, me.companyId, eq(resumeCommentMentions.accountId, me.accountId), ...more);
const unread = isNull(resumeCommentMentions.readAt);

// A mention counts while its comment's resume is out of the recycle bin.
const onLiveResume = sql`exists (select 1 from ${resumeComments} join ${resumes} on ${resumes.id} = ${resumeComments.resumeId} and ${resumes.deletedAt} is null where ${resumeComments.id} = ${resumeCommentMentions.commentId})`;

async function countMine(db: Db, me: Me, onlyUnread: boolean): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(resumeCommentMentions)
    .where(mine(me, onlyUnread ? unread : undefined, onLiveResume));
  return row?.n ?? 0;
}

/** The comments that mention the caller, newest first, with the resume's name. */
export async function listMentions(db: Db, me: Me, q: MentionQuery): Promise<MentionPage> {
  const where = mine(me, q.unread ? unread : undefined);
  const [rows, total, unreadTotal] = await Promise.all([
    db
      .select({
        commentId: resumeComments.id,
        resumeId: resumes.id,
        resumeName: resumes.name,
        authorName: accounts.userName,
        content: resumeComments.content,
        createdAt: resumeComments.createdAt,
        readAt: resumeCommentMentions.readAt,
      })
      .from(resumeCommentMentions)
      .innerJoin(resumeComments, eq(resumeComments.id, resumeCommentMentions.commentId))
      .innerJoin(resumes, and(eq(resumes.id, resumeComments.resumeId), isNull(resumes.deletedAt)))
      .innerJoin(accounts, eq(accounts.id, resumeComments.authorId))
      .where(where)
      .orderBy(desc(resumeComments.createdAt), desc(resumeComments.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    countMine(db, me, q.unread === true),
    countMine(db, me, true),
  ]);
  const mentioned = await comments.mentionsOf(db, me.companyId, rows.map((r) => r.commentId));
  return {
    list: rows.map(({ readAt, createdAt, ...r }) => ({
      ...r,
      mentions: (mentioned.get(r.commentId) ?? []).map((m) => ({ id: m.id, userName: m.userName })),
      createdAt: createdAt.toISOString(),
      read: readAt !== null,
    })),
    total,
    unreadTotal,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/**
 * Marks mentions read, and the 评论@提醒 notices that opened their resumes' comments with
 * them; ids that are not comments mentioning the caller answer 404 and change nothing.
 */
export async function markMentionsRead(db: Db, me: Me, body: MentionRead): Promise<{ updated: number }> {
  if (body.all) {
    return db.transaction(async (tx) => {
      await readNoticesAbout(tx, me, SystemTemplateType.Mention);
      return { updated: await comments.markRead(tx, me.companyId, me.accountId) };
    });
  }
  const ids = [...new Set(body.commentIds ?? [])];
  const found = await db
    .select({ resumeId: resumeComments.resumeId })
    .from(resumeCommentMentions)
    .innerJoin(resumeComments, eq(resumeComments.id, resumeCommentMentions.commentId))
    .where(mine(me, inArray(resumeCommentMentions.commentId, ids)));
  if (found.length !== ids.length) throw new AppError('NOT_FOUND');
  const links = [...new Set(found.map((r) => mentionLink(r.resumeId)))];
  return db.transaction(async (tx) => {
    await readNoticesAbout(tx, me, SystemTemplateType.Mention, links);
    return { updated: await comments.markRead(tx, me.companyId, me.accountId, ids) };
  });
}

/** Where a mention takes its colleague: the resume's detail page at its 备注. */
export const mentionLink = (resumeId: number) => `/resume/detail/${resumeId}#comments`;

/** The 提到我的 to-do: unread mentions, opening the resume of the newest one. */
export async function mentionTodo(db: Db, me: Me): Promise<{ count: number; path?: string }> {
  const [n, [latest]] = await Promise.all([
    countMine(db, me, true),
    db
      .select({ resumeId: resumeComments.resumeId })
      .from(resumeCommentMentions)
      .innerJoin(resumeComments, eq(resumeComments.id, resumeCommentMentions.commentId))
      .where(mine(me, unread, onLiveResume))
      .orderBy(desc(resumeComments.createdAt), desc(resumeComments.id))
      .limit(1),
  ]);
  return latest ? { count: n, path: mentionLink(latest.resumeId) } : { count: n };
}
