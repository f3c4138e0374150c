// 基本信息 / 求职意向: the facts, and 编辑 that swaps them for the section's form (loaded on demand).
import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ResumeDetail } from '@bole/domain';
import { lazy, Suspense, useState } from 'react';
import { PageSpin } from '../../../components/page/PageSpin';
import { baseInfoItems, detailSalaryHidden, intentionItems } from './views/facts';
import { InfoGrid } from './views/InfoGrid';
import { focusSection, SectionCard } from './SectionCard';

const SectionEditor = lazy(() => import('./editors/SectionEditor'));

type Props = { section: 'base' | 'intention'; resume: ResumeDetail; canEdit: boolean };

const TITLES = { base: '基本信息', intention: '求职意向' } as const;

export function InfoSection({ section, resume, canEdit }: Props) {
  const [editing, setEditing] = useState(false);
  const id = `resume-${section}`;
  const close = () => {
    setEditing(false);
    focusSection(id);
  };
  return (
    <SectionCard
      id={id}
      title={TITLES[section]}
      extra={
        canEdit &&
        !editing && (
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(true)} aria-label={`编辑${TITLES[section]}`}>
            编辑
          </Button>
        )
      }
    >
      {editing ? (
        <Suspense fallback={<PageSpin tip="正在打开编辑…" />}>
          <SectionEditor section={section} resume={resume} onDone={close} />
        </Suspense>
      ) : (
        <InfoGrid items={section === 'base' ? baseInfoItems(resume) : intentionItems(resume, detailSalaryHidden(resume))} />
      )}
    </SectionCard>
  );
}
