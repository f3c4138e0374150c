// A cascader over a two-level reference list whose form value is the chosen leaf code.
import { Cascader } from 'antd';
import { useMemo } from 'react';
import { useBasedata } from '../../../api/basedata';
import { pathOfCode, toCascaderOptions } from './basedata-tree';

type Props = {
  /** Reference list name: 'locations', 'industrys' ... */
  list: string;
  value?: string | null;
  onChange?: (code: string | undefined) => void;
  placeholder?: string;
  id?: string;
  /** Focused and open from the start (it replaces a stand-in the user just clicked). */
  autoFocus?: boolean;
  defaultOpen?: boolean;
};

export function BasedataCascader({ list, value, onChange, placeholder, id, autoFocus, defaultOpen }: Props) {
  const { items, isLoading } = useBasedata(list);
  const options = useMemo(() => toCascaderOptions(items), [items]);
  const path = useMemo(() => pathOfCode(items, value), [items, value]);
  return (
    <Cascader
      id={id}
      autoFocus={autoFocus}
      defaultOpen={defaultOpen}
      options={options}
      value={path.length > 0 ? path : undefined}
      onChange={(next) => onChange?.(next && next.length > 0 ? String(next[next.length - 1]) : undefined)}
      placeholder={placeholder}
      loading={isLoading}
      allowClear
      showSearch={{ filter: (input, path) => path.some((o) => String(o.label).includes(input.trim())) }}
      displayRender={(labels) => labels.join(' / ')}
      style={{ width: '100%' }}
    />
  );
}
