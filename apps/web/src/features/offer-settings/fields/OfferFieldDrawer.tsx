// 新增字段 / 编辑字段 of Offer字段: the shared field drawer on the offer-field endpoints.
import { OFFER_FIELD_TYPES, offerFieldCreateSchema, type CustomField } from '@bole/domain';
import { useMemo } from 'react';
import { FieldDrawer, type FieldCatalogue } from '../../../components/custom-fields/FieldDrawer';
import { getOfferFieldUsage, useOfferFieldChanges } from '../api/save-offer-fields';

type Props = { field?: CustomField; onClose: () => void };

export function OfferFieldDrawer({ field, onClose }: Props) {
  const { create, update } = useOfferFieldChanges();
  const { mutateAsync: createField } = create;
  const { mutateAsync: updateField } = update;
  const catalogue = useMemo<FieldCatalogue>(
    () => ({
      recordNoun: 'Offer',
      countOf: (n) => `${n} 份Offer`,
      nameExample: '如：签字费、住房补贴方式',
      types: OFFER_FIELD_TYPES,
      createSchema: offerFieldCreateSchema,
      create: createField,
      update: (id, body) => updateField({ id, body }),
      optionCounts: async (id) => new Map((await getOfferFieldUsage(id)).options.map((o) => [o.key, o.count])),
    }),
    [createField, updateField],
  );
  return <FieldDrawer catalogue={catalogue} field={field} onClose={onClose} />;
}
