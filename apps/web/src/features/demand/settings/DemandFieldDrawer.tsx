// 新增字段 / 编辑字段 of 招聘需求字段: the shared field drawer on the demand-field endpoints.
import { DEMAND_FIELD_TYPES, demandFieldCreateSchema, type CustomField } from '@bole/domain';
import { useMemo } from 'react';
import { FieldDrawer, type FieldCatalogue } from '../../../components/custom-fields/FieldDrawer';
import { getDemandFieldUsage, useDemandFieldChanges } from '../api/demand-fields';

type Props = { field?: CustomField; onClose: () => void };

export function DemandFieldDrawer({ field, onClose }: Props) {
  const { create, update } = useDemandFieldChanges();
  const { mutateAsync: createField } = create;
  const { mutateAsync: updateField } = update;
  const catalogue = useMemo<FieldCatalogue>(
    () => ({
      recordNoun: '招聘需求',
      countOf: (n) => `${n} 个招聘需求`,
      nameExample: '如：编制类型、成本中心',
      types: DEMAND_FIELD_TYPES,
      createSchema: demandFieldCreateSchema,
      create: createField,
      update: (id, body) => updateField({ id, body }),
      optionCounts: async (id) => new Map((await getDemandFieldUsage(id)).options.map((o) => [o.key, o.count])),
    }),
    [createField, updateField],
  );
  return <FieldDrawer catalogue={catalogue} field={field} onClose={onClose} />;
}
