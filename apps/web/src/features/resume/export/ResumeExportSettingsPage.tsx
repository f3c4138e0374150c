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
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { Skeleton } from '../../../components/plain/Skeleton';
import { zodRule } from '../../../lib/zod-rule';
import { useExportSettings } from '../api/get-export-settings';
import { useUpdateExportSettings } from '../api/update-export-settings';
import { ErrorPanel } from '../shared/ErrorPanel';
import { ColumnPicker } from './ColumnPicker';
import { ExportLogPanel } from './ExportLogPanel';
import { FileNamePatternInput } from './FileNamePatternInput';
import { SectionPicker } from './SectionPicker';
import { SaveBar, SettingRow, useSettingsSave } from '../settings/settings-parts';
import '../resume.css';
import '../settings/settings.css';
import './export.css';

const valuesOf = ({ updatedAt: _a, updatedByName: _b, ...values }: ResumeExportSettingsResponse): ResumeExportSettings => values;

function SettingsForm({ settings }: { settings: ResumeExportSettingsResponse }) {
  const [form] = Form.useForm<ResumeExportSettings>();
  const save = useUpdateExportSettings();
  const { dirty, markDirty, submit, undo } = useSettingsSave(form, resumeExportSettingsSchema, (v: ResumeExportSettings) => save.mutateAsync(v), '简历导出设置已保存');
  const restoreDefaults = () => {
    form.setFieldsValue(defaultExportSettings);
    markDirty();
  };

  return (
    <Form form={form} layout="vertical" initialValues={valuesOf(settings)} onFinish={(v) => void submit(v)} onValuesChange={markDirty} className="bole-settings-form bole-export-form">
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

      <SaveBar saving={save.isPending} dirty={dirty} onUndo={undo} saved={settings}>
        <Button type="link" onClick={restoreDefaults}>
          恢复默认设置
        </Button>
      </SaveBar>
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
