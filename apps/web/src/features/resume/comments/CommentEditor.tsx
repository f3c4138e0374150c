// Writing a 备注: text with an @ picker of colleagues (active accounts of the company), a
// character count, and 发布 (or 保存 when editing). Checked with the domain's body schema.
import { Button, Mentions, type MentionsProps } from 'antd';
import { COMMENT_MAX, resumeCommentBodySchema, type MentionedAccount, type ResumeCommentBody } from '@bole/domain';
import { useMemo, useState } from 'react';
import { mentionIdsOf } from './mention-text';

// The picker hands the chosen option back to onSelect as given (its key rewritten), so each
// option carries the account id itself; names alone may repeat.
type ColleagueOption = NonNullable<MentionsProps['options']>[number] & { accountId: number };

type Props = {
  colleagues: readonly MentionedAccount[];
  initial?: { content: string; mentions: MentionedAccount[] };
  submitText: string;
  submitting: boolean;
  /** Resolves when saved (the editor then clears), rejects with the server's message. */
  onSubmit: (body: ResumeCommentBody) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
};

export function CommentEditor({ colleagues, initial, submitText, submitting, onSubmit, onCancel, autoFocus }: Props) {
  const [text, setText] = useState(initial?.content ?? '');
  const [picked, setPicked] = useState<MentionedAccount[]>(initial?.mentions ?? []);
  const [error, setError] = useState<string | null>(null);
  const options = useMemo(() => colleagues.map((c): ColleagueOption => ({ key: String(c.id), value: c.userName, label: c.userName, accountId: c.id })), [colleagues]);

  const submit = () => {
    const parsed = resumeCommentBodySchema.safeParse({ content: text, mentionIds: mentionIdsOf(text, picked, colleagues) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '请检查备注内容');
      return;
    }
    setError(null);
    onSubmit(parsed.data)
      .then(() => {
        if (!initial) {
          setText('');
          setPicked([]);
        }
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : '保存失败，请重试'));
  };

  const length = text.length;
  return (
    <div className="bole-comment-editor">
      <Mentions
        aria-label={initial ? '编辑备注' : '备注内容'}
        value={text}
        onChange={(value) => {
          setText(value);
          if (error) setError(null);
        }}
        onSelect={(option) => {
          const { accountId, value } = option as ColleagueOption;
          if (value && !picked.some((p) => p.id === accountId)) setPicked([...picked, { id: accountId, userName: value }]);
        }}
        options={options}
        placeholder={initial ? '请输入备注内容，输入 @ 提到同事' : '添加备注，输入 @ 提到同事，对方会在首页「提到我的」中看到'}
        notFoundContent="没有匹配的同事"
        autoSize={{ minRows: 2, maxRows: 8 }}
        status={error ? 'error' : undefined}
        autoFocus={autoFocus}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
        }}
      />
      <div className="bole-comment-editor-foot">
        <span className={error ? 'bole-comment-error' : 'bole-muted'} role={error ? 'alert' : undefined}>
          {error ?? `Ctrl + Enter ${submitText}`}
        </span>
        <span className={length > COMMENT_MAX ? 'bole-comment-error' : 'bole-muted'}>
          {length}/{COMMENT_MAX}
        </span>
        {onCancel && <Button onClick={onCancel}>取消</Button>}
        <Button type="primary" loading={submitting} disabled={text.trim() === ''} onClick={submit}>
          {submitText}
        </Button>
      </div>
    </div>
  );
}
