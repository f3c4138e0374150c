// /user/template/offer Offer模板: the company's offer letter templates (the default first), each
// with 编辑, 复制, 设为默认, 预览 and 删除. The editor (name, the letter's HTML, the placeholder
// picker) loads when opened, so this page carries no zod schema nor antd Drawer.
import { PlusOutlined } from '@ant-design/icons';
import { Perm, type OfferLetterTemplate } from '@bole/domain';
import { Alert, Button, Popconfirm } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { usePermission } from '../../../api/permission';
import { PageHeader } from '../../../components/page/PageHeader';
import { PageSpin } from '../../../components/page/PageSpin';
import { Panel } from '../../../components/panel/Panel';
import { Tag } from '../../../components/plain/Tag';
import { lazyNamed } from '../../../lib/lazy';
import { notifySuccess } from '../../../lib/notify';
import { formatDateTime } from '../../../lib/time';
import { useCopyOfferLetterTemplate, useDeleteOfferLetterTemplate, useMakeDefault, useOfferLetterTemplates } from '../api/templates';
import './offer-letter.css';

const TemplateEditor = lazyNamed(() => import('./TemplateEditor'), 'TemplateEditor');

/** What the editor opens with: a template, or a new one. */
export type EditorTarget = OfferLetterTemplate | 'new';

/** The letter's first words without markup, for the card. */
function excerpt(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

function TemplateCard({ t, canEdit, onEdit }: { t: OfferLetterTemplate; canEdit: boolean; onEdit: () => void }) {
  const copy = useCopyOfferLetterTemplate();
  const remove = useDeleteOfferLetterTemplate();
  const makeDefault = useMakeDefault();
  return (
    <Panel
      role="region"
      aria-label={t.name}
      title={
        <span>
          {t.name} {t.isDefault && <Tag color="blue">默认</Tag>}
        </span>
      }
      extra={
        <>
          <Button type="link" href={`/recruit/preview/offeremail?templateId=${t.id}`} target="_blank" rel="noopener noreferrer">
            预览
          </Button>
          {canEdit && (
            <>
              <Button type="link" onClick={onEdit}>
                编辑
              </Button>
              <Button type="link" loading={copy.isPending} onClick={() => void copy.mutateAsync(t.id).then((c) => notifySuccess(`已复制为“${c.name}”`), () => undefined)}>
                复制
              </Button>
              {!t.isDefault && (
                <Button type="link" loading={makeDefault.isPending} onClick={() => void makeDefault.mutateAsync(t).then(() => notifySuccess(`“${t.name}”已设为默认模板`), () => undefined)}>
                  设为默认
                </Button>
              )}
              {!t.isDefault && (
                <Popconfirm
                  title={`删除Offer模板“${t.name}”？`}
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => remove.mutateAsync(t.id).then(() => notifySuccess('Offer模板已删除'), () => undefined)}
                >
                  <Button type="link" danger>
                    删除
                  </Button>
                </Popconfirm>
              )}
            </>
          )}
        </>
      }
      style={{ marginBottom: 12 }}
    >
      <p className="bole-ol-excerpt">{excerpt(t.content)}</p>
      <p className="bole-ol-note">{t.isDefault ? '新建Offer时默认使用此模板 · ' : ''}更新于{formatDateTime(t.updatedAt)}</p>
    </Panel>
  );
}

export function TemplatesPage({ title }: { title: string }) {
  const canEdit = usePermission(Perm.OfferTemplates);
  const { data, isLoading, isError } = useOfferLetterTemplates();
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  useEffect(() => {
    document.title = `${title} - 伯乐招聘`;
  }, [title]);
  return (
    <section aria-label={title}>
      <PageHeader
        title={title}
        description="发送Offer时，所选模板生成正式的录用通知书（PDF，随Offer邮件作为附件发出）。占位符在发送时替换为候选人和Offer的实际信息，没有的信息显示为空。"
        extra={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              新建模板
            </Button>
          )
        }
      />
      {isLoading && <PageSpin tip="正在加载Offer模板…" />}
      {isError && <Alert type="error" showIcon title="Offer模板加载失败，请稍后刷新重试" />}
      {data?.map((t) => <TemplateCard key={t.id} t={t} canEdit={canEdit} onEdit={() => setEditing(t)} />)}
      {editing && (
        <Suspense fallback={null}>
          <TemplateEditor target={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </section>
  );
}
