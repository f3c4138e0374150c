// 备注 on the detail page: colleagues' comments, newest first, ten at a time; with 250007 an
// input with an @ picker. Comments that mention me are marked read once shown, and the page
// scrolls here when opened from the home page's 提到我的 (#comments).
import { Button } from 'antd';
import type { MentionedAccount, ResumeComment } from '@bole/domain';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAccountInfo } from '../../../api/account';
import { confirmDialog } from '../../../lib/dialogs';
import { notifySuccess } from '../../../lib/notify';
import { useAccountOptions } from '../../../api/account-options';
import { useComments } from '../api/get-comments';
import { useDeleteComment } from '../api/delete-comment';
import { useMarkMentionsRead } from '../api/mark-mentions-read';
import { useSaveComment } from '../api/save-comment';
import { SectionCard } from '../detail/SectionCard';
import { LoadFailed } from '../shared/LoadFailed';
import { CommentEditor, EditorPlaceholder } from './lazy-editor';
import { CommentItem } from './CommentItem';
import './comments.css';

export const COMMENTS_ANCHOR = 'comments';

type Props = { resumeId: number; canComment: boolean };

function useMarkShownMentionsRead(comments: ResumeComment[]) {
  const { mutate: markRead } = useMarkMentionsRead();
  const sent = useRef(new Set<number>());
  useEffect(() => {
    const ids = comments.filter((c) => c.unread && !sent.current.has(c.id)).map((c) => c.id);
    if (ids.length === 0) return;
    ids.forEach((id) => sent.current.add(id));
    markRead({ commentIds: ids });
  }, [comments, markRead]);
}

function useScrollToAnchor(ready: boolean) {
  const { hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || hash !== `#${COMMENTS_ANCHOR}`) return;
    done.current = true;
    document.getElementById(COMMENTS_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

export function CommentSection({ resumeId, canComment }: Props) {
  const comments = useComments(resumeId);
  const { data: me } = useAccountInfo();
  const accounts = useAccountOptions();
  const save = useSaveComment();
  const remove = useDeleteComment();
  const [editing, setEditing] = useState<number | null>(null);
  const [writing, setWriting] = useState(false);

  const list = useMemo(() => comments.data?.pages.flatMap((p) => p.list) ?? [], [comments.data]);
  const total = comments.data?.pages[0]?.total ?? 0;
  const colleagues = useMemo<MentionedAccount[]>(() => (accounts.data ?? []).filter((a) => a.id !== me?.userId), [accounts.data, me?.userId]);
  useMarkShownMentionsRead(list);
  useScrollToAnchor(!comments.isLoading);

  const confirmDelete = (c: ResumeComment) =>
    confirmDialog({
      title: '删除这条备注？',
      content: c.authorId === me?.userId ? '删除后不可恢复，操作记录中会保留删除记录。' : `这是${c.authorName}发布的备注，删除后不可恢复。`,
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync({ resumeId, commentId: c.id })
          .then(() => notifySuccess('备注已删除'))
          .catch(() => undefined),
    });

  return (
    <SectionCard id={COMMENTS_ANCHOR} title="备注" count={total}>
      {canComment &&
        (writing ? (
          <Suspense fallback={<EditorPlaceholder />}>
            <CommentEditor
              colleagues={colleagues}
              submitText="发布"
              submitting={save.isPending && save.variables?.commentId === undefined}
              onSubmit={(body) => save.mutateAsync({ resumeId, ...body })}
              autoFocus
            />
          </Suspense>
        ) : (
          // The editor (antd Mentions) loads when someone starts writing, not with every resume opened.
          <button
            type="button"
            className="bole-comment-start"
            aria-label="添加备注"
            onClick={() => setWriting(true)}
            onPointerEnter={CommentEditor.preload}
            onFocus={CommentEditor.preload}
          >
            添加备注，输入 @ 提到同事，对方会在首页「提到我的」中看到
          </button>
        ))}
      {comments.isLoading && <div className="bole-muted bole-section-empty">加载中…</div>}
      {comments.isError && <LoadFailed what="备注" onRetry={() => void comments.refetch()} />}
      {comments.isSuccess && list.length === 0 && <div className="bole-section-empty">暂无备注{canComment ? '，记录沟通情况或提醒同事跟进' : ''}</div>}
      {list.length > 0 && (
        <ol className="bole-comments">
          {list.map((c) => (
            <CommentItem
              key={c.id}
              // On a resume in the recycle bin comments are read-only.
              comment={canComment ? c : { ...c, canEdit: false, canDelete: false }}
              colleagues={colleagues}
              editing={editing === c.id}
              saving={save.isPending && save.variables?.commentId === c.id}
              onEdit={() => setEditing(c.id)}
              onCancelEdit={() => setEditing(null)}
              onSave={(body) => save.mutateAsync({ resumeId, commentId: c.id, ...body }).then(() => setEditing(null))}
              onDelete={() => confirmDelete(c)}
            />
          ))}
        </ol>
      )}
      {comments.hasNextPage && (
        <Button block type="text" loading={comments.isFetchingNextPage} onClick={() => void comments.fetchNextPage()}>
          查看更早的备注
        </Button>
      )}
    </SectionCard>
  );
}
