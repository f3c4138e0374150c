// 新增字段 / 编辑字段 of 面试登记表: the shared field drawer on the registration-field endpoints.
import { INTERVIEW_REGISTER_FIELD_TYPES, interviewRegisterFieldCreateSchema, type CustomField } from '@bole/domain';
import { useMemo } from 'react';
import { FieldDrawer, type FieldCatalogue } from '../../../components/custom-fields/FieldDrawer';
import { getRegisterFieldUsage, useRegisterFieldChanges } from './api';

type Props = { field?: CustomField; onClose: () => void };

export function RegisterFieldDrawer({ field, onClose }: Props) {
  const { create, update } = useRegisterFieldChanges();
  const { mutateAsync: createField } = create;
  const { mutateAsync: updateField } = update;
  const catalogue = useMemo<FieldCatalogue>(
    () => ({
      recordNoun: '面试登记表',
      countOf: (n) => `${n} 份面试登记表`,
      nameExample: '如：紧急联系人、最快到岗时间',
      types: INTERVIEW_REGISTER_FIELD_TYPES,
      createSchema: interviewRegisterFieldCreateSchema,
      create: createField,
      update: (id, body) => updateField({ id, body }),
      optionCounts: async (id) => new Map((await getRegisterFieldUsage(id)).options.map((o) => [o.key, o.count])),
    }),
    [createField, updateField],
  );
  return <FieldDrawer catalogue={catalogue} field={field} onClose={onClose} />;
}
