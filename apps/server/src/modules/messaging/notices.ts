// 消息中心: the in-app notices (channel 'app') an account received, read from the outbox.
// A notice is the caller's own only: his company and his account id as the recipient;
// anyone else's id answers 404 and changes nothing.
import type { Notice, NoticeQuery, Page } from '@bole/domain';
import { MessageChannel } from '@bole/domain';
import { count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { outboxMessages } from './tables';

/** Whose notices: the caller's company and account. */
export type Reader = { companyId: number; accountId: number };

// Follows the inbox index (company, recipient, created_at) where channel = 'app'.
const mine = (me: Reader, ...more: (SQL | undefined)[]) =>
  inCompany(
    outboxMessages,
    me.companyId,
    eq(outboxMessages.channel, MessageChannel.App),
    eq(outboxMessages.recipient, String(me.accountId)),
    // Delivered only: a scheduled notice shows once its time has come.
    eq(outboxMessages.status, 'sent'),
    ...more,
  );
const unread = isNull(outboxMessages.readAt);

const columns = {
  id: outboxMessages.id,
  title: outboxMessages.subject,
  content: outboxMessages.text,
  link: outboxMessages.link,
  createdAt: outboxMessages.createdAt,
  readAt: outboxMessages.readAt,
  templateType: outboxMessages.templateType,
};
type NoticeRow = { id: number; title: string; content: string; link: string | null; createdAt: Date; readAt: Date | null; templateType: number | null };

function present(row: NoticeRow): Notice {
  return { ...row, createdAt: row.createdAt.toISOString(), readAt: row.readAt?.toISOString() ?? null };
}

/** The caller's notices, newest first. */
export async function listNotices(db: Db, me: Reader, q: NoticeQuery): Promise<Page<Notice>> {
  const where = mine(me, q.unread ? unread : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(outboxMessages).where(where),
  ]);
  return { list: rows.map(present), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** How many of the caller's notices are unread (the bell's badge and the /home card). */
export async function unreadNoticeCount(db: Db, me: Reader): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outboxMessages).where(mine(me, unread));
  return row?.n ?? 0;
}

/** Marks one of the caller's notices read (a read one keeps its time) and answers it. */
export async function readNotice(db: Db, me: Reader, id: number): Promise<Notice> {
  const [updated] = await db
    .update(outboxMessages)
    .set({ readAt: new Date() })
    .where(mine(me, eq(outboxMessages.id, id), unread))
    .returning(columns);
  if (updated) return present(updated);
  const [row] = await db.select(columns).from(outboxMessages).where(mine(me, eq(outboxMessages.id, id)));
  if (!row) throw new AppError('NOT_FOUND');
  return present(row);
}

/** 全部已读: every unread notice of the caller; answers how many changed. */
export async function readAllNotices(db: Db, me: Reader): Promise<number> {
  const rows = await db.update(outboxMessages).set({ readAt: new Date() }).where(mine(me, unread)).returning({ id: outboxMessages.id });
  return rows.length;
}

/**
 * Reading the thing reads its notices: marks read the caller's notices of the template type
 * that open one of `links` (every one of the type without links), e.g. the 评论@提醒 of a
 * resume whose comments he has seen.
 */
export async function readNoticesAbout(db: DbOrTx, me: Reader, templateType: number, links?: readonly string[]): Promise<void> {
  if (links?.length === 0) return;
  await db
    .update(outboxMessages)
    .set({ readAt: new Date() })
    .where(mine(me, unread, eq(outboxMessages.templateType, templateType), links ? inArray(outboxMessages.link, [...links]) : undefined));
}
