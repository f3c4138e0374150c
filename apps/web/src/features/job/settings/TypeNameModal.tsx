// The name of a 职位类别 node: a new category, a new classification under one, or a rename.
import { Form, Input, Modal } from 'antd';
import { JOB_TYPE_NAME_MAX, jobTypeCreateSchema } from '@bole/domain';
import { useState } from 'react';
import { showSaveError } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-rule';

export type TypeNameTarget = { kind: 'category' } | { kind: 'classify'; parentId: number; parentName: string } | { kind: 'rename'; id: number; name: string; isCategory: boolean };

type Props = { target: TypeNameTarget; onSave: (name: string) => Promise<unknown>; onClose: () => void };

const titleOf = (t: TypeNameTarget) => (t.kind === 'category' ? '添加类别' : t.kind === 'classify' ? `添加分类 - ${t.parentName}` : `重命名${t.isCategory ? '类别' : '分类'}`);

export function TypeNameModal({ target, onSave, onClose }: Props) {
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async ({ name }: { name: string }) => {
    setSaving(true);
    try {
      await onSave(name.trim());
      onClose();
    } catch (error) {
      showSaveError(form, error, { '40020': 'name' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={titleOf(target)} okText="保存" onOk={() => form.submit()} confirmLoading={saving} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ name: target.kind === 'rename' ? target.name : '' }} onFinish={(v) => void submit(v)} autoComplete="off">
        <Form.Item name="name" label="名称" required rules={[zodRule(jobTypeCreateSchema.shape.name)]}>
          <Input autoFocus maxLength={JOB_TYPE_NAME_MAX} showCount placeholder={target.kind === 'category' || (target.kind === 'rename' && target.isCategory) ? '如：技术、产品、销售' : '如：后端开发、测试'} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
