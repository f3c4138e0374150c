// /user/template/email 邮件模板: every message type Bole sends, with its e-mail, SMS and in-app
// texts. The chosen type lives in the address (?type=), so a link opens it.
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { Skeleton } from '../../../components/plain/Skeleton';
import { confirmDialog } from '../../../lib/dialogs';
import { useTemplate } from '../api/get-template';
import { useTemplates } from '../api/get-templates';
import { LoadFailed } from '../preview/LoadFailed';
import { TemplateEditor } from './TemplateEditor';
import { TemplateList } from './TemplateList';
import './templates.css';

function Editor({ type, onDirtyChange }: { type: number; onDirtyChange: (dirty: boolean) => void }) {
  const { data, isError, refetch } = useTemplate(type);
  if (isError && !data) return <LoadFailed title="模板加载失败" onRetry={() => void refetch()} />;
  if (!data) return <Skeleton title rows={10} />;
  // A new form per type: it starts from the texts of the type it shows.
  return <TemplateEditor key={type} template={data} onDirtyChange={onDirtyChange} />;
}

export function TemplatesPage({ title }: { title: string }) {
  const { data: templates, isError, refetch } = useTemplates();
  const [search, setSearch] = useSearchParams();
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const wanted = Number(search.get('type'));
  const selected = templates?.some((t) => t.type === wanted) ? wanted : templates?.[0]?.type;

  const select = (type: number) => {
    if (type === selected) return;
    const go = () => {
      setDirty(false);
      setSearch({ type: String(type) }, { replace: true });
    };
    if (!dirty) return go();
    confirmDialog({ title: '放弃未保存的修改？', content: '当前模板的修改还没有保存，切换后将丢失。', okText: '放弃修改', cancelText: '继续编辑', onOk: go });
  };

  return (
    <section aria-label={title} className="bole-tpl-page">
      <PageHeader title={title} description="公司发给候选人和同事的每一类通知的邮件、短信和站内信内容。未修改的类型使用系统默认模板；占位符在发送时替换为实际信息。" />
      {isError && !templates ? (
        <Panel>
          <LoadFailed title="邮件模板加载失败" onRetry={() => void refetch()} />
        </Panel>
      ) : !templates || selected === undefined ? (
        <Panel>
          <Skeleton title rows={10} />
        </Panel>
      ) : (
        <div className="bole-tpl-layout">
          <Panel className="bole-tpl-side">
            <TemplateList templates={templates} selected={selected} onSelect={select} />
          </Panel>
          <div className="bole-tpl-main">
            <Editor type={selected} onDirtyChange={onDirtyChange} />
          </div>
        </div>
      )}
    </section>
  );
}
