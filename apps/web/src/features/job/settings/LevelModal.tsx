// 新增职级 / 编辑职级: the level's name and what it means in the company.
import { Form, Input, Modal } from 'antd';
import { JOB_LEVEL_DESCRIPTION_MAX, JOB_LEVEL_NAME_MAX, jobLevelCreateSchema, type JobLevel, type JobLevelCreate } from '@bole/domain';
import { useState } from 'react';
import { showSaveError } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-rule';

type Props = { level?: JobLevel; onSave: (body: JobLevelCreate) => Promise<unknown>; onClose: () => void };

export function LevelModal({ level, onSave, onClose }: Props) {
  const [form] = Form.useForm<{ name: string; description?: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async (values: { name: string; description?: string }) => {
    setSaving(true);
    try {
      await onSave({ name: values.name.trim(), description: values.description?.trim() || null });
      onClose();
    } catch (error) {
      showSaveError(form, error, { '40030': 'name' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={level ? `编辑职级 - ${level.name}` : '新增职级'} okText="保存" onOk={() => form.submit()} confirmLoading={saving} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ name: level?.name ?? '', description: level?.description ?? '' }} onFinish={(v) => void submit(v)} autoComplete="off">
        <Form.Item name="name" label="职级名称" required rules={[zodRule(jobLevelCreateSchema.shape.name)]}>
          <Input autoFocus maxLength={JOB_LEVEL_NAME_MAX} showCount placeholder="如：P6、M2、高级" />
        </Form.Item>
        <Form.Item name="description" label="说明" rules={[zodRule(jobLevelCreateSchema.shape.description)]}>
          <Input.TextArea maxLength={JOB_LEVEL_DESCRIPTION_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} placeholder="如：高级工程师，可独立负责模块" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
