// What the rules say about a resume: opened from a job (?jobId=), its match score by the job's
// 简历评分规则 with the points and reason per criterion; and the 简历筛选规则 that fired on it
// (标记 or 自动淘汰) with their reasons. Nothing is shown when neither applies.
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, TagFilled } from '@ant-design/icons';
import type { ResumeMatch, ResumeScreening } from '@bole/domain';
import { useMatch } from '../api/get-match';
import { useScreenings } from '../api/get-screenings';
import { timeText } from '../shared/format';
import { SectionCard } from './SectionCard';

type Props = { resumeId: number; jobId: number | null };

const tone = (score: number) => (score >= 80 ? 'high' : score >= 60 ? 'mid' : 'low');

function MatchCard({ match }: { match: ResumeMatch }) {
  if (match.score === null) {
    return <p className="bole-screen-muted">职位「{match.jobName}」没有设置简历评分规则，可在职位的其他设置中选择。</p>;
  }
  return (
    <div className="bole-match">
      <div className={`bole-match-score bole-match-${tone(match.score)}`} aria-label={`匹配分${match.score}分`}>
        <strong>{match.score}</strong>
        <span>匹配分</span>
      </div>
      <div className="bole-match-items">
        <p className="bole-screen-muted">
          与职位「{match.jobName}」的匹配度，按评分规则「{match.ruleName}」
        </p>
        <ul aria-label="各项得分">
          {match.items.map((item) => (
            <li key={item.key}>
              <span className="bole-match-label">{item.label}</span>
              <span className="bole-match-bar" aria-hidden>
                <span style={{ width: `${item.maxPoints ? (item.points / item.maxPoints) * 100 : 0}%` }} />
              </span>
              <span className="bole-match-points">
                {item.points}/{item.maxPoints}
              </span>
              <span className="bole-match-reason">{item.reason}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function ScreeningRow({ s }: { s: ResumeScreening }) {
  const eliminated = s.action === 'eliminate';
  return (
    <li className={eliminated ? 'bole-screen-out' : 'bole-screen-flag'}>
      {eliminated ? <CloseCircleFilled /> : <TagFilled />}
      <div>
        <div>
          <strong>筛选规则「{s.ruleName}」</strong>
          {s.jobName && <span className="bole-screen-muted">（投递职位「{s.jobName}」时）</span>}：{s.outcome}
        </div>
        <div className="bole-screen-muted">
          原因：{s.reasons.join('；')} · {timeText(s.createdAt)}
        </div>
      </div>
    </li>
  );
}

export function ScreeningSection({ resumeId, jobId }: Props) {
  const screenings = useScreenings(resumeId);
  const match = useMatch(resumeId, jobId);
  const list = screenings.data ?? [];
  if (list.length === 0 && !match.data) return null;
  const outAtIntake = list.find((s) => s.action === 'eliminate' && s.jobId === null);
  return (
    <SectionCard id="screening" title="筛选结果" count={list.length}>
      {outAtIntake && (
        <div className="bole-notice bole-notice-error" role="status">
          <ExclamationCircleFilled />
          <span>入库时被筛选规则「{outAtIntake.ruleName}」标记为已淘汰，简历仍保留在人才库中。</span>
        </div>
      )}
      {match.data && <MatchCard match={match.data} />}
      {list.length > 0 ? (
        <ul className="bole-screen-list" aria-label="触发的筛选规则">
          {list.map((s) => (
            <ScreeningRow key={s.id} s={s} />
          ))}
        </ul>
      ) : (
        <p className="bole-screen-muted">
          <CheckCircleFilled style={{ color: '#2ba471', marginRight: 6 }} />
          没有触发任何筛选规则
        </p>
      )}
    </SectionCard>
  );
}
