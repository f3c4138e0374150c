// 数据字典: one entry of a reference list. Tree lists (cities, industries, functions) offer
// their most specific entries, named with their parent so that same names stay apart.
import { Select } from 'antd';
import { useMemo } from 'react';
import { useBasedata, type BasedataItem } from '../../../api/basedata';
import type { FieldInputProps } from './types';

/** Select options of a reference list: leaves only, each with its parent's name when it has one. */
export function leafOptions(items: readonly BasedataItem[]) {
  const names = new Map(items.map((i) => [String(i.code), i.name]));
  const parents = new Set(items.map((i) => (i.parentCode === undefined ? undefined : String(i.parentCode))));
  return items
    .filter((i) => !parents.has(String(i.code)))
    .map((i) => {
      const parent = i.parentCode === undefined ? undefined : names.get(String(i.parentCode));
      return { value: String(i.code), label: i.name, title: parent ? `${parent} / ${i.name}` : i.name };
    });
}

export function DictionaryInput({ field, value, onChange, id }: FieldInputProps<string>) {
  const { items, isLoading } = useBasedata(field.dictionary ?? 'degrees');
  const options = useMemo(() => leafOptions(items), [items]);
  return (
    <Select
      id={id}
      allowClear
      loading={isLoading}
      value={value ?? undefined}
      onChange={(v?: string) => onChange?.(v ?? null)}
      options={options}
      optionRender={(o) => o.data.title}
      showSearch={{ optionFilterProp: 'title' }}
      placeholder={field.placeholder ?? '请选择'}
      notFoundContent="没有找到该选项"
    />
  );
}
