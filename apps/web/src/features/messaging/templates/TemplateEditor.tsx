// The texts of one template type in three tabs (邮件, 短信, 站内信), the placeholder picker that
// inserts at the cursor, and 保存 / 恢复默认 / 预览. The form checks each text with the type's own
// schema, the one the server saves with, and shows the server's messages on their fields.
import { Button, Form, Input, Popconfirm, Tabs, Tag } from 'antd';
import { MESSAGE_TEMPLATE_LIMITS, messageTemplateContentSchemaOf, smsLength, type MessageTemplateDetail, type MessageTemplateSave, type MessageTemplateType } from '@bole/domain';
import { useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { isApiError } from '../../../api/errors';
import { Panel } from '../../../components/panel/Panel';
import { notifySuccess } from '../../../lib/notify';
import { showSaveError } from '../../../lib/save-error';
import { formatDateTime } from '../../../lib/time';
import { zodRule } from '../../../lib/zod-rule';
import { useRestoreTemplate, useSaveTemplate } from '../api/save-template';
import { BodyField } from './BodyField';
import { contentOf, TAB_FIELDS, tabOf, TEMPLATE_FIELDS, type TemplateField, type TemplateTab } from './fields';
import { PlaceholderPicker } from './PlaceholderPicker';
import { PreviewDrawer } from './PreviewDrawer';
import { insertAt, wrapSelection, type TextEdit } from './text-edit';

type Editable = HTMLInputElement | HTMLTextAreaElement;
type Props = { template: MessageTemplateDetail; onDirtyChange: (dirty: boolean) => void };

/** The first field a failed save names, from antd's validation or the server's answer. */
function failedField(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'errorFields' in error && Array.isArray(error.errorFields)) return String(error.errorFields[0]?.name?.[0] ?? '');
  if (isApiError(error) && typeof error.data === 'object' && error.data !== null && 'fields' in error.data && Array.isArray(error.data.fields)) return String(error.data.fields[0]?.field ?? '');
  return undefined;
}

export function TemplateEditor({ template, onDirtyChange }: Props) {
  const type = template.type as MessageTemplateType;
  const [form] = Form.useForm<MessageTemplateSave>();
  const [tab, setTab] = useState<TemplateTab>('email');
  const [draft, setDraft] = useState<MessageTemplateSave | null>(null);
  const save = useSaveTemplate();
  const restore = useRestoreTemplate();
  const shape = useMemo(() => messageTemplateContentSchemaOf(type).shape, [type]);
  const values = Form.useWatch([], form) as Partial<MessageTemplateSave> | undefined;
  const sms = values?.smsContent ?? template.smsContent;
  const dirty = TEMPLATE_FIELDS.some((field) => values?.[field] !== undefined && values[field] !== template[field]);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // The field last focused and its element, whose selection tells where a placeholder goes.
  const elements = useRef(new Map<TemplateField, Editable>());
  const lastField = useRef<TemplateField | null>(null);
  // Form.Item gives each control its field name as id.
  const onFieldFocus = (event: FocusEvent<Editable>) => {
    const field = TEMPLATE_FIELDS.find((name) => name === event.target.id);
    if (!field) return;
    elements.current.set(field, event.target);
    lastField.current = field;
  };

  const edit = (field: TemplateField, change: (value: string, start: number, end: number) => TextEdit) => {
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

  const insertToken = (token: string) => {
    const fields = TAB_FIELDS[tab];
    const field = lastField.current && fields.includes(lastField.current) ? lastField.current : fields[fields.length - 1]!;
    edit(field, (value, start, end) => insertAt(value, start, end, token));
  };

  const jumpTo = (field: string | undefined) => {
    const target = field && tabOf(field);
    if (target) setTab(target);
  };

  const submit = async () => {
    let body: MessageTemplateSave;
    try {
      body = contentOf(await form.validateFields());
    } catch (error) {
      jumpTo(failedField(error));
      return;
    }
    try {
      const saved = await save.mutateAsync({ type, body });
      form.setFieldsValue(contentOf(saved));
      notifySuccess('模板已保存');
    } catch (error) {
      showSaveError(form, error);
      jumpTo(failedField(error));
    }
  };

  const restoreDefault = async () => {
    // A failure is toasted by the http client; the texts stay as they are.
    const restored = await restore.mutateAsync(type).catch(() => null);
    if (!restored) return;
    form.setFields(TEMPLATE_FIELDS.map((name) => ({ name, value: restored[name], errors: [] })));
    notifySuccess('已恢复默认模板');
  };

  const tabs = [
    {
      key: 'email',
      label: '邮件',
      forceRender: true,
      children: (
        <>
          <Form.Item name="emailSubject" label="邮件主题" rules={[zodRule(shape.emailSubject)]}>
            <Input maxLength={MESSAGE_TEMPLATE_LIMITS.emailSubject} onFocus={onFieldFocus} />
          </Form.Item>
          <Form.Item name="emailBody" label="邮件正文" rules={[zodRule(shape.emailBody)]} extra="可直接编辑HTML；候选人填写的内容发送时会被转义，不会改变邮件的格式。">
            <BodyField
              onFocus={onFieldFocus}
              onWrap={(before, after, fallback) => edit('emailBody', (value, start, end) => wrapSelection(value, start, end, before, after, fallback))}
            />
          </Form.Item>
        </>
      ),
    },
    {
      key: 'sms',
      label: '短信',
      forceRender: true,
      children: (
        <Form.Item
          name="smsContent"
          label="短信内容"
          rules={[zodRule(shape.smsContent)]}
          extra={
            <span className={smsLength(sms) > MESSAGE_TEMPLATE_LIMITS.smsContent ? 'bole-tpl-count is-over' : 'bole-tpl-count'} aria-live="polite">
              已输入{smsLength(sms)}字（汉字按2计）/{MESSAGE_TEMPLATE_LIMITS.smsContent}
            </span>
          }
        >
          <Input.TextArea autoSize={{ minRows: 5, maxRows: 12 }} onFocus={onFieldFocus} />
        </Form.Item>
      ),
    },
    {
      key: 'app',
      label: '站内信',
      forceRender: true,
      children: (
        <>
          <Form.Item name="appTitle" label="站内信标题" rules={[zodRule(shape.appTitle)]}>
            <Input maxLength={MESSAGE_TEMPLATE_LIMITS.appTitle} onFocus={onFieldFocus} />
          </Form.Item>
          <Form.Item name="appContent" label="站内信内容" rules={[zodRule(shape.appContent)]}>
            <Input.TextArea autoSize={{ minRows: 5, maxRows: 12 }} maxLength={MESSAGE_TEMPLATE_LIMITS.appContent} onFocus={onFieldFocus} />
          </Form.Item>
        </>
      ),
    },
  ];

  return (
    <Panel
      className="bole-tpl-editor"
      title={
        <span className="bole-tpl-editor-title">
          {template.name}
          {template.customized ? <Tag color="blue">已自定义</Tag> : <Tag>默认模板</Tag>}
        </span>
      }
      extra={template.updatedAt && <span className="bole-tpl-updated">最近保存：{formatDateTime(template.updatedAt, 'YYYY-MM-DD HH:mm')}</span>}
    >
      <div className="bole-tpl-editor-body">
        <Form form={form} layout="vertical" initialValues={contentOf(template)} aria-label={`${template.name}模板`} className="bole-tpl-form" onFinish={() => void submit()}>
          <Tabs activeKey={tab} onChange={(key) => setTab(key as TemplateTab)} items={tabs} />
          <div className="bole-tpl-actions">
            <Button type="primary" onClick={() => void submit()} loading={save.isPending}>
              保存
            </Button>
            <Button onClick={() => setDraft(contentOf(form.getFieldsValue(true) as MessageTemplateSave))}>预览</Button>
            <Popconfirm
                title="恢复为默认模板？"
                description="本公司对该模板的修改将被删除，之后发送时使用系统默认内容。"
                okText="恢复默认"
                cancelText="取消"
                onConfirm={() => restoreDefault()}
                disabled={!template.customized}
              >
                <Button disabled={!template.customized} loading={restore.isPending}>
                  恢复默认
                </Button>
              </Popconfirm>
          </div>
        </Form>
        <PlaceholderPicker placeholders={template.placeholders} onInsert={insertToken} />
      </div>
      {draft && <PreviewDrawer type={type} name={template.name} draft={draft} onClose={() => setDraft(null)} />}
    </Panel>
  );
}
