// 常用功能: shortcuts to the main areas, only those the user may open in the current mode.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { routeByKey } from '@bole/domain';
import type { AccountInfo } from '@bole/domain';
import { Panel } from '../../../components/panel/Panel';
import { Empty } from '../../../components/plain/Empty';
import { MailIcon } from '../../../components/plain/icons';
import { BarChartIcon, CalendarIcon, FileSearchIcon, FormIcon, ProfileIcon, SolutionIcon, TeamIcon, UserAddIcon } from '../../../components/plain/nav-icons';
import { routePermitted } from '../../../lib/landing';
import { useSysType } from '../../../lib/session';

type Entry = { key: string; icon: ReactNode; color: string; hint: string };

const ENTRIES: Entry[] = [
  { key: 'resume.list.company', icon: <TeamIcon />, color: '#1d5eff', hint: '检索与管理全部简历' },
  { key: 'job.list', icon: <ProfileIcon />, color: '#7b61ff', hint: '发布与维护招聘职位' },
  { key: 'recruit.job', icon: <SolutionIcon />, color: '#0ea5a4', hint: '推进候选人招聘阶段' },
  { key: 'recruit.interview.calendar', icon: <CalendarIcon />, color: '#f59a23', hint: '查看面试与会议室' },
  { key: 'job.demand', icon: <FormIcon />, color: '#16a36a', hint: '处理用人部门需求' },
  { key: 'resume.mailtake', icon: <MailIcon />, color: '#e5484d', hint: '自动收取邮箱简历' },
  { key: 'report.board', icon: <BarChartIcon />, color: '#3f7bff', hint: '掌握招聘全局数据' },
  { key: 'user.company.accounts', icon: <UserAddIcon />, color: '#9254de', hint: '邀请同事一起招聘' },
  { key: 'resume.helper', icon: <FileSearchIcon />, color: '#13a8a8', hint: '一键保存网页简历' },
];

export function QuickEntries({ user }: { user: AccountInfo | undefined }) {
  const navigate = useNavigate();
  const sysType = useSysType();
  const visible = user
    ? ENTRIES.flatMap((entry) => {
        const route = routeByKey(entry.key);
        if (!route || (route.sys !== undefined && route.sys !== sysType) || !routePermitted(route, user, sysType)) return [];
        return [{ ...entry, title: route.menu?.title ?? route.title, path: route.redirect ?? route.path }];
      })
    : [];

  return (
    <Panel title="常用功能" style={{ height: '100%' }}>
      {visible.length === 0 ? (
        <Empty description="暂无可用的功能，请联系管理员分配权限" />
      ) : (
        <div className="bole-quick-grid">
          {visible.map((entry) => (
            <button key={entry.key} type="button" className="bole-quick-entry" onClick={() => void navigate(entry.path)}>
              <span className="bole-quick-icon" style={{ color: entry.color, background: `${entry.color}14` }}>
                <span className="bole-icon" aria-hidden="true">
                  {entry.icon}
                </span>
              </span>
              <span className="bole-quick-text">
                <strong>{entry.title}</strong>
                <span>{entry.hint}</span>
              </span>
            </button>
          ))}
        </div>
      )}
    </Panel>
  );
}
