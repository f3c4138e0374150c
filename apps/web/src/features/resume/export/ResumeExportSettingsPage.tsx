// /user/seting/resumeexport 简历导出设置: the columns of the talent pool's Excel export and
// their order, the layout of a resume downloaded as PDF or Word (sections, contact details,
// watermark, file name), and the company's export records.
import { Button, Switch } from 'antd';
import { useState, type FormEvent, type ReactNode } from 'react';
import { DEFAULT_EXPORT_SETTINGS, fileNamePatternProblem, type ResumeExportSettings, type ResumeExportSettingsResponse } from '@bole/domain';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { Skeleton } from '../../../components/plain/Skeleton';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useExportSettings } from '../api/get-export-settings';
import { useUpdateExportSettings } from '../api/update-export-settings';
import { ErrorPanel } from '../shared/ErrorPanel';
import { showSaveError } from '../shared/save-error';
import { ColumnPicker } from './ColumnPicker';
import { ExportLogPanel } from './ExportLogPanel';
import { FileNamePatternInput } from './FileNamePatternInput';
import { SectionPicker } from './SectionPicker';
import { SaveBar, SettingRow } from '../settings/settings-parts';
import '../resume.css';
import '../settings/settings.css';
import './export.css';

// The form is plain React state rather than antd's Form, and checks with the domain's plain
// rules rather than the zod schema: both would add 50 KB to this one page. The server checks
// the body with the schema, which uses the same rules.
type Problems = Partial<Record<'excelColumns' | 'documentSections' | 'fileNamePattern', string>>;

function problemsOf(values: ResumeExportSettings): Problems {
  const problems: Problems = {};
  if (values.excelColumns.length === 0) problems.excelColumns = '请至少选择一列导出到Excel';
  if (values.documentSections.length === 0) problems.documentSections = '请至少选择一个简历模块';
  const pattern = fileNamePatternProblem(values.fileNamePattern);
  if (pattern) problems.fileNamePattern = pattern;
  return problems;
}

const valuesOf = ({ updatedAt: _a, updatedByName: _b, ...values }: ResumeExportSettingsResponse): ResumeExportSettings => values;

function Field({ label, htmlFor, error, children }: { label: string; htmlFor?: string; error?: string; children: ReactNode }) {
  return (
    <div className="bole-export-field">
      <label className="bole-export-field-label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {error && (
        <div className="bole-export-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

function SettingsForm({ settings }: { settings: ResumeExportSettingsResponse }) {
  const [values, setValues] = useState<ResumeExportSettings>(() => valuesOf(settings));
  const [dirty, setDirty] = useState(false);
  const save = useUpdateExportSettings();
  const problems = problemsOf(values);
  const change = <K extends keyof ResumeExportSettings>(key: K, value: ResumeExportSettings[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setDirty(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const first = Object.values(problems)[0];
    if (first) {
      notifyError(first);
      return;
    }
    try {
      await save.mutateAsync({ ...values, fileNamePattern: values.fileNamePattern.trim() });
      setDirty(false);
      notifySuccess('简历导出设置已保存');
    } catch (error) {
      showSaveError(null, error);
    }
  };
  const undo = () => {
    setValues(valuesOf(settings));
    setDirty(false);
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="bole-settings-form bole-export-form" noValidate>
      <Panel title="Excel导出列" className="bole-settings-card">
        <p className="bole-settings-lead">在人才库导出Excel时包含哪些列、按什么顺序排列。勾选右侧的列加入，左侧可调整顺序；公司启用的简历字段列在「其他信息」中。</p>
        <ColumnPicker value={values.excelColumns} onChange={(next) => change('excelColumns', next)} />
        {problems.excelColumns && (
          <div className="bole-export-field-error" role="alert">
            {problems.excelColumns}
          </div>
        )}
      </Panel>

      <Panel title="PDF / Word 简历版式" className="bole-settings-card">
        <p className="bole-settings-lead">在简历详情中“下载简历”得到的标准简历：包含哪些模块、按什么顺序排列，以及联系方式、水印和文件名。</p>
        <Field label="简历模块" error={problems.documentSections}>
          <SectionPicker value={values.documentSections} onChange={(next) => change('documentSections', next)} />
        </Field>
        <SettingRow title="包含联系方式" hint="手机号、邮箱和微信号显示在简历顶部。没有“查看候选人联系方式”权限的账号下载时始终不含联系方式。">
          <Switch aria-label="包含联系方式" checked={values.includeContact} onChange={(on) => change('includeContact', on)} />
        </SettingRow>
        <SettingRow title="水印" hint="每一页铺满淡色的公司名称、导出人和导出日期，便于追溯外传的简历。">
          <Switch aria-label="水印" checked={values.watermark} onChange={(on) => change('watermark', on)} />
        </SettingRow>
        <Field label="文件名格式" htmlFor="export-file-name" error={problems.fileNamePattern}>
          <FileNamePatternInput id="export-file-name" value={values.fileNamePattern} onChange={(next) => change('fileNamePattern', next)} />
        </Field>
      </Panel>

      <SaveBar saving={save.isPending} dirty={dirty} onUndo={undo} saved={settings}>
        <Button
          type="link"
          onClick={() => {
            setValues(DEFAULT_EXPORT_SETTINGS);
            setDirty(true);
          }}
        >
          恢复默认设置
        </Button>
      </SaveBar>
    </form>
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
