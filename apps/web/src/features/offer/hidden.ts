// Which offer fields the signed-in user may not see (and so not set), as the server decides it
// (modules/offers/visibility.ts): the offer field codes of the current mode. A stored offer names
// them itself in `hidden`; a new one has only the codes to go by.
import { OFFER_FIELD_GATES, OfferHideableField, offerFieldCode } from '@bole/domain';
import { useAccountInfo } from '../../api/account';
import { hasPermission } from '../../lib/permissions';
import { useSysType } from '../../lib/session';

export function useHiddenOfferFields(): ReadonlySet<OfferHideableField> {
  const sysType = useSysType();
  const { data } = useAccountInfo();
  return new Set(Object.values(OfferHideableField).filter((f) => !hasPermission(data?.allows, sysType, offerFieldCode(OFFER_FIELD_GATES[f], sysType), data?.roleType)));
}
