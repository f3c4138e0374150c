// /user/seting/email 邮箱设置: 发信设置 (the company's mail server), 个人发件邮箱 (the caller's own),
// 短信 (no provider yet: SMS are only recorded) and 发送记录 (the outbox). The tab is in the
// address (?tab=outbox), so other pages can link to the outbox.
import { OUTBOX_STATUSES, type OutboxStatus } from '@bole/domain';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { Tabs } from '../../../components/plain/Tabs';
import { OutboxTab } from './OutboxTab';
import { SenderForm } from './SenderForm';
import './email-settings.css';

const TABS = [
  { key: 'sender', label: '发信设置' },
  { key: 'personal', label: '个人发件邮箱' },
  { key: 'sms', label: '短信' },
  { key: 'outbox', label: '发送记录' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const isTab = (value: string | null): value is TabKey => TABS.some((t) => t.key === value);
const isStatus = (value: string | null): value is OutboxStatus => (OUTBOX_STATUSES as readonly string[]).includes(value ?? '');

export function EmailSettingsPage({ title }: { title: string }) {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('tab');
  const tab: TabKey = isTab(raw) ? raw : 'sender';
  const status = search.get('status');

  return (
    <section aria-label={title}>
      <PageHeader title={title} description="设置邮件从哪里发出，并查看系统发出的每一封邮件、每一条短信和站内信的发送结果。" />
      <Panel>
        <Tabs aria-label={title} items={TABS} activeKey={tab} onChange={(key) => setSearch(key === 'sender' ? {} : { tab: key })} />
        <div className="bole-email-settings-body" role="tabpanel" aria-label={TABS.find((t) => t.key === tab)!.label}>
          {tab === 'sender' && (
            <SenderForm
              key="company"
              scope="company"
              intro={
                <InlineAlert
                  type="info"
                  title="企业发给候选人和同事的邮件经这里设置的邮件服务器发出。"
                  description="未设置时经平台的发信服务器发出；平台也未配置发信服务器时，邮件不会发出，只完整记录在「发送记录」中，配置后可重发。重置密码和邀请等账号邮件始终经平台的发信服务器发出。"
                />
              }
            />
          )}
          {tab === 'personal' && (
            <SenderForm
              key="personal"
              scope="personal"
              intro={
                <InlineAlert
                  type="info"
                  title="以您的名义发出的邮件（如您发给候选人的通知）经您自己的邮箱发出，候选人可以直接回复给您。"
                  description="只对您自己的账号生效。未设置时经企业的发信设置发出。"
                />
              }
            />
          )}
          {tab === 'sms' && (
            <InlineAlert
              type="warning"
              title="未接入短信服务商"
              description="短信暂不会真正发出：每一条短信的收件人和完整内容都记录在「发送记录」中（状态为发送失败，原因为未配置短信服务商），可在那里查看。"
            />
          )}
          {tab === 'outbox' && <OutboxTab initial={isStatus(status) ? { status } : undefined} />}
        </div>
      </Panel>
    </section>
  );
}
