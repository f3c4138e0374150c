// /resume/website/other 官网设置: whether the portal is open, which open jobs it shows, and the
// title and description search engines and shared links show.
import { Checkbox, Input, Radio, Switch } from 'antd';
import { useState } from 'react';
import { Perm, portalJobScopeLabels, type PortalJobScope } from '@bole/domain';
import { Panel } from '../../../components/panel/Panel';
import { useOpenJobOptions } from '../api/job-options';
import { PortalLink } from './PortalLink';
import { Field, SectionPage } from './SectionPage';

const SCOPES = (Object.keys(portalJobScopeLabels) as PortalJobScope[]).map((value) => ({ value, label: portalJobScopeLabels[value] }));

/** The open jobs as a filterable checkbox list (a plain list keeps this page light; at most 100 open jobs are offered). */
function JobPicker({ value, onChange, disabled, error }: { value: number[]; onChange: (ids: number[]) => void; disabled: boolean; error?: string }) {
  const jobs = useOpenJobOptions();
  const [keyword, setKeyword] = useState('');
  const shown = (jobs.data ?? []).filter((j) => j.label.includes(keyword.trim()));
  return (
    <Field label={`展示的职位（已选${value.length}个）`} required hint="只列出招聘中的职位；职位关闭后自动从官网隐藏。" error={error}>
      <Input value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder="按职位名称筛选" aria-label="按职位名称筛选职位" allowClear style={{ marginBottom: 8 }} />
      <div className="bole-portal-jobs" role="group" aria-label="展示的职位">
        {jobs.isLoading ? (
          <span className="bole-portal-hint">正在加载职位…</span>
        ) : shown.length === 0 ? (
          <span className="bole-portal-hint">没有符合条件的招聘中职位</span>
        ) : (
          <Checkbox.Group value={value} onChange={(ids) => onChange([...value.filter((id) => !shown.some((j) => j.value === id)), ...(ids as number[])])} options={shown} disabled={disabled} />
        )}
      </div>
    </Field>
  );
}

export function OptionsPage({ title }: { title: string }) {
  return (
    <SectionPage
      section="options"
      title={title}
      permission={Perm.PortalSettings}
      toBody={(v) => v}
      description="控制招聘官网是否对外开放、展示哪些职位，以及搜索引擎和分享链接中显示的标题与描述。"
      aside={<PortalLink />}
    >
      {({ value, set, disabled, error }) => (
        <>
          <Panel title="开放与职位" className="bole-portal-card">
            <Field label="对外开放招聘官网" hint="关闭后官网和申请入口都无法访问，已收到的申请不受影响。">
              <Switch checked={value.enabled} onChange={(enabled) => set({ enabled })} disabled={disabled} aria-label="对外开放招聘官网" />
            </Field>
            <Field label="官网展示的职位">
              <Radio.Group value={value.jobScope} options={SCOPES} onChange={(e) => set({ jobScope: e.target.value as PortalJobScope })} disabled={disabled} aria-label="官网展示的职位" />
            </Field>
            {value.jobScope === 'selected' && <JobPicker value={value.jobIds} onChange={(jobIds) => set({ jobIds })} disabled={disabled} error={error('jobIds')} />}
          </Panel>
          <Panel title="搜索引擎与分享" className="bole-portal-card">
            <Field label="SEO标题" hint="留空时使用“公司名称招聘官网”" error={error('seoTitle')}>
              <Input value={value.seoTitle} onChange={(e) => set({ seoTitle: e.target.value })} maxLength={60} showCount disabled={disabled} aria-label="SEO标题" />
            </Field>
            <Field label="SEO描述" hint="留空时使用公司介绍的开头" error={error('seoDescription')}>
              <Input.TextArea value={value.seoDescription} onChange={(e) => set({ seoDescription: e.target.value })} autoSize={{ minRows: 2, maxRows: 5 }} maxLength={200} showCount disabled={disabled} aria-label="SEO描述" />
            </Field>
          </Panel>
        </>
      )}
    </SectionPage>
  );
}
