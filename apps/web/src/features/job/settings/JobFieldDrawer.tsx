// 新增字段 / 编辑字段 of 职位字段: the shared field drawer on the job-field endpoints.
import { JOB_FIELD_TYPES, jobFieldCreateSchema, type CustomField } from '@bole/domain';
import { useMemo } from 'react';
import { FieldDrawer, type FieldCatalogue } from '../../../components/custom-fields/FieldDrawer';
import { getJobFieldUsage, useJobFieldChanges } from '../api/save-job-field';

type Props = { field?: CustomField; onClose: () => void };

export function JobFieldDrawer({ field, onClose }: Props) {
  const { create, update } = useJobFieldChanges();
  const { mutateAsync: createField } = create;
  const { mutateAsync: updateField } = update;
  const catalogue = useMemo<FieldCatalogue>(
    () => ({
      recordNoun: '职位',
      countOf: (n) => `${n} 个职位`,
      nameExample: '如：外派国家、驻外补贴',
      types: JOB_FIELD_TYPES,
      createSchema: jobFieldCreateSchema,
      create: createField,
      update: (id, body) => updateField({ id, body }),
      optionCounts: async (id) => new Map((await getJobFieldUsage(id)).options.map((o) => [o.key, o.count])),
    }),
    [createField, updateField],
  );
  return <FieldDrawer catalogue={catalogue} field={field} onClose={onClose} />;
}
