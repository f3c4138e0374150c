// 上手指引: the first steps of a new company, each linking to its page when the user may open it.
import { Card, Steps, Typography } from 'antd';
import { Link } from 'react-router';
import { routeByKey } from '@bole/domain';
import type { AccountInfo } from '@bole/domain';
import { routePermitted } from '../../../lib/landing';
import { useSysType } from '../../../lib/session';

const STEPS = [
  { key: 'user.company.base', title: '完善企业信息', text: '填写公司简介、规模与地址，候选人看到的企业形象更专业。' },
  { key: 'user.company.accounts', title: '邀请同事加入', text: '为 HR、用人经理与面试官开通账号，招聘协作从这里开始。' },
  { key: 'job.list', title: '发布第一个职位', text: '设置招聘流程与面试官，职位同步到招聘官网。' },
  { key: 'resume.mailtake', title: '收取简历', text: '绑定招聘邮箱，各渠道投递的简历自动进入人才库。' },
];

export function GettingStarted({ user }: { user: AccountInfo | undefined }) {
  const sysType = useSysType();
  return (
    <Card title="上手指引" variant="borderless" style={{ height: '100%' }}>
      <Steps
        orientation="vertical"
        size="small"
        current={-1}
        items={STEPS.map((step) => {
          const route = routeByKey(step.key);
          const open = route && user && routePermitted(route, user, sysType);
          return {
            title: open && route ? <Link to={route.redirect ?? route.path}>{step.title}</Link> : step.title,
            content: <Typography.Text type="secondary">{step.text}</Typography.Text>,
          };
        })}
      />
    </Card>
  );
}
