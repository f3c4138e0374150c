// /user/seting/recruit 通用招聘设置: how eliminating candidates, applying to several jobs and the
// job board behave for the whole company. The server applies them to every job.
import { Button, Radio, Switch } from 'antd';
import { codeOptions, Perm, reapplyPolicyLabels, type ReapplyPolicy, type RecruitSettings } from '@bole/domain';
import { useState, type ReactNode } from 'react';
import { usePermission } from '../../../api/permission';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { Skeleton } from '../../../components/plain/Skeleton';
import { notifySuccess } from '../../../lib/notify';
import { showSaveError } from '../../../lib/save-error';
import { useRecruitSettings } from '../api/get-recruit-settings';
import { useUpdateRecruitSettings } from '../api/update-recruit-settings';
import { LoadFailed } from '../shared/LoadFailed';
import '../process.css';

const REAPPLY_OPTIONS = codeOptions(reapplyPolicyLabels);

function SettingRow({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <div className="bole-recruit-setting">
      <div className="bole-recruit-setting-text">
        <div className="bole-recruit-setting-title">{title}</div>
        <div className="bole-recruit-setting-hint">{hint}</div>
      </div>
      {children}
    </div>
  );
}

// Plain state instead of antd Form: five controls need no form engine, and the page stays light.
function SettingsForm({ settings, canManage }: { settings: RecruitSettings; canManage: boolean }) {
  const save = useUpdateRecruitSettings();
  const [values, setValues] = useState<RecruitSettings>(settings);
  const dirty = (Object.keys(settings) as (keyof RecruitSettings)[]).some((key) => values[key] !== settings[key]);
  const set = (patch: Partial<RecruitSettings>) => setValues((current) => ({ ...current, ...patch }));
  const submit = async () => {
    try {
      setValues(await save.mutateAsync(values));
      notifySuccess('通用招聘设置已保存');
    } catch (error) {
      showSaveError(null, error);
    }
  };
  type Flag = 'eliminateReasonRequired' | 'eliminateNotifyDefault' | 'allowMultipleJobs' | 'showStageDays';
  const flag = (name: Flag, label: string) => <Switch aria-label={label} checked={values[name]} disabled={!canManage} onChange={(on) => set({ [name]: on })} />;

  return (
    <form
      className="bole-recruit-settings"
      aria-label="通用招聘设置"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Panel title="淘汰候选人" className="bole-recruit-settings-card">
        <SettingRow title="淘汰时必须填写原因" hint="淘汰候选人时须选择一个淘汰原因或填写说明，便于之后复盘和统计；原因在「归档原因」中维护。">
          {flag('eliminateReasonRequired', '淘汰时必须填写原因')}
        </SettingRow>
        <SettingRow title="淘汰时默认通知候选人" hint="淘汰对话框中的「通知候选人」默认勾选，HR仍可逐次取消。">
          {flag('eliminateNotifyDefault', '淘汰时默认通知候选人')}
        </SettingRow>
      </Panel>
      <Panel title="应聘职位" className="bole-recruit-settings-card">
        <SettingRow title="同一候选人可同时应聘多个职位" hint="关闭后，候选人正在某个职位的招聘流程中时，不能再加入其他职位；已入职、已淘汰或已归档的不受限制。">
          {flag('allowMultipleJobs', '同一候选人可同时应聘多个职位')}
        </SettingRow>
        <div className="bole-recruit-setting is-stacked">
          <div className="bole-recruit-setting-text">
            <div className="bole-recruit-setting-title" id="reapply-title">
              已淘汰的候选人再次投递同一职位时
            </div>
            <div className="bole-recruit-setting-hint">候选人通过招聘官网投递或邮箱收取再次进入他曾被淘汰的职位时的处理方式；HR手动加入时不受影响。</div>
          </div>
          <Radio.Group
            options={REAPPLY_OPTIONS}
            value={values.reapplyEliminated}
            disabled={!canManage}
            onChange={(event) => set({ reapplyEliminated: event.target.value as ReapplyPolicy })}
            aria-labelledby="reapply-title"
          />
        </div>
      </Panel>
      <Panel title="招聘流程看板" className="bole-recruit-settings-card">
        <SettingRow title="显示在当前阶段停留的天数" hint="招聘流程看板的候选人卡片上显示候选人进入当前阶段已有几天，便于发现长时间未处理的候选人。">
          {flag('showStageDays', '显示在当前阶段停留的天数')}
        </SettingRow>
      </Panel>
      {canManage && (
        <div className="bole-recruit-settings-actions">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
          <Button disabled={!dirty} onClick={() => setValues(settings)}>
            撤销修改
          </Button>
        </div>
      )}
    </form>
  );
}

export function RecruitSettingsPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.RecruitGeneralSettings);
  const { data, isError, refetch } = useRecruitSettings();
  return (
    <section aria-label={title}>
      <PageHeader title={title} description="对公司所有职位生效的招聘规则：淘汰候选人时的要求、候选人能否同时应聘多个职位，以及招聘流程看板的显示。" />
      {isError && !data ? (
        <Panel>
          <LoadFailed title="通用招聘设置加载失败" onRetry={() => void refetch()} />
        </Panel>
      ) : !data ? (
        <Panel className="bole-recruit-settings">
          <Skeleton title rows={8} />
        </Panel>
      ) : (
        <SettingsForm settings={data} canManage={canManage} />
      )}
    </section>
  );
}
