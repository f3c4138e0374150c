// /user/seting/resumeexport 简历导出设置: the columns of the talent pool's Excel export and
// their order, the layout of a resume downloaded as PDF or Word (sections, contact details,
// watermark, file name), and the company's export records.
import { Button, Form, Switch } from 'antd';
import {
  defaultExportSettings,
  exportColumnsSchema,
  fileNamePatternSchema,
  resumeExportSettingsSchema,
  resumeSectionsSchema,
  type ResumeExportSettings,
  type ResumeExportSettingsResponse,
} from '@bole/domain';
import { useState, type ReactNode } from 'react';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { Skeleton } from '../../../components/plain/Skeleton';
import { zodRule } from '../../../lib/zod-rule';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useExportSettings } from '../api/get-export-settings';
import { useUpdateExportSettings } from '../api/update-export-settings';
import { ErrorPanel } from '../shared/ErrorPanel';
import { showSaveError } from '../shared/save-error';
import { timeText } from '../shared/format';
import { ColumnPicker } from './ColumnPicker';
import { ExportLogPanel } from './ExportLogPanel';
import { FileNamePatternInput } from './FileNamePatternInput';
import { SectionPicker } from './SectionPicker';
import '../resume.css';
import '../settings/settings.css';
import './export.css';

function SettingRow({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
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

const valuesOf = ({ updatedAt: _a, updatedByName: _b, ...values }: ResumeExportSettingsResponse): ResumeExportSettings => values;

function SettingsForm({ settings }: { settings: ResumeExportSettingsResponse }) {
  const [form] = Form.useForm<ResumeExportSettings>();
  const save = useUpdateExportSettings();
  const [dirty, setDirty] = useState(false);

  const submit = async (values: ResumeExportSettings) => {
    const parsed = resumeExportSettingsSchema.safeParse(values);
    if (!parsed.success) {
      notifyError(parsed.error.issues[0]?.message ?? '填写的内容有误');
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      setDirty(false);
      notifySuccess('简历导出设置已保存');
    } catch (error) {
      showSaveError(form, error);
    }
  };
  const restoreDefaults = () => {
    form.setFieldsValue(defaultExportSettings);
    setDirty(true);
  };

  return (
    <Form form={form} layout="vertical" initialValues={valuesOf(settings)} onFinish={(v) => void submit(v)} onValuesChange={() => setDirty(true)} className="bole-settings-form bole-export-form">
      <Panel title="Excel导出列" className="bole-settings-card">
        <p className="bole-settings-lead">在人才库导出Excel时包含哪些列、按什么顺序排列。勾选右侧的列加入，左侧可调整顺序；公司启用的简历字段列在「其他信息」中。</p>
        <Form.Item name="excelColumns" rules={[zodRule(exportColumnsSchema)]} style={{ marginBottom: 0 }}>
          <ColumnPicker />
        </Form.Item>
      </Panel>

      <Panel title="PDF / Word 简历版式" className="bole-settings-card">
        <p className="bole-settings-lead">在简历详情中“下载简历”得到的标准简历：包含哪些模块、按什么顺序排列，以及联系方式、水印和文件名。</p>
        <Form.Item name="documentSections" label="简历模块" rules={[zodRule(resumeSectionsSchema)]}>
          <SectionPicker />
        </Form.Item>
        <SettingRow title="包含联系方式" hint="手机号、邮箱和微信号显示在简历顶部。没有“查看候选人联系方式”权限的账号下载时始终不含联系方式。">
          <Form.Item name="includeContact" valuePropName="checked" noStyle>
            <Switch aria-label="包含联系方式" />
          </Form.Item>
        </SettingRow>
        <SettingRow title="水印" hint="每一页铺满淡色的公司名称、导出人和导出日期，便于追溯外传的简历。">
          <Form.Item name="watermark" valuePropName="checked" noStyle>
            <Switch aria-label="水印" />
          </Form.Item>
        </SettingRow>
        <Form.Item name="fileNamePattern" label="文件名格式" rules={[zodRule(fileNamePatternSchema)]} style={{ marginTop: 16, marginBottom: 0 }}>
          <FileNamePatternInput />
        </Form.Item>
      </Panel>

      <div className="bole-settings-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
        <Button
          disabled={!dirty}
          onClick={() => {
            form.resetFields();
            setDirty(false);
          }}
        >
          撤销修改
        </Button>
        <Button type="link" onClick={restoreDefaults}>
          恢复默认设置
        </Button>
        <span className="bole-muted">{settings.updatedAt ? `上次保存：${timeText(settings.updatedAt)} ${settings.updatedByName ?? ''}` : '当前为系统默认设置'}</span>
      </div>
    </Form>
  );
}

export function ResumeExportSettingsPage({ title }: { title: string }) {
  const { data: settings, isLoading, isError, refetch } = useExportSettings();
  return (
    <section aria-label={title}>
      <PageHeader title={title} description="设置人才库导出Excel的列，以及下载PDF、Word标准简历的版式；导出记录可在页面底部查看。" />
      {isError && !settings ? (
        <ErrorPanel title="简历导出设置加载失败" onRetry={() => void refetch()} />
      ) : isLoading || !settings ? (
        <Panel className="bole-settings-card">
          <Skeleton title rows={8} />
        </Panel>
      ) : (
        <SettingsForm key={settings.updatedAt ?? 'default'} settings={settings} />
      )}
      <ExportLogPanel />
    </section>
  );
}
