import type { AddressRow } from '@bole/domain';
import { LOCATIONS } from '../basedata/data';
import type { AddressRecord } from './addresses.repository';

const cityNames = new Map(LOCATIONS.map((l) => [l.code, l.name]));

/** Whether the code names a province or city of the reference list. */
export function isKnownCity(code: string): boolean {
  return cityNames.has(code);
}

export function presentAddress(a: AddressRecord): AddressRow {
  return {
    id: a.id,
    name: a.name,
    cityCode: a.cityCode,
    cityName: cityNames.get(a.cityCode) ?? '',
    detail: a.detail,
    contactName: a.contactName,
    contactPhone: a.contactPhone,
    isDefault: a.isDefault,
  };
}
