// One 备注: author, time (China time), the text with its @mentions marked, and 编辑/删除 when
// the caller may. Editing happens in place with the same editor.
import { Button } from 'antd';
import type { MentionedAccount, ResumeComment, ResumeCommentBody } from '@bole/domain';
import { formatDateTime } from '../../../lib/time';
import { initialOf } from '../shared/format';
import { Badge } from '../shared/TagChip';
import { Suspense } from 'react';
import { CommentEditor, EditorPlaceholder } from './lazy-editor';
import { splitMentions } from './mention-text';

type Props = {
  comment: ResumeComment;
  colleagues: readonly MentionedAccount[];
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onCancelEdit: () => void;
  onSave: (body: ResumeCommentBody) => Promise<unknown>;
  onDelete: () => void;
};

function CommentText({ comment }: { comment: ResumeComment }) {
  return (
    <p className="bole-comment-text">
      {splitMentions(comment.content, comment.mentions).map((piece, i) =>
        piece.mention ? (
          <span key={i} className="bole-mention">
            {piece.text}
          </span>
        ) : (
          piece.text
        ),
      )}
    </p>
  );
}

export function CommentItem({ comment, colleagues, editing, saving, onEdit, onCancelEdit, onSave, onDelete }: Props) {
  return (
    <li className={`bole-comment${comment.unread ? ' is-unread' : ''}`} aria-label={`${comment.authorName}的备注`}>
      <div className="bole-pool-avatar bole-comment-avatar" aria-hidden>
        {initialOf(comment.authorName)}
      </div>
      <div className="bole-comment-body">
        <div className="bole-comment-head">
          <strong>{comment.authorName}</strong>
          <time dateTime={comment.createdAt} className="bole-muted">
            {formatDateTime(comment.createdAt)}
          </time>
          {comment.edited && (
            <span className="bole-muted" title={`编辑于 ${formatDateTime(comment.updatedAt)}`}>
              （已编辑）
            </span>
          )}
          {comment.mentionsMe && <Badge tone={comment.unread ? 'red' : 'blue'}>{comment.unread ? '新·提到我' : '提到我'}</Badge>}
          {!editing && (comment.canEdit || comment.canDelete) && (
            <span className="bole-comment-actions">
              {comment.canEdit && (
                <Button type="link" size="small" onClick={onEdit}>
                  编辑
                </Button>
              )}
              {comment.canDelete && (
                <Button type="link" size="small" danger onClick={onDelete}>
                  删除
                </Button>
              )}
            </span>
          )}
        </div>
        {editing ? (
          <Suspense fallback={<EditorPlaceholder />}>
            <CommentEditor colleagues={colleagues} initial={{ content: comment.content, mentions: comment.mentions }} submitText="保存" submitting={saving} onSubmit={onSave} onCancel={onCancelEdit} autoFocus />
          </Suspense>
        ) : (
          <CommentText comment={comment} />
        )}
      </div>
    </li>
  );
}
