// What the talent pool's two settings pages (简历设置, 简历导出设置) share: a row with a title,
// its explanation and a control; saving through the domain schema; and the bar under the form
// with 保存, 撤销修改 and when and by whom the settings were last saved.
import { Button, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { showSaveError } from '../shared/save-error';
import { timeText } from '../shared/format';

export function SettingRow({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <div className="bole-setting-row">
      <div className="bole-setting-text">
        <div className="bole-setting-title">{title}</div>
        <div className="bole-setting-hint">{hint}</div>
      </div>
      <div className="bole-setting-control">{children}</div>
    </div>
  );
}

/**
 * A settings form's save: the values checked by the schema the server uses, sent, and the
 * outcome shown; `dirty` until saved or undone.
 */
export function useSettingsSave<T>(form: FormInstance, schema: ZodType<T>, save: (values: T) => Promise<unknown>, savedText: string) {
  const [dirty, setDirty] = useState(false);
  const submit = async (values: unknown) => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      notifyError(parsed.error.issues[0]?.message ?? '填写的内容有误');
      return;
    }
    try {
      await save(parsed.data);
      setDirty(false);
      notifySuccess(savedText);
    } catch (error) {
      showSaveError(form, error);
    }
  };
  const undo = () => {
    form.resetFields();
    setDirty(false);
  };
  return { dirty, markDirty: () => setDirty(true), submit, undo };
}

type SaveBarProps = { saving: boolean; dirty: boolean; onUndo: () => void; saved: { updatedAt: string | null; updatedByName: string | null }; children?: ReactNode };

/** 保存 and 撤销修改, further actions (`children`), then when the settings were last saved. */
export function SaveBar({ saving, dirty, onUndo, saved, children }: SaveBarProps) {
  return (
    <div className="bole-settings-actions">
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
      <Button disabled={!dirty} onClick={onUndo}>
        撤销修改
      </Button>
      {children}
      <span className="bole-muted">{saved.updatedAt ? `上次保存：${timeText(saved.updatedAt)} ${saved.updatedByName ?? ''}` : '当前为系统默认设置'}</span>
    </div>
  );
}
