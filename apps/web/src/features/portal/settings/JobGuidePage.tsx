// /user/seting/jobguide 职位发布指引: guidance HR sees at the top of the job drawer when writing a job.
import { Form, Input, Switch } from 'antd';
import { jobGuideSchema, Perm } from '@bole/domain';
import { Panel } from '../../../components/panel/Panel';
import { SectionPage } from './SectionPage';

export function JobGuidePage({ title }: { title: string }) {
  return (
    <SectionPage
      section="job-guide"
      title={title}
      permission={Perm.JobGuide}
      schema={jobGuideSchema}
      description="启用后，同事新建或编辑职位时会在职位表单顶部看到这段指引，例如职位名称的写法、薪资范围的要求、职位描述的结构。"
    >
      {() => (
        <Panel className="bole-portal-card">
          <Form.Item name="enabled" label="在职位表单中显示指引" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="text" label="指引内容">
            <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} showCount maxLength={2000} placeholder="例如：职位名称写清方向和级别，如“高级Java开发工程师（支付方向）”；薪资按月薪填写税前范围……" />
          </Form.Item>
        </Panel>
      )}
    </SectionPage>
  );
}
