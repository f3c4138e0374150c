// /resume/website/detail 官网内容: the portal's banner title, company introduction, theme colour,
// logo and banner picture, and free sections (办公环境, 发展路径 …) shown under the jobs.
import { Button, Input } from 'antd';
import { Perm, PORTAL_SECTIONS_MAX } from '@bole/domain';
import { Panel } from '../../../components/panel/Panel';
import { ImageField } from './ImageField';
import { PortalLink } from './PortalLink';
import { Field, SectionPage } from './SectionPage';

export function SitePage({ title }: { title: string }) {
  return (
    <SectionPage
      section="site"
      title={title}
      permission={Perm.Portal}
      toBody={(v) => v}
      description="候选人打开招聘官网时看到的内容：横幅、公司介绍、主题色与Logo，以及职位列表下方的介绍板块。保存后立即生效。"
      aside={<PortalLink />}
    >
      {({ value, set, disabled, error }) => {
        const sections = value.sections;
        const setSection = (i: number, patch: Partial<(typeof sections)[number]>) => set({ sections: sections.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
        return (
          <>
            <Panel title="横幅与外观" className="bole-portal-card">
              <Field label="横幅标题" required error={error('bannerTitle')}>
                <Input value={value.bannerTitle} onChange={(e) => set({ bannerTitle: e.target.value })} maxLength={40} showCount disabled={disabled} aria-label="横幅标题" placeholder="例如：加入我们，一起做有意义的事" />
              </Field>
              <Field label="主题色" hint="用于横幅、按钮和链接" error={error('primaryColor')}>
                <span className="bole-portal-color">
                  <input type="color" value={value.primaryColor} onChange={(e) => set({ primaryColor: e.target.value })} disabled={disabled} aria-label="主题色" />
                  <code>{value.primaryColor}</code>
                </span>
              </Field>
              <Field label="Logo" error={error('logoUrl')}>
                <ImageField label="Logo" value={value.logoUrl} onChange={(logoUrl) => set({ logoUrl })} disabled={disabled} />
              </Field>
              <Field label="横幅图片" hint="建议 1200×400，JPG、PNG或WEBP，不超过2MB" error={error('bannerImageUrl')}>
                <ImageField label="横幅图片" value={value.bannerImageUrl} onChange={(bannerImageUrl) => set({ bannerImageUrl })} disabled={disabled} />
              </Field>
            </Panel>
            <Panel title="公司介绍" className="bole-portal-card">
              <Field label="关于我们" error={error('intro')}>
                <Input.TextArea value={value.intro} onChange={(e) => set({ intro: e.target.value })} autoSize={{ minRows: 4, maxRows: 12 }} showCount maxLength={2000} disabled={disabled} aria-label="关于我们" />
              </Field>
            </Panel>
            <Panel title={`介绍板块（最多${PORTAL_SECTIONS_MAX}个）`} className="bole-portal-card">
              {sections.map((s, i) => (
                <div key={i} className="bole-portal-repeat">
                  <Field label={`板块${i + 1}标题`} required error={error(`sections.${i}.title`)}>
                    <Input value={s.title} onChange={(e) => setSection(i, { title: e.target.value })} maxLength={30} disabled={disabled} aria-label={`板块${i + 1}标题`} placeholder="例如：办公环境" />
                  </Field>
                  <Field label="内容" required error={error(`sections.${i}.body`)}>
                    <Input.TextArea value={s.body} onChange={(e) => setSection(i, { body: e.target.value })} autoSize={{ minRows: 3, maxRows: 10 }} maxLength={2000} disabled={disabled} aria-label={`板块${i + 1}内容`} />
                  </Field>
                  {!disabled && (
                    <Button danger type="link" onClick={() => set({ sections: sections.filter((_, j) => j !== i) })}>
                      删除该板块
                    </Button>
                  )}
                </div>
              ))}
              {!disabled && sections.length < PORTAL_SECTIONS_MAX && (
                <Button type="dashed" block onClick={() => set({ sections: [...sections, { title: '', body: '' }] })}>
                  添加板块
                </Button>
              )}
            </Panel>
          </>
        );
      }}
    </SectionPage>
  );
}
