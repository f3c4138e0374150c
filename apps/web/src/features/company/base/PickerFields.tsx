// The select-like fields of 企业信息. Their antd controls load when a field is first used
// (DeferredPicker); until then the field shows its value from the reference list.
import { useBasedata } from '../../../api/basedata';
import { lazyNamed } from '../../../lib/lazy';
import { DeferredPicker } from '../shared/DeferredPicker';

const ChoiceSelect = lazyNamed(() => import('./ChoiceSelect'), 'ChoiceSelect');
const BasedataCascader = lazyNamed(() => import('../shared/BasedataCascader'), 'BasedataCascader');

/** What Form.Item hands its control. */
type FieldProps = { id?: string; value?: string | number | null; onChange?: (value: string | number | undefined) => void };

/** One of a short reference list (公司规模, 公司性质). */
export function ChoiceField({ list, placeholder, disabled, ...field }: FieldProps & { list: string; placeholder: string; disabled?: boolean }) {
  const { options, nameOf } = useBasedata(list);
  return (
    <DeferredPicker id={field.id} text={nameOf(field.value)} placeholder={placeholder} disabled={disabled} preload={ChoiceSelect.preload}>
      <ChoiceSelect {...field} options={options} placeholder={placeholder} />
    </DeferredPicker>
  );
}

/** A leaf of a two-level reference list (所属行业, 所在城市), shown as 上级 / 下级 like the cascader. */
export function CascadeField({ list, placeholder, disabled, ...field }: FieldProps & { list: string; placeholder: string; disabled?: boolean }) {
  const { items, nameOf } = useBasedata(list);
  const leaf = items.find((item) => String(item.code) === String(field.value ?? ''));
  const parent = typeof leaf?.parentCode === 'string' ? nameOf(leaf.parentCode) : '';
  const text = leaf ? [parent, leaf.name].filter(Boolean).join(' / ') : '';
  return (
    <DeferredPicker id={field.id} text={text} placeholder={placeholder} disabled={disabled} preload={BasedataCascader.preload}>
      <BasedataCascader
        list={list}
        id={field.id}
        value={field.value === null || field.value === undefined ? undefined : String(field.value)}
        onChange={field.onChange}
        placeholder={placeholder}
        autoFocus
        defaultOpen
      />
    </DeferredPicker>
  );
}
