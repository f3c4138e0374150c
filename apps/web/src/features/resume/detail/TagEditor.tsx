// The resume's tags in the header: remove with ×, add from the company catalogue (/user/manage/tag).
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Perm, type ResumeDetail } from '@bole/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePermission } from '../../../api/permission';
import { useTags } from '../api/get-tags';
import { useSetResumeTags } from '../api/set-resume-tags';
import { TagChip } from '../shared/TagChip';

type Props = { resume: ResumeDetail; canTag: boolean };

export function TagEditor({ resume, canTag }: Props) {
  const [open, setOpen] = useState(false);
  const canManage = usePermission(Perm.Tags);
  const { data: catalogue = [], isLoading } = useTags(canTag && open);
  const save = useSetResumeTags();
  const ids = resume.tags.map((t) => t.id);
  const set = (tagIds: number[]) => save.mutate({ id: resume.id, tagIds });

  return (
    <div className="bole-tag-editor">
      {resume.tags.map((t) => (
        <TagChip key={t.id} name={t.name} color={t.color}>
          {canTag && (
            <button type="button" className="bole-tag-remove" aria-label={`移除标签 ${t.name}`} disabled={save.isPending} onClick={() => set(ids.filter((id) => id !== t.id))}>
              <CloseOutlined />
            </button>
          )}
        </TagChip>
      ))}
      {resume.tags.length === 0 && !canTag && <span className="bole-muted">暂无标签</span>}
      {canTag && (
        <button type="button" className="bole-tag-add" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          <PlusOutlined /> 标签
        </button>
      )}
      {open && (
        <div className="bole-tag-panel" role="group" aria-label="选择标签">
          {isLoading && <span className="bole-muted">加载中…</span>}
          {!isLoading && catalogue.length === 0 && (
            <span className="bole-muted">
              标签库还是空的
              {canManage && (
                <>
                  ，<Link to="/user/manage/tag">去新建标签</Link>
                </>
              )}
            </span>
          )}
          {catalogue.map((t) => {
            const on = ids.includes(t.id);
            return (
              <button
                key={t.id}
                type="button"
                className="bole-chip"
                aria-pressed={on}
                disabled={save.isPending}
                onClick={() => set(on ? ids.filter((id) => id !== t.id) : [...ids, t.id])}
              >
                {t.color && <span className="bole-dot" style={{ background: t.color }} aria-hidden />}
                {t.name}
              </button>
            );
          })}
          <span className="bole-tag-panel-foot">
            {canManage && catalogue.length > 0 && <Link to="/user/manage/tag">管理标签库</Link>}
            <button type="button" className="bole-link-button" onClick={() => setOpen(false)}>
              完成
            </button>
          </span>
        </div>
      )}
    </div>
  );
}
