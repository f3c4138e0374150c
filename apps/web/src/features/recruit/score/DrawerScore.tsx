// The match score in the candidate drawer: the score and every criterion's points and reason,
// with the way to the resume page's scored view (?jobId=).
import { Link } from 'react-router';
import { useMatch } from '../../resume/api/get-match';
import { scoreTone } from './ScoreBadge';

export function DrawerScore({ resumeId, jobId }: { resumeId: number; jobId: number }) {
  const { data } = useMatch(resumeId, jobId);
  if (!data || data.score === null) return null;
  return (
    <section className="bole-rp-side" aria-label="匹配分">
      <h3>
        匹配分 <span className={`bole-score is-${scoreTone(data.score)}`}>{data.score}</span>
      </h3>
      <ul className="bole-rp-score-items">
        {data.items.map((i) => (
          <li key={i.key} title={i.reason}>
            <span>{i.label}</span>
            <strong>
              {i.points}/{i.maxPoints}
            </strong>
            <div>{i.reason}</div>
          </li>
        ))}
      </ul>
      <Link to={`/resume/detail/${resumeId}?jobId=${jobId}`}>查看评分详情（{data.ruleName}）</Link>
    </section>
  );
}
