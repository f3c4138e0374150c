// /resume/website/detail 官网内容: the portal's banner title, company introduction, theme colour,
// logo and banner picture, and free sections (办公环境, 发展路径 …) shown under the jobs.
import { Button, Form, Input } from 'antd';
import { Perm, PORTAL_SECTIONS_MAX, portalSiteSchema } from '@bole/domain';
import { Panel } from '../../../components/panel/Panel';
import { ImageField } from './ImageField';
import { PortalLink } from './PortalLink';
import { SectionPage } from './SectionPage';

export function SitePage({ title }: { title: string }) {
  return (
    <SectionPage
      section="site"
      title={title}
      permission={Perm.Portal}
      schema={portalSiteSchema}
      description="候选人打开招聘官网时看到的内容：横幅、公司介绍、主题色与Logo，以及职位列表下方的介绍板块。保存后立即生效。"
      aside={<PortalLink />}
    >
      {() => (
        <>
          <Panel title="横幅与外观" className="bole-portal-card">
            <Form.Item name="bannerTitle" label="横幅标题" rules={[{ required: true, message: '请输入横幅标题' }]}>
              <Input maxLength={40} showCount placeholder="例如：加入我们，一起做有意义的事" />
            </Form.Item>
            <Form.Item name="primaryColor" label="主题色" extra="用于横幅、按钮和链接">
              <Input type="color" style={{ width: 88, padding: 4 }} aria-label="主题色" />
            </Form.Item>
            <Form.Item name="logoUrl" label="Logo">
              <ImageField label="Logo" />
            </Form.Item>
            <Form.Item name="bannerImageUrl" label="横幅图片" extra="建议 1200×400，JPG、PNG或WEBP，不超过2MB">
              <ImageField label="横幅图片" />
            </Form.Item>
          </Panel>
          <Panel title="公司介绍" className="bole-portal-card">
            <Form.Item name="intro" label="关于我们">
              <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} showCount maxLength={2000} />
            </Form.Item>
          </Panel>
          <Panel title={`介绍板块（最多${PORTAL_SECTIONS_MAX}个）`} className="bole-portal-card">
            <Form.List name="sections">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field, i) => (
                    <div key={field.key} className="bole-portal-repeat">
                      <Form.Item name={[field.name, 'title']} label={`板块${i + 1}标题`} rules={[{ required: true, message: '请输入板块标题' }]}>
                        <Input maxLength={30} placeholder="例如：办公环境" />
                      </Form.Item>
                      <Form.Item name={[field.name, 'body']} label="内容" rules={[{ required: true, message: '请输入板块内容' }]}>
                        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={2000} />
                      </Form.Item>
                      <Button danger type="link" onClick={() => remove(field.name)}>
                        删除该板块
                      </Button>
                    </div>
                  ))}
                  {fields.length < PORTAL_SECTIONS_MAX && (
                    <Button type="dashed" block onClick={() => add({ title: '', body: '' })}>
                      添加板块
                    </Button>
                  )}
                </>
              )}
            </Form.List>
          </Panel>
        </>
      )}
    </SectionPage>
  );
}
