// Comments (备注) on a resume: anyone who may see the resume reads them, 250007 writes them,
// authors edit and delete their own, administrators delete any. Adding, editing and deleting
// each write a resume record; mentioned colleagues find the comment in their mentions and
// get an in-app notice (评论@提醒) written in the comment's transaction.
import {
  MessageChannel,
  Perm,
  ResumeAction,
  RoleType,
  SystemPlaceholder,
  SystemTemplateType,
  TemplatePlaceholder,
  type Page,
  type PageQuery,
  type ResumeComment,
  type ResumeCommentBody,
} from '@bole/domain';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { sendTemplate, type Messenger } from '../messaging/send';
import * as comments from './comments.repository';
import { mentionLink } from './mentions';
import * as repo from './repository';
import { scopeCondition, type Caller } from './scope';

const EXCERPT = 60;
/** A notice quotes at most this many characters of the comment. */
const NOTICE_EXCERPT = 200;

/** What telling mentioned colleagues needs: the outbox's queues and the app's address for links in mail. */
export type MentionNotifier = { messenger: Messenger; publicUrl: string };

/** The first characters of a comment for the operation history. */
export function excerpt(content: string): string {
  const chars = [...content.replace(/\s+/g, ' ')];
  return chars.length > EXCERPT ? `${chars.slice(0, EXCERPT).join('')}…` : chars.join('');
}

const isAdmin = (caller: Caller) => caller.roleType === RoleType.Admin;

/** The resume, when the caller may see it (deleted ones only for those who may restore them); 404 otherwise. */
async function visibleResume(db: DbOrTx, caller: Caller, resumeId: number, live: boolean) {
  const state = live || !caller.codes.has(Perm.ResumeRestore) ? 'live' : 'any';
  const resume = await repo.findResume(db, caller.companyId, resumeId, { scope: scopeCondition(caller), state });
  if (!resume) throw new AppError('NOT_FOUND');
  return resume;
}

/** Mentioned ids, once each, must be active accounts of the company (404 otherwise); answers their names by id. */
async function checkMentions(db: DbOrTx, companyId: number, ids: readonly number[]): Promise<Map<number, string>> {
  const names = await comments.activeAccountsAmong(db, companyId, [...new Set(ids)]);
  if (!names) throw new AppError('NOT_FOUND');
  return names;
}

/**
 * 评论@提醒 (template 106) as an in-app notice to each newly mentioned colleague but the author,
 * opening the resume at its comments. Repeats for the same comment and colleague write nothing.
 */
async function tellMentioned(
  tx: DbOrTx,
  notifier: MentionNotifier,
  caller: Caller,
  resume: { id: number; name: string },
  comment: { id: number; content: string },
  names: ReadonlyMap<number, string>,
): Promise<void> {
  const link = mentionLink(resume.id);
  const chars = [...comment.content];
  const commentText = chars.length > NOTICE_EXCERPT ? `${chars.slice(0, NOTICE_EXCERPT).join('')}…` : comment.content;
  for (const [accountId, name] of names) {
    if (accountId === caller.accountId) continue;
    await sendTemplate(tx, notifier.messenger, {
      companyId: caller.companyId,
      type: SystemTemplateType.Mention,
      channels: [MessageChannel.App],
      recipients: [{ kind: 'account', name, email: null, mobile: null, accountId }],
      values: {
        [TemplatePlaceholder.PersonName]: resume.name,
        [SystemPlaceholder.OperatorName]: caller.userName,
        [SystemPlaceholder.CommentText]: commentText,
        [SystemPlaceholder.ActionUrl]: `${notifier.publicUrl}${link}`,
      },
      trigger: '评论@提醒',
      link,
      senderAccountId: caller.accountId,
      idempotencyKey: `comment-mention:${comment.id}:${accountId}`,
    });
  }
}

function present(row: comments.CommentRow, mentions: comments.MentionRef[], caller: Caller): ResumeComment {
  const own = row.authorId === caller.accountId;
  const me = mentions.find((m) => m.id === caller.accountId);
  return {
    id: row.id,
    resumeId: row.resumeId,
    authorId: row.authorId,
    authorName: row.authorName,
    content: row.content,
    mentions: mentions.map((m) => ({ id: m.id, userName: m.userName })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    edited: row.updatedAt.getTime() > row.createdAt.getTime(),
    canEdit: own && caller.codes.has(Perm.CandidateRemark),
    canDelete: (own || isAdmin(caller)) && caller.codes.has(Perm.CandidateRemark),
    mentionsMe: me !== undefined,
    unread: me !== undefined && me.readAt === null,
  };
}

async function presentOne(db: DbOrTx, caller: Caller, resumeId: number, commentId: number): Promise<ResumeComment> {
  const row = await comments.findComment(db, caller.companyId, resumeId, commentId);
  if (!row) throw new AppError('NOT_FOUND');
  const mentions = await comments.mentionsOf(db, caller.companyId, [commentId]);
  return present(row, mentions.get(commentId) ?? [], caller);
}

/** The comments of a resume the caller can see, newest first. */
export async function listComments(db: Db, caller: Caller, resumeId: number, q: PageQuery): Promise<Page<ResumeComment>> {
  await visibleResume(db, caller, resumeId, false);
  const { rows, total } = await comments.pageOfResume(db, caller.companyId, resumeId, q.page, q.pageSize);
  const mentions = await comments.mentionsOf(db, caller.companyId, rows.map((r) => r.id));
  return { list: rows.map((r) => present(r, mentions.get(r.id) ?? [], caller)), total, page: q.page, pageSize: q.pageSize };
}

const record = (caller: Caller, resumeId: number, action: string, note: string): repo.NewRecord => ({ resumeId, operatorId: caller.accountId, operatorName: caller.userName, action, note });

export async function addComment(db: Db, notifier: MentionNotifier, caller: Caller, resumeId: number, body: ResumeCommentBody): Promise<ResumeComment> {
  const { companyId } = caller;
  const id = await db.transaction(async (tx) => {
    const resume = await visibleResume(tx, caller, resumeId, true);
    const mentioned = await checkMentions(tx, companyId, body.mentionIds);
    const commentId = await comments.insertComment(tx, companyId, resumeId, caller.accountId, body.content);
    await comments.setMentions(tx, companyId, commentId, [...mentioned.keys()], caller.accountId);
    await tellMentioned(tx, notifier, caller, resume, { id: commentId, content: body.content }, mentioned);
    await repo.insertRecords(tx, companyId, [record(caller, resumeId, ResumeAction.Comment, `「${excerpt(body.content)}」`)]);
    return commentId;
  });
  return presentOne(db, caller, resumeId, id);
}

/** The author changes his comment's text and mentions; newly mentioned colleagues are told. */
export async function editComment(db: Db, notifier: MentionNotifier, caller: Caller, resumeId: number, commentId: number, body: ResumeCommentBody): Promise<ResumeComment> {
  const { companyId } = caller;
  await db.transaction(async (tx) => {
    const resume = await visibleResume(tx, caller, resumeId, true);
    const current = await comments.findComment(tx, companyId, resumeId, commentId, true);
    if (!current) throw new AppError('NOT_FOUND');
    if (current.authorId !== caller.accountId) throw new AppError('COMMENT_NOT_AUTHOR');
    const mentioned = await checkMentions(tx, companyId, body.mentionIds);
    const before = (await comments.mentionsOf(tx, companyId, [commentId])).get(commentId) ?? [];
    const sameMentions = before.length === mentioned.size && before.every((m) => mentioned.has(m.id));
    if (current.content === body.content && sameMentions) return;
    await comments.updateContent(tx, companyId, commentId, body.content);
    await comments.setMentions(tx, companyId, commentId, [...mentioned.keys()], caller.accountId);
    const added = new Map([...mentioned].filter(([accountId]) => !before.some((m) => m.id === accountId)));
    await tellMentioned(tx, notifier, caller, resume, { id: commentId, content: body.content }, added);
    await repo.insertRecords(tx, companyId, [record(caller, resumeId, ResumeAction.CommentEdit, `「${excerpt(current.content)}」改为「${excerpt(body.content)}」`)]);
  });
  return presentOne(db, caller, resumeId, commentId);
}

export async function deleteComment(db: Db, caller: Caller, resumeId: number, commentId: number): Promise<void> {
  const { companyId } = caller;
  await db.transaction(async (tx) => {
    await visibleResume(tx, caller, resumeId, true);
    const current = await comments.findComment(tx, companyId, resumeId, commentId, true);
    if (!current) throw new AppError('NOT_FOUND');
    const own = current.authorId === caller.accountId;
    if (!own && !isAdmin(caller)) throw new AppError('COMMENT_DELETE_FORBIDDEN');
    await comments.deleteComment(tx, companyId, commentId);
    const whose = own ? '' : `${current.authorName}的`;
    await repo.insertRecords(tx, companyId, [record(caller, resumeId, ResumeAction.CommentDelete, `删除了${whose}备注「${excerpt(current.content)}」`)]);
  });
}
