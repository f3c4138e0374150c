// The frame of the three 邮箱简历收取 pages: the title, the switch between 收取设置, 待处理简历 and
// 已处理简历 (links, so each is its own address), and the page's content.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PageHeader } from '../../../components/page/PageHeader';
import { useMailboxes } from '../api/get-mailboxes';
import './mailtake.css';

const TABS = [
  { path: '/resume/mailtake/wait', label: '待处理简历' },
  { path: '/resume/mailtake/processed', label: '已处理简历' },
  { path: '/resume/mailtake/set', label: '收取设置' },
] as const;

type Props = { description: ReactNode; extra?: ReactNode; children: ReactNode };

export function MailtakeShell({ description, extra, children }: Props) {
  const { data: mailboxes } = useMailboxes();
  const waiting = mailboxes?.reduce((sum, box) => sum + box.waitingCount, 0) ?? 0;
  return (
    <section aria-label="邮箱简历收取">
      <PageHeader title="邮箱简历收取" description={description} extra={extra} />
      <nav className="bole-mailtake-tabs" aria-label="邮箱简历收取">
        {TABS.map((tab) => (
          <NavLink key={tab.path} to={tab.path} className={({ isActive }) => (isActive ? 'bole-mailtake-tab is-active' : 'bole-mailtake-tab')}>
            {tab.label}
            {tab.path.endsWith('/wait') && waiting > 0 && (
              <span className="bole-mailtake-count" aria-label={`${waiting}封待处理`}>
                {waiting}
              </span>
            )}
          </NavLink>
        ))}
      </nav>
      {children}
    </section>
  );
}
