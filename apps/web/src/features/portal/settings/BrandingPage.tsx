// /user/seting/propaganda 雇主品牌宣传: the slogan under the portal's banner and the cards of
// 为什么加入我们 (title, text, picture).
import { Button, Form, Input } from 'antd';
import { BRANDING_ITEMS_MAX, Perm, portalBrandingSchema } from '@bole/domain';
import { Panel } from '../../../components/panel/Panel';
import { ImageField } from './ImageField';
import { PortalLink } from './PortalLink';
import { SectionPage } from './SectionPage';

export function BrandingPage({ title }: { title: string }) {
  return (
    <SectionPage
      section="branding"
      title={title}
      permission={Perm.EmployerBranding}
      schema={portalBrandingSchema}
      description="在招聘官网上展示的雇主品牌内容：横幅下的宣传语，以及“为什么加入我们”中的福利、文化与团队介绍。"
      aside={<PortalLink />}
    >
      {() => (
        <>
          <Panel title="宣传语" className="bole-portal-card">
            <Form.Item name="slogan" label="显示在官网横幅标题下方">
              <Input maxLength={60} showCount placeholder="例如：与优秀的人一起，做有挑战的事" />
            </Form.Item>
          </Panel>
          <Panel title={`为什么加入我们（最多${BRANDING_ITEMS_MAX}条）`} className="bole-portal-card">
            <Form.List name="items">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field, i) => (
                    <div key={field.key} className="bole-portal-repeat">
                      <Form.Item name={[field.name, 'title']} label={`第${i + 1}条标题`} rules={[{ required: true, message: '请输入标题' }]}>
                        <Input maxLength={30} placeholder="例如：六险二金" />
                      </Form.Item>
                      <Form.Item name={[field.name, 'body']} label="内容">
                        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'imageUrl']} label="图片">
                        <ImageField label={`第${i + 1}条图片`} />
                      </Form.Item>
                      <Button danger type="link" onClick={() => remove(field.name)}>
                        删除
                      </Button>
                    </div>
                  ))}
                  {fields.length < BRANDING_ITEMS_MAX && (
                    <Button type="dashed" block onClick={() => add({ title: '', body: '', imageUrl: null })}>
                      添加宣传内容
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
