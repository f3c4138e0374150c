// 地址: a city of the locations list plus the street address, kept as {cityCode, cityName, detail}.
import { Input, Select } from 'antd';
import { ADDRESS_DETAIL_MAX, textLength, type CustomAddress } from '@bole/domain';
import { useMemo } from 'react';
import { useBasedata } from '../../../api/basedata';
import { leafOptions } from './DictionaryInput';
import type { FieldInputProps } from './types';

export function AddressInput({ field, value, onChange, id }: FieldInputProps<CustomAddress>) {
  const { items, isLoading } = useBasedata('locations');
  const options = useMemo(() => leafOptions(items), [items]);
  const current = value ?? {};
  const set = (patch: Partial<CustomAddress>) => onChange?.({ cityCode: null, cityName: null, detail: null, ...current, ...patch });
  return (
    <div className="bole-address-input">
      <Select
        id={id}
        allowClear
        loading={isLoading}
        value={current.cityCode ?? undefined}
        onChange={(code?: string) => set({ cityCode: code ?? null, cityName: code ? (options.find((o) => o.value === code)?.label ?? null) : null })}
        options={options}
        optionRender={(o) => o.data.title}
        showSearch={{ optionFilterProp: 'title' }}
        placeholder="省份/城市"
        aria-label={`${field.name}城市`}
        notFoundContent="没有找到该城市"
        style={{ width: 180 }}
      />
      <Input
        value={current.detail ?? ''}
        onChange={(e) => set({ detail: e.target.value })}
        placeholder={field.placeholder ?? '详细地址，如：西湖区文三路90号'}
        aria-label={`${field.name}详细地址`}
        count={{ show: true, max: ADDRESS_DETAIL_MAX, strategy: (t) => textLength(t) }}
      />
    </div>
  );
}
