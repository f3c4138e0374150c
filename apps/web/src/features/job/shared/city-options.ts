// Cities of the locations list for pickers: prefecture-level cities (the list's leaves), each
// labelled with its province where the names would repeat (北京市 stays 北京市).
import { useMemo } from 'react';
import { useBasedata } from '../../../api/basedata';

export type CityOption = { value: string; label: string; province: string };

export function useCityOptions(): { options: CityOption[]; isLoading: boolean; nameOf: (code: string | null | undefined) => string } {
  const { items, isLoading, nameOf } = useBasedata('locations');
  const options = useMemo(() => {
    const provinces = new Map(items.filter((i) => !i.parentCode).map((i) => [String(i.code), i.name]));
    return items.filter((i) => i.parentCode).map((i) => ({ value: String(i.code), label: i.name, province: provinces.get(String(i.parentCode)) ?? '' }));
  }, [items]);
  return { options, isLoading, nameOf };
}
