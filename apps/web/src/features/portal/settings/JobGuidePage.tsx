// /user/seting/jobguide 职位发布指引: guidance HR sees at the top of the job drawer when writing a job.
import { Input, Switch } from 'antd';
import { Perm } from '@bole/domain';
import { Panel } from '../../../components/panel/Panel';
import { Field, SectionPage } from './SectionPage';

export function JobGuidePage({ title }: { title: string }) {
  return (
    <SectionPage
      section="job-guide"
      title={title}
      permission={Perm.JobGuide}
      toBody={(v) => v}
      description="启用后，同事新建或编辑职位时会在职位表单顶部看到这段指引，例如职位名称的写法、薪资范围的要求、职位描述的结构。"
    >
      {({ value, set, disabled, error }) => (
        <Panel className="bole-portal-card">
          <Field label="在职位表单中显示指引">
            <Switch checked={value.enabled} onChange={(enabled) => set({ enabled })} disabled={disabled} aria-label="在职位表单中显示指引" />
          </Field>
          <Field label="指引内容" error={error('text')}>
            <Input.TextArea
              value={value.text}
              onChange={(e) => set({ text: e.target.value })}
              autoSize={{ minRows: 6, maxRows: 16 }}
              showCount
              maxLength={2000}
              disabled={disabled}
              aria-label="指引内容"
              placeholder="例如：职位名称写清方向和级别，如“高级Java开发工程师（支付方向）”；薪资按月薪填写税前范围……"
            />
          </Field>
        </Panel>
      )}
    </SectionPage>
  );
}
