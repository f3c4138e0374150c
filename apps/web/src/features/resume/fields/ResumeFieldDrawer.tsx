// 新增字段 / 编辑字段 of 简历字段: the shared field drawer on the resume-field endpoints.
import { ALL_CUSTOM_FIELD_TYPES, resumeFieldCreateSchema, type ResumeField } from '@bole/domain';
import { useMemo } from 'react';
import { FieldDrawer, type FieldCatalogue } from '../../../components/custom-fields/FieldDrawer';
import { useCreateResumeField } from '../api/create-resume-field';
import { getResumeFieldUsage } from '../api/get-resume-field-usage';
import { useUpdateResumeField } from '../api/update-resume-field';

type Props = { field?: ResumeField; onClose: () => void };

export default function ResumeFieldDrawer({ field, onClose }: Props) {
  const { mutateAsync: create } = useCreateResumeField();
  const { mutateAsync: update } = useUpdateResumeField();
  const catalogue = useMemo<FieldCatalogue>(
    () => ({
      recordNoun: '简历',
      countOf: (n) => `${n} 份简历`,
      nameExample: '如：政治面貌、可到岗日期',
      types: ALL_CUSTOM_FIELD_TYPES,
      createSchema: resumeFieldCreateSchema,
      create,
      update: (id, body) => update({ id, body }),
      optionCounts: async (id) => new Map((await getResumeFieldUsage(id)).options.map((o) => [o.key, o.count])),
    }),
    [create, update],
  );
  return <FieldDrawer catalogue={catalogue} field={field} onClose={onClose} />;
}
