// The job boards the helper works on, each with whether 插件设置 has it on and a link to its guide.
import { boardHelpPath, JOB_BOARDS } from '@bole/domain';
import { Link } from 'react-router';

export function BoardCards({ enabled }: { enabled: readonly number[] | undefined }) {
  return (
    <ul className="bole-helper-boards">
      {JOB_BOARDS.map((b) => {
        const on = enabled === undefined || enabled.includes(b.channel);
        return (
          <li key={b.slug} className={on ? 'bole-helper-board' : 'bole-helper-board bole-helper-board-off'}>
            <div className="bole-helper-board-name">{b.name}</div>
            <div className="bole-helper-muted">{b.recruiterSite}</div>
            <div className="bole-helper-board-foot">
              <span className={on ? 'bole-helper-on' : 'bole-helper-off'}>{on ? '已启用' : '管理员已停用'}</span>
              <Link to={boardHelpPath(b)}>使用说明</Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
