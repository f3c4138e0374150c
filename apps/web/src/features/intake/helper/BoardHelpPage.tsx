// /more/{product}help/: the helper guide for one job board (e.g. /more/lagouhelp).
import { boardHelpPath, boardOfHelpPath, JOB_BOARDS } from '@bole/domain';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { useHelperSettings } from '../api/get-helper-settings';
import { BOARD_GUIDES, COMMON_STEPS } from './board-guides';
import './helper.css';

export function BoardHelpPage() {
  const { productHelp = '' } = useParams();
  const board = boardOfHelpPath(productHelp);
  const settings = useHelperSettings();

  if (!board) {
    return (
      <section aria-label="简历助手使用说明" className="bole-helper">
        <PageHeader title="没有找到这个招聘网站的使用说明" description="简历助手目前支持以下招聘网站：" />
        <Panel>
          <ul className="bole-helper-links">
            {JOB_BOARDS.map((b) => (
              <li key={b.slug}>
                <Link to={boardHelpPath(b)}>{b.name}</Link>
              </li>
            ))}
          </ul>
        </Panel>
      </section>
    );
  }
  const guide = BOARD_GUIDES[board.channel];
  const off = settings.data && !settings.data.enabledBoards.includes(board.channel);
  return (
    <section aria-label={`${board.name}简历助手使用说明`} className="bole-helper">
      <PageHeader title={`在${board.name}使用简历助手`} description={`在 ${board.recruiterSite} 等${board.name}的企业版页面上，一键把候选人简历收进企业人才库，渠道记为「${board.name}」。`} extra={<Link to="/resume/helper">← 返回简历助手</Link>} />
      {off && (
        <div className="bole-helper-alert" role="alert">
          管理员已在插件设置中停用{board.name}，在该网站使用简历助手会提示未收录。如需使用，请联系管理员开启。
        </div>
      )}
      <Panel title="使用步骤">
        <ol className="bole-helper-steps">
          <li>
            还没有安装简历助手？先到 <Link to="/resume/helper">简历助手</Link> 页面创建密钥，把「简历助手」按钮拖到书签栏
          </li>
          {guide && <li>{guide.where}</li>}
          {COMMON_STEPS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </Panel>
      {guide && (
        <Panel title="注意事项">
          <p className="bole-helper-tip">{guide.tip}</p>
        </Panel>
      )}
      <Panel title="其他招聘网站">
        <ul className="bole-helper-links">
          {JOB_BOARDS.filter((b) => b !== board).map((b) => (
            <li key={b.slug}>
              <Link to={boardHelpPath(b)}>{b.name}</Link>
            </li>
          ))}
        </ul>
      </Panel>
    </section>
  );
}
