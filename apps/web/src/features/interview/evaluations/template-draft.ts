// A 面试评价模板 being edited: the page makes it from a template (or a new one), the lazy
// TemplateEditor changes and saves it.
import type { EvaluationItemType, EvaluationTemplate } from '@bole/domain';

export type ItemDraft = { key: string; type: EvaluationItemType; title: string; hint: string; required: boolean; scale: number };
export type Draft = { id: number | null; name: string; items: ItemDraft[]; isDefault: boolean; enabled: boolean };

let seq = 0;
export const newKey = () => `q${Date.now().toString(36)}${(seq++).toString(36)}`;

export const toDraft = (t: EvaluationTemplate | null): Draft =>
  t
    ? { id: t.id, name: t.name, isDefault: t.isDefault, enabled: t.enabled, items: t.items.map((i) => ({ key: i.key, type: i.type, title: i.title, hint: i.hint ?? '', required: i.required, scale: i.scale ?? 5 })) }
    : {
        id: null,
        name: '',
        isDefault: false,
        enabled: true,
        items: [
          { key: newKey(), type: 'score', title: '专业能力', hint: '', required: true, scale: 5 },
          { key: newKey(), type: 'recommendation', title: '推荐意见', hint: '', required: true, scale: 5 },
          { key: newKey(), type: 'text', title: '综合评语', hint: '', required: true, scale: 5 },
        ],
      };
