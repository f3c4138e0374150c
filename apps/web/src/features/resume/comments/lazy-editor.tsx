// The comment editor (antd Mentions and the domain's body schema) loads after the section shows.
import { lazyNamed } from '../../../lib/lazy';

export const CommentEditor = lazyNamed(() => import('./CommentEditor'), 'CommentEditor');

/** Holds the editor's place while it loads, so the list below does not jump. */
export function EditorPlaceholder() {
  return <div className="bole-comment-editor-placeholder" aria-hidden />;
}
