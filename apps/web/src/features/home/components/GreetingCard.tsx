import { useState } from 'react';
import type { AccountInfo } from '@bole/domain';
import { Panel } from '../../../components/panel/Panel';
import { todayLine } from '../greeting';

export function GreetingCard({ user }: { user: AccountInfo | undefined }) {
  const [{ greeting, date }] = useState(() => todayLine());
  return (
    <Panel className="bole-greeting" bodyStyle={{ padding: '24px 28px' }}>
      <span aria-hidden className="bole-greeting-ring bole-greeting-ring-1" />
      <span aria-hidden className="bole-greeting-ring bole-greeting-ring-2" />
      <div className="bole-greeting-body">
        <h3 className="bole-greeting-title">
          {greeting}，{user?.userName ?? ''}
        </h3>
        <div className="bole-greeting-line">
          <span className="bole-greeting-date">今天是 {date}</span>
          {user?.roleName && <span className="bole-tag bole-greeting-tag">{user.roleName}</span>}
        </div>
        {user?.companyName && <span className="bole-greeting-company">{user.companyName}</span>}
      </div>
    </Panel>
  );
}
