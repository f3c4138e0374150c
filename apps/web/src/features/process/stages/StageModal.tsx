// 新增阶段 / 编辑阶段: the stage's name, its type (fixed once created) and which of the type's
// actions recruiters get on its candidates; the type's first screening/interview action stays on.
import { Checkbox, Form, Input, Modal, Radio } from 'antd';
import { STAGE_NAME_MAX, recruitStageCreateSchema, StageType, stageTypeActions, stageTypeLabels, type RecruitStage, type StageAction } from '@bole/domain';
import { useState } from 'react';
import { showSaveError } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-rule';
import { actionOptions, normalizeActions } from '../shared/stage-rules';

const TYPE_HINTS: Record<StageType, string> = {
  1: '筛选简历，可推荐给用人部门筛选',
  2: '安排面试、收集面试评价',
  3: '安排笔试或在线测评',
  4: '发放Offer、发起背景调查',
  5: '体检、背景调查等其他环节，不区分类型',
};
const TYPES = Object.values(StageType);

export type StageValues = { name: string; type: StageType; actions: StageAction[] };
type Props = { stage?: RecruitStage; onSave: (values: StageValues) => Promise<unknown>; onClose: () => void };

export function StageModal({ stage, onSave, onClose }: Props) {
  const [form] = Form.useForm<StageValues>();
  const [saving, setSaving] = useState(false);
  const type = (Form.useWatch('type', form) ?? stage?.type ?? StageType.Screening) as StageType;
  const submit = async (values: StageValues) => {
    setSaving(true);
    try {
      await onSave({ name: values.name.trim(), type: values.type, actions: normalizeActions(values.type, values.actions ?? []) });
      onClose();
    } catch (error) {
      showSaveError(form, error, { '50101': 'name', '50104': 'actions' });
    } finally {
      setSaving(false);
    }
  };
  const initial: StageValues = stage ? { name: stage.name, type: stage.type, actions: stage.actions } : { name: '', type: StageType.Screening, actions: [...stageTypeActions[StageType.Screening]] };
  return (
    <Modal open title={stage ? `编辑阶段 - ${stage.name}` : '新增阶段'} okText="保存" onOk={() => form.submit()} confirmLoading={saving} onCancel={onClose} destroyOnHidden width={560}>
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => void submit(v)}
        // A new type starts with all of its actions, as the server would.
        onValuesChange={(changed: Partial<StageValues>) => changed.type && form.setFieldValue('actions', [...stageTypeActions[changed.type]])}
        autoComplete="off"
      >
        <Form.Item name="name" label="阶段名称" required rules={[zodRule(recruitStageCreateSchema.shape.name)]}>
          <Input autoFocus maxLength={STAGE_NAME_MAX} showCount placeholder="如：用人部门筛选、二面、体检" />
        </Form.Item>
        <Form.Item name="type" label="阶段类型" required extra={stage ? `阶段类型创建后不能修改。${TYPE_HINTS[type]}` : TYPE_HINTS[type]}>
          <Radio.Group disabled={Boolean(stage)} optionType="button" options={TYPES.map((t) => ({ value: t, label: stageTypeLabels[t] }))} />
        </Form.Item>
        <Form.Item name="actions" label="阶段操作" extra="候选人处于该阶段时，招聘团队可以执行的操作。带「必选」的操作不能关闭。">
          <Checkbox.Group className="bole-stage-actions">
            {actionOptions(type).map((o) => (
              <Checkbox key={o.action} value={o.action} disabled={o.locked}>
                {o.label}
                {o.locked && <span className="bole-stage-required">必选</span>}
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
