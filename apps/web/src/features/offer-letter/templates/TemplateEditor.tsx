// The drawer that edits one Offer模板: its name, 设为默认 and the letter's HTML (the e-mail
// template's body editor: a small toolbar, the HTML and its live view), with the placeholder
// picker of the spec's placeholders 1-29 inserting `${token}` at the cursor. The form checks with
// the server's own schema and shows the server's messages on their fields.
import { offerLetterPlaceholderInfos, offerLetterTemplateSaveSchema, OFFER_LETTER_LIMITS, type OfferLetterTemplateSave } from '@bole/domain';
import { Button, Drawer, Form, Input, Switch } from 'antd';
import { useRef, type FocusEvent } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { showSaveError } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-rule';
import { BodyField } from '../../messaging/templates/BodyField';
import { PlaceholderPicker } from '../../messaging/templates/PlaceholderPicker';
import { insertAt, wrapSelection, type TextEdit } from '../../messaging/templates/text-edit';
import '../../messaging/templates/templates.css';
import { useSaveOfferLetterTemplate } from '../api/templates';
import type { EditorTarget } from './TemplatesPage';

type Field = 'name' | 'content';
type Editable = HTMLInputElement | HTMLTextAreaElement;

const shape = offerLetterTemplateSaveSchema.shape;
const PLACEHOLDERS = [...offerLetterPlaceholderInfos];

export function TemplateEditor({ target, onClose }: { target: EditorTarget; onClose: () => void }) {
  const existing = target === 'new' ? null : target;
  const [form] = Form.useForm<OfferLetterTemplateSave>();
  const save = useSaveOfferLetterTemplate();
  const elements = useRef(new Map<Field, Editable>());
  const lastField = useRef<Field>('content');

  const onFieldFocus = (event: FocusEvent<Editable>) => {
    const field = event.target.id === 'name' ? 'name' : event.target.id === 'content' ? 'content' : null;
    if (!field) return;
    elements.current.set(field, event.target);
    lastField.current = field;
  };

  const edit = (field: Field, change: (value: string, start: number, end: number) => TextEdit) => {
    const element = elements.current.get(field);
    const value = String(form.getFieldValue(field) ?? '');
    const start = element?.selectionStart ?? value.length;
    const next = change(value, start, element?.selectionEnd ?? start);
    form.setFields([{ name: field, value: next.value, errors: [] }]);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.selectionStart, next.selectionEnd);
    });
  };

  const submit = async () => {
    let body: OfferLetterTemplateSave;
    try {
      body = await form.validateFields();
    } catch {
      return;
    }
    try {
      await save.mutateAsync({ id: existing?.id ?? null, body: { name: body.name, content: body.content, isDefault: body.isDefault ?? false } });
      notifySuccess('Offer模板已保存');
      onClose();
    } catch (error) {
      showSaveError(form, error, { '50590': 'name', '50591': 'isDefault' });
    }
  };

  return (
    <Drawer
      open
      width={1080}
      title={existing ? `编辑Offer模板：${existing.name}` : '新建Offer模板'}
      onClose={onClose}
      extra={
        <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
          保存
        </Button>
      }
    >
      <div className="bole-tpl-editor-body">
        <Form
          form={form}
          layout="vertical"
          aria-label="Offer模板"
          className="bole-tpl-form"
          initialValues={{ name: existing?.name ?? '', content: existing?.content ?? '', isDefault: existing?.isDefault ?? false }}
          onFinish={() => void submit()}
        >
          <Form.Item name="name" label="模板名称" rules={[zodRule(shape.name)]} extra={`最多${OFFER_LETTER_LIMITS.name}个字符（一个汉字算2个）`}>
            <Input onFocus={onFieldFocus} style={{ maxWidth: 420 }} />
          </Form.Item>
          <Form.Item name="isDefault" label="设为默认模板" valuePropName="checked" extra={existing?.isDefault ? '默认模板不能取消默认，可以把其他模板设为默认。' : '新建Offer时默认使用此模板。'}>
            <Switch disabled={existing?.isDefault} />
          </Form.Item>
          <Form.Item name="content" label="Offer函内容" rules={[zodRule(shape.content)]} extra="可直接编辑HTML；生成PDF时，标题“录用通知书”、公司Logo、落款（公司名称和日期）会自动加上。候选人的信息会被转义，不会改变格式。">
            <BodyField label="Offer函内容" onFocus={onFieldFocus} onWrap={(before, after, fallback) => edit('content', (value, start, end) => wrapSelection(value, start, end, before, after, fallback))} />
          </Form.Item>
        </Form>
        <PlaceholderPicker placeholders={PLACEHOLDERS} onInsert={(token) => edit(lastField.current, (value, start, end) => insertAt(value, start, end, token))} />
      </div>
    </Drawer>
  );
}
