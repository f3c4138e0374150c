// /resume/website/other 官网设置: whether the portal is open, which open jobs it shows, and the
// title and description search engines and shared links show.
import { Form, Input, Radio, Select, Switch } from 'antd';
import { Perm, portalJobScopeLabels, portalOptionsSchema, type PortalJobScope } from '@bole/domain';
import { Panel } from '../../../components/panel/Panel';
import { useOpenJobOptions } from '../api/job-options';
import { PortalLink } from './PortalLink';
import { SectionPage } from './SectionPage';

const SCOPES = (Object.keys(portalJobScopeLabels) as PortalJobScope[]).map((value) => ({ value, label: portalJobScopeLabels[value] }));

function JobPicker() {
  const jobs = useOpenJobOptions();
  const scope = Form.useWatch('jobScope') as PortalJobScope | undefined;
  if (scope !== 'selected') return null;
  return (
    <Form.Item name="jobIds" label="展示的职位" extra="只列出招聘中的职位；职位关闭后自动从官网隐藏。" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个职位' }]}>
      <Select mode="multiple" options={jobs.data ?? []} loading={jobs.isLoading} placeholder="选择要在官网展示的职位" optionFilterProp="label" allowClear />
    </Form.Item>
  );
}

export function OptionsPage({ title }: { title: string }) {
  return (
    <SectionPage
      section="options"
      title={title}
      permission={Perm.PortalSettings}
      schema={portalOptionsSchema}
      description="控制招聘官网是否对外开放、展示哪些职位，以及搜索引擎和分享链接中显示的标题与描述。"
      aside={<PortalLink />}
    >
      {() => (
        <>
          <Panel title="开放与职位" className="bole-portal-card">
            <Form.Item name="enabled" label="对外开放招聘官网" valuePropName="checked" extra="关闭后官网和申请入口都无法访问，已收到的申请不受影响。">
              <Switch />
            </Form.Item>
            <Form.Item name="jobScope" label="官网展示的职位">
              <Radio.Group options={SCOPES} />
            </Form.Item>
            <JobPicker />
          </Panel>
          <Panel title="搜索引擎与分享" className="bole-portal-card">
            <Form.Item name="seoTitle" label="SEO标题" extra="留空时使用“公司名称招聘官网”">
              <Input maxLength={60} showCount />
            </Form.Item>
            <Form.Item name="seoDescription" label="SEO描述" extra="留空时使用公司介绍的开头">
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={200} showCount />
            </Form.Item>
          </Panel>
        </>
      )}
    </SectionPage>
  );
}
