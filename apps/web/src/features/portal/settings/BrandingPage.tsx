// /user/seting/propaganda 雇主品牌宣传: the slogan under the portal's banner and the cards of
// 为什么加入我们 (title, text, picture).
import { Button, Input } from 'antd';
import { BRANDING_ITEMS_MAX, Perm } from '@bole/domain';
import { Panel } from '../../../components/panel/Panel';
import { ImageField } from './ImageField';
import { PortalLink } from './PortalLink';
import { Field, SectionPage } from './SectionPage';

export function BrandingPage({ title }: { title: string }) {
  return (
    <SectionPage
      section="branding"
      title={title}
      permission={Perm.EmployerBranding}
      toBody={(v) => v}
      description="在招聘官网上展示的雇主品牌内容：横幅下的宣传语，以及“为什么加入我们”中的福利、文化与团队介绍。"
      aside={<PortalLink />}
    >
      {({ value, set, disabled, error }) => {
        const items = value.items;
        const setItem = (i: number, patch: Partial<(typeof items)[number]>) => set({ items: items.map((it, j) => (j === i ? { ...it, ...patch } : it)) });
        return (
          <>
            <Panel title="宣传语" className="bole-portal-card">
              <Field label="显示在官网横幅标题下方" error={error('slogan')}>
                <Input value={value.slogan} onChange={(e) => set({ slogan: e.target.value })} maxLength={60} showCount disabled={disabled} aria-label="宣传语" placeholder="例如：与优秀的人一起，做有挑战的事" />
              </Field>
            </Panel>
            <Panel title={`为什么加入我们（最多${BRANDING_ITEMS_MAX}条）`} className="bole-portal-card">
              {items.map((it, i) => (
                <div key={i} className="bole-portal-repeat">
                  <Field label={`第${i + 1}条标题`} required error={error(`items.${i}.title`)}>
                    <Input value={it.title} onChange={(e) => setItem(i, { title: e.target.value })} maxLength={30} disabled={disabled} aria-label={`第${i + 1}条标题`} placeholder="例如：六险二金" />
                  </Field>
                  <Field label="内容" error={error(`items.${i}.body`)}>
                    <Input.TextArea value={it.body} onChange={(e) => setItem(i, { body: e.target.value })} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} disabled={disabled} aria-label={`第${i + 1}条内容`} />
                  </Field>
                  <Field label="图片" error={error(`items.${i}.imageUrl`)}>
                    <ImageField label={`第${i + 1}条图片`} value={it.imageUrl} onChange={(imageUrl) => setItem(i, { imageUrl })} disabled={disabled} />
                  </Field>
                  {!disabled && (
                    <Button danger type="link" onClick={() => set({ items: items.filter((_, j) => j !== i) })}>
                      删除
                    </Button>
                  )}
                </div>
              ))}
              {!disabled && items.length < BRANDING_ITEMS_MAX && (
                <Button type="dashed" block onClick={() => set({ items: [...items, { title: '', body: '', imageUrl: null }] })}>
                  添加宣传内容
                </Button>
              )}
            </Panel>
          </>
        );
      }}
    </SectionPage>
  );
}
