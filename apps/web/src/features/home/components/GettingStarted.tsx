// 上手指引: the first steps of a new company, each linking to its page when the user may open it.
import { Link } from 'react-router';
import { routeByKey } from '@bole/domain';
import type { AccountInfo } from '@bole/domain';
import { Panel } from '../../../components/panel/Panel';
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
    <Panel title="上手指引" style={{ height: '100%' }}>
      <ol className="bole-steps">
        {STEPS.map((step, index) => {
          const route = routeByKey(step.key);
          const open = route && user && routePermitted(route, user, sysType);
          return (
            <li key={step.key} className="bole-steps-item">
              <span className="bole-steps-icon" aria-hidden="true">
                {index + 1}
              </span>
              <div className="bole-steps-section">
                <div className="bole-steps-title">
                  {open && route ? (
                    <Link className="bole-link" to={route.redirect ?? route.path}>
                      {step.title}
                    </Link>
                  ) : (
                    step.title
                  )}
                </div>
                <div className="bole-steps-text">{step.text}</div>
              </div>
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}
