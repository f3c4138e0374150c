// 其他信息: the company's custom resume fields (/user/manage/resumefield), shown by type and
// edited in place like the other sections. Hidden while the company has none enabled.
import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ResumeDetail } from '@bole/domain';
import { lazy, Suspense, useState } from 'react';
import { PageSpin } from '../../../components/page/PageSpin';
import { useEnabledResumeFields } from '../api/get-resume-fields';
import { CustomInfoGrid } from './views/CustomInfoGrid';
import { focusSection, SectionCard } from './SectionCard';

const CustomFieldsEditor = lazy(() => import('./editors/CustomFieldsEditor'));

const ID = 'resume-custom';

export function OtherInfoSection({ resume, canEdit }: { resume: ResumeDetail; canEdit: boolean }) {
  const { fields } = useEnabledResumeFields();
  const [editing, setEditing] = useState(false);
  if (fields.length === 0) return null;
  const close = () => {
    setEditing(false);
    focusSection(ID);
  };
  return (
    <SectionCard
      id={ID}
      title="其他信息"
      extra={
        canEdit &&
        !editing && (
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(true)} aria-label="编辑其他信息">
            编辑
          </Button>
        )
      }
    >
      {editing ? (
        <Suspense fallback={<PageSpin tip="正在打开编辑…" />}>
          <CustomFieldsEditor resume={resume} fields={fields} onDone={close} />
        </Suspense>
      ) : (
        <CustomInfoGrid fields={fields} resume={resume} />
      )}
    </SectionCard>
  );
}
