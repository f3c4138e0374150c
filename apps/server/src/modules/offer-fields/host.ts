// Offer字段's custom fields on the shared custom-field machinery: offers keep the values in
// `offers.custom_fields` (filled in 其他信息 of the offer form), so deleting a field or some of
// its options clears them there in the catalogue's transaction. The offers module checks a body's
// values with `resolveCustomValues(tx, offerFieldHost, …)`.
import { offerFieldNameClash } from '@bole/domain';
import type { FieldHost } from '../custom-fields/host';
import { offers } from '../offers/tables';
import { offerFieldDefs } from './tables';

export const offerFieldHost: FieldHost = {
  defs: offerFieldDefs,
  holder: { table: offers, id: offers.id, companyId: offers.companyId, values: offers.customFields },
  noun: 'Offer字段',
  recordNoun: 'Offer',
  nameClash: offerFieldNameClash,
};
