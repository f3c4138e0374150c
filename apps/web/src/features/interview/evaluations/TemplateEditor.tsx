// The drawer that edits one 面试评价模板 (name, items, 启用 and 默认); loaded when first opened,
// so the templates page itself stays free of antd's Select, Drawer and the zod schemas.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { EVALUATION_ITEMS_MAX, EVALUATION_SCALE_MAX, EVALUATION_SCALE_MIN, evaluationItemTypeLabels, evaluationTemplateSaveSchema, type EvaluationItemType } from '@bole/domain';
import { Alert, Button, Checkbox, Drawer, Input, Select, Switch } from 'antd';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { useSaveTemplate } from './api';
import { newKey, type Draft, type ItemDraft } from './template-draft';
import './evaluations.css';

const TYPE_OPTIONS = (Object.keys(evaluationItemTypeLabels) as EvaluationItemType[]).map((value) => ({ value, label: evaluationItemTypeLabels[value] }));
const SCALE_OPTIONS = Array.from({ length: EVALUATION_SCALE_MAX - EVALUATION_SCALE_MIN + 1 }, (_, i) => ({ value: i + EVALUATION_SCALE_MIN, label: `${i + EVALUATION_SCALE_MIN}分制` }));

export function TemplateEditor({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const [d, setD] = useState<Draft>(draft);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveTemplate();
  const change = (key: string, patch: Partial<ItemDraft>) => setD((x) => ({ ...x, items: x.items.map((i) => (i.key === key ? { ...i, ...patch } : i)) }));

  const submit = async () => {
    const body = {
      name: d.name,
      isDefault: d.isDefault,
      enabled: d.enabled,
      items: d.items.map((i) => ({ key: i.key, type: i.type, title: i.title, hint: i.hint, required: i.required, ...(i.type === 'score' ? { scale: i.scale } : {}) })),
    };
    const checked = evaluationTemplateSaveSchema.safeParse(body);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? '请检查模板内容');
      return;
    }
    setProblem(null);
    await save.mutateAsync({ id: d.id, body: checked.data });
    notifySuccess('评价模板已保存');
    onClose();
  };

  return (
    <Drawer
      open
      width={880}
      title={d.id === null ? '新建评价模板' : '编辑评价模板'}
      onClose={onClose}
      extra={
        <Button type="primary" loading={save.isPending} onClick={() => void submit().catch(() => undefined)}>
          保存
        </Button>
      }
    >
      <div className="bole-ev-form-item">
        <label htmlFor="ev-tpl-name" className="bole-ev-required">
          模板名称
        </label>
        <Input id="ev-tpl-name" value={d.name} maxLength={30} onChange={(e) => setD({ ...d, name: e.target.value })} style={{ maxWidth: 360 }} />
      </div>
      <div className="bole-ev-form-item">
        <span className="bole-ev-form-title">评价项</span>
        <p className="bole-ev-hint">维度评分由面试官打1到N分；推荐意见为强烈推荐、推荐、待定、不推荐，只能有一项；必填项不填不能提交。</p>
        {d.items.map((item, index) => (
          <div key={item.key} className="bole-ev-tpl-item" role="group" aria-label={`第${index + 1}个评价项`}>
            <Select
              aria-label="类型"
              value={item.type}
              options={TYPE_OPTIONS.map((o) => ({ ...o, disabled: o.value === 'recommendation' && item.type !== 'recommendation' && d.items.some((i) => i.type === 'recommendation') }))}
              onChange={(type) => change(item.key, { type })}
            />
            <Input aria-label="名称" placeholder="名称，如专业能力" value={item.title} maxLength={30} onChange={(e) => change(item.key, { title: e.target.value })} />
            <Input aria-label="说明" placeholder="说明（选填）" value={item.hint} maxLength={200} onChange={(e) => change(item.key, { hint: e.target.value })} />
            {item.type === 'score' ? <Select aria-label="分制" value={item.scale} options={SCALE_OPTIONS} onChange={(scale) => change(item.key, { scale })} /> : <span />}
            <Checkbox checked={item.required} onChange={(e) => change(item.key, { required: e.target.checked })}>
              必填
            </Checkbox>
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`删除${item.title || '评价项'}`} disabled={d.items.length <= 1} onClick={() => setD({ ...d, items: d.items.filter((i) => i.key !== item.key) })} />
          </div>
        ))}
        <Button
          type="dashed"
          icon={<PlusOutlined />}
          disabled={d.items.length >= EVALUATION_ITEMS_MAX}
          onClick={() => setD({ ...d, items: [...d.items, { key: newKey(), type: 'score', title: '', hint: '', required: false, scale: 5 }] })}
        >
          添加评价项
        </Button>
      </div>
      <div className="bole-ev-actions" style={{ marginBottom: 12 }}>
        <Switch checked={d.enabled} onChange={(enabled) => setD({ ...d, enabled, isDefault: enabled && d.isDefault })} checkedChildren="启用" unCheckedChildren="停用" aria-label="启用" />
        <Checkbox checked={d.isDefault} disabled={!d.enabled} onChange={(e) => setD({ ...d, isDefault: e.target.checked })}>
          设为默认模板（安排面试时默认使用）
        </Checkbox>
      </div>
      {problem && <Alert type="error" showIcon title={problem} />}
    </Drawer>
  );
}
