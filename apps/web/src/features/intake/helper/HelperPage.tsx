// /resume/helper 简历助手: install the bookmarklet with a personal key, the boards it works on,
// how to use it and what happens to the captured resume.
import { Perm } from '@bole/domain';
import { Link } from 'react-router';
import { usePermission } from '../../../api/permission';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { useHelperSettings } from '../api/get-helper-settings';
import { COMMON_STEPS } from './board-guides';
import { BoardCards } from './BoardCards';
import { InstallPanel } from './InstallPanel';
import { KeyTable } from './KeyTable';
import './helper.css';

const FAQ = [
  ['收录的简历去了哪里？', '进入企业人才库：渠道按网页地址自动识别（如猎聘、BOSS直聘），原网页作为原始简历保存，负责人默认是收录的人（管理员可在插件设置中更改）。'],
  ['同一份简历点了两次会怎样？', '同一页面不会重复入库，会提示「已在人才库中」；手机号或邮箱与已有简历相同的，会入库并关联为重复简历，可在详情页合并。'],
  ['点了没有反应，或提示无法连接？', '请确认在这台电脑上能打开伯乐招聘。伯乐招聘部署在公司内网时，浏览器第一次会询问是否允许招聘网站访问本地网络，请选择「允许」。少数网站禁止页面向其他网站发送数据，这时请下载简历文件，用人才库的「上传简历」入库。'],
  ['其他网站的简历能收录吗？', '默认只收录上面列出的招聘网站；管理员可在插件设置中允许其他网站，并指定它们记为哪个渠道。'],
] as const;

export function HelperPage({ title }: { title: string }) {
  const canUse = usePermission(Perm.ResumeHelper);
  const canSet = usePermission(Perm.PluginSettings);
  const settings = useHelperSettings();

  return (
    <section aria-label={title} className="bole-helper">
      <PageHeader
        title={title}
        description="在招聘网站上打开候选人简历，点一下书签栏上的「简历助手」，简历就自动解析并收进企业人才库，渠道自动识别，重复简历自动关联。"
        extra={canSet && <Link to="/user/manage/pluginSet">插件设置</Link>}
      />
      <Panel title="第一步：安装简历助手">
        <InstallPanel canCreate={canUse} />
        <h3 className="bole-helper-subtitle">我的密钥</h3>
        <KeyTable />
      </Panel>
      <Panel title="第二步：在招聘网站收录简历">
        <ol className="bole-helper-steps">
          <li>登录招聘网站的企业版，打开候选人的简历详情页</li>
          {COMMON_STEPS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <BoardCards enabled={settings.data?.enabledBoards} />
      </Panel>
      <Panel title="常见问题">
        <dl className="bole-helper-faq">
          {FAQ.map(([q, a]) => (
            <div key={q}>
              <dt>{q}</dt>
              <dd>{a}</dd>
            </div>
          ))}
        </dl>
      </Panel>
    </section>
  );
}
