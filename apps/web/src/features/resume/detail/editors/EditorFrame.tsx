// The frame of an in-place editor: the form, 取消 / 保存, Esc to cancel and Ctrl+Enter to save.
import { Button, Form } from 'antd';
import type { FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import '../detail.css';

type Props<V> = { form: FormInstance<V>; initialValues: Partial<V>; saving: boolean; onFinish: (values: V) => void; onCancel: () => void; label: string; children: ReactNode };

export function EditorFrame<V extends object>({ form, initialValues, saving, onFinish, onCancel, label, children }: Props<V>) {
  const box = useRef<HTMLDivElement>(null);
  // The cursor goes to the first field, so editing needs no mouse.
  useEffect(() => {
    const first = box.current?.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled])');
    if (first && !box.current?.contains(document.activeElement)) first.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      // A dropdown open inside the form closes first.
      if (document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden), .ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')) return;
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      form.submit();
    }
  };
  return (
    <div ref={box} className="bole-editor" role="group" aria-label={label} onKeyDown={onKeyDown}>
      <Form<V> form={form} layout="vertical" initialValues={initialValues} onFinish={onFinish} autoComplete="off" scrollToFirstError>
        {children}
        <div className="bole-editor-actions">
          <span className="bole-muted">Esc 取消 · Ctrl+Enter 保存</span>
          <Button onClick={onCancel}>取消</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        </div>
      </Form>
    </div>
  );
}
