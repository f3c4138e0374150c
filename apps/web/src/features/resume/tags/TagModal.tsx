// 新建标签 / 编辑标签: name (unique, at most 20 characters), colour from the palette or #RRGGBB, order.
import { Form, Input, InputNumber, Modal } from 'antd';
import { candidateTagCreateSchema, type CandidateTag } from '@bole/domain';
import { zodRule } from '../../../lib/zod-rule';
import { notifySuccess } from '../../../lib/notify';
import { useCreateTag } from '../api/create-tag';
import { useUpdateTag } from '../api/update-tag';
import { showSaveError } from '../shared/save-error';
import { TagChip } from '../shared/TagChip';
import '../shared/table.css';

export const TAG_COLORS = ['#1d5eff', '#13a8a8', '#16a36a', '#7cb305', '#f59a23', '#fa541c', '#e5484d', '#eb2f96', '#722ed1', '#5b6478'];

type Values = { name?: string; color?: string; sort?: number };
type Props = { tag?: CandidateTag; nextSort: number; onClose: () => void };

const shape = candidateTagCreateSchema.shape;

function ColorField({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  return (
    <div className="bole-swatches" role="radiogroup" aria-label="标签颜色">
      {TAG_COLORS.map((c) => (
        <button key={c} type="button" role="radio" aria-checked={value?.toLowerCase() === c} aria-label={c} className="bole-swatch" style={{ background: c }} onClick={() => onChange?.(c)} />
      ))}
      <Input size="small" value={value} onChange={(e) => onChange?.(e.target.value.trim())} placeholder="#RRGGBB" maxLength={7} style={{ width: 96 }} aria-label="自定义颜色" />
    </div>
  );
}

export default function TagModal({ tag, nextSort, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const create = useCreateTag();
  const update = useUpdateTag();
  const name = Form.useWatch('name', form);
  const color = Form.useWatch('color', form);

  const submit = async (values: Values) => {
    const parsed = candidateTagCreateSchema.safeParse(values);
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((i) => ({ name: String(i.path[0]) as keyof Values, errors: [i.message] })));
      return;
    }
    try {
      if (tag) await update.mutateAsync({ id: tag.id, body: parsed.data });
      else await create.mutateAsync(parsed.data);
      notifySuccess(tag ? '标签已保存' : '标签已创建');
      onClose();
    } catch (error) {
      showSaveError(form, error, { '30004': 'name' });
    }
  };

  return (
    <Modal open title={tag ? '编辑标签' : '新建标签'} okText="保存" onOk={() => form.submit()} onCancel={onClose} confirmLoading={create.isPending || update.isPending} width={480} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        autoComplete="off"
        initialValues={tag ? { name: tag.name, color: tag.color ?? undefined, sort: tag.sort } : { color: TAG_COLORS[0], sort: nextSort }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="name" label="标签名称" required rules={[{ required: true, whitespace: true, message: '请输入标签名称' }, zodRule(shape.name)]}>
          <Input autoFocus maxLength={20} showCount placeholder="如：高潜人才" />
        </Form.Item>
        <Form.Item name="color" label="颜色" rules={[zodRule(shape.color)]}>
          <ColorField />
        </Form.Item>
        <Form.Item name="sort" label="排序" rules={[zodRule(shape.sort)]} extra="数字越小越靠前">
          <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <div className="bole-tag-preview">
          <span className="bole-muted">预览：</span>
          <TagChip name={name?.trim() || '标签名称'} color={color} />
        </div>
      </Form>
    </Modal>
  );
}
