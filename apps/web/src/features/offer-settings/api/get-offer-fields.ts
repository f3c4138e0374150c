// GET /api/offer-fields: the offer form's standard fields with 启用/必填 and the custom offer
// fields in order (disabled ones too), for Offer字段 and the offer form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferFieldSettings } from '@bole/domain';
import { http } from '../../../api/http';
import { offerSettingsKeys } from './keys';

export function getOfferFields(): Promise<OfferFieldSettings> {
  return http.get<OfferFieldSettings>('/api/offer-fields');
}

export const offerFieldsQuery = () => queryOptions({ queryKey: offerSettingsKeys.fields, queryFn: getOfferFields, staleTime: 60_000 });

export function useOfferFields() {
  return useQuery(offerFieldsQuery());
}
