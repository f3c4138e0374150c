// 工作经历 / 教育经历 / 项目经历 / 培训经历: the entries, each editable and removable in place,
// and 添加. A change sends the whole list (PATCH replaces lists as a whole).
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ResumeDetail } from '@bole/domain';
import { lazy, Suspense, useState } from 'react';
import { PageSpin } from '../../../components/page/PageSpin';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateResume } from '../api/update-resume';
import { HISTORY_KINDS, type HistoryKey } from '../forms/history-fields';
import { inputListOf } from './editors/entries';
import { EntryView } from './views/EntryView';
import { focusSection, SectionCard } from './SectionCard';
import { confirmDialog } from '../../../lib/dialogs';

const EntryEditor = lazy(() => import('./editors/EntryEditor'));

type Props = { kind: HistoryKey; resume: ResumeDetail; canEdit: boolean };

export function HistorySection({ kind, resume, canEdit }: Props) {
  const meta = HISTORY_KINDS[kind];
  const entries = resume[kind];
  // The index being edited, 'new' for an added entry, null when only reading.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const update = useUpdateResume();
  const id = `resume-${kind}`;

  const close = () => {
    setEditing(null);
    focusSection(id);
  };

  const remove = (index: number) =>
    confirmDialog({
      title: `删除这条${meta.noun}？`,
      content: '删除后会记入操作记录，可通过重新添加恢复。',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: () =>
        update
          .mutateAsync({ id: resume.id, body: { [kind]: inputListOf(kind, entries).filter((_e, i) => i !== index) } })
          .then(() => notifySuccess(`${meta.noun}已删除`))
          .catch(() => undefined),
    });

  const editor = (index: number | 'new') => (
    <Suspense fallback={<PageSpin tip="正在打开编辑…" />}>
      <EntryEditor kind={kind} resume={resume} index={index} onDone={close} />
    </Suspense>
  );

  return (
    <SectionCard
      id={id}
      title={meta.title}
      count={entries.length}
      extra={
        canEdit &&
        editing === null && (
          <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            添加{meta.noun}
          </Button>
        )
      }
    >
      {entries.length === 0 && editing !== 'new' && <div className="bole-section-empty">暂无{meta.noun}</div>}
      <div className="bole-entries">
        {entries.map((entry, index) =>
          editing === index ? (
            <div key={entry.id}>{editor(index)}</div>
          ) : (
            <div key={entry.id} className="bole-entry-row">
              <EntryView kind={kind} entry={entry} />
              {canEdit && editing === null && (
                <div className="bole-entry-actions">
                  <Button type="text" size="small" icon={<EditOutlined />} aria-label={`编辑${meta.noun} ${index + 1}`} onClick={() => setEditing(index)} />
                  <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`删除${meta.noun} ${index + 1}`} onClick={() => remove(index)} />
                </div>
              )}
            </div>
          ),
        )}
        {editing === 'new' && editor('new')}
      </div>
    </SectionCard>
  );
}
